import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startEmbeddedPostgres } from "../src/db/embedded.ts";
import { migrate } from "../src/db/migrate.ts";
import { MODULES } from "../src/modules/index.ts";
import { migrationSources } from "../src/platform/module.ts";

/**
 * An embedded database with every module's migrations applied, dumped once and loaded by each test
 * server: initdb and the migrations cost seconds of CPU per server, loading the dump a fraction. The
 * dump is kept under node_modules/.cache, named by a hash of what it is built from (the PGlite version,
 * the migration runner, this file and every migration file), so a changed migration builds a new one by
 * itself. The dump holds only the database the servers use: without initdb's template0 and template1
 * (nothing on PGlite creates a database) it is 28 MB of files instead of 43 and loads in two thirds of
 * the time.
 */

const repoDir = fileURLToPath(new URL("../../../", import.meta.url));
const cacheDir = join(repoDir, "node_modules/.cache/trustplane-test");

const templateKey = (): string => {
  const hash = createHash("sha256");
  hash.update(readFileSync(join(repoDir, "node_modules/@electric-sql/pglite/package.json")));
  hash.update(readFileSync(new URL("../src/db/migrate.ts", import.meta.url)));
  hash.update(readFileSync(new URL(import.meta.url)));
  for (const source of migrationSources(MODULES)) {
    hash.update(`\0${source.module}\0`);
    for (const name of readdirSync(source.folder).sort()) {
      hash.update(`${name}\0`);
      hash.update(readFileSync(new URL(name, source.folder)));
    }
  }
  return hash.digest("hex").slice(0, 16);
};

let loaded: Promise<Blob> | undefined;

/** The dump of a migrated database for the default module list, built the first time it is needed. */
export const databaseTemplate = (): Promise<Blob> => {
  loaded ??= (async () => {
    const file = join(cacheDir, `pglite-${templateKey()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const embedded = await startEmbeddedPostgres({ dataDir: undefined, maxConnections: 4 });
    let dump: Blob;
    try {
      await migrate(embedded.connectionUri, migrationSources(MODULES));
      const client = new pg.Client({ connectionString: embedded.connectionUri });
      await client.connect();
      try {
        await client.query("UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')");
        await client.query("DROP DATABASE template0");
        await client.query("DROP DATABASE template1");
        await client.query("CHECKPOINT");
      } finally {
        await client.end();
      }
      dump = await embedded.dump();
    } finally {
      await embedded.stop();
    }
    // Test files build it at once in parallel workers: each writes its own file and renames it into
    // place (the copies are equal), and dumps of older migrations are removed.
    mkdirSync(cacheDir, { recursive: true });
    for (const old of readdirSync(cacheDir)) {
      if (old.startsWith("pglite-") && old.endsWith(".tar") && old !== `pglite-${templateKey()}.tar`)
        rmSync(join(cacheDir, old), { force: true });
    }
    const staging = `${file}.${process.pid}.tmp`;
    writeFileSync(staging, Buffer.from(await dump.arrayBuffer()));
    renameSync(staging, file);
    return dump;
  })();
  return loaded;
};
