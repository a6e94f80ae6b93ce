import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { startEmbeddedPostgres } from "../../src/db/embedded.ts";
import { type MigrationSource, migrate } from "../../src/db/migrate.ts";
import { MODULES } from "../../src/modules/index.ts";
import { migrationSources } from "../../src/platform/module.ts";
import { realPostgresUrl, scratchDatabase } from "../harness.ts";

/**
 * A database as the release before left it, to write old-shaped rows into before a server migrates the
 * rest: every migration source's files except, for the sources named, the first file the release before
 * did not have and those after it. On a scratch database of DATABASE_URL's server, or an embedded one.
 */
export const databaseBefore = async (
  firstLater: Record<string, string>,
): Promise<{ uri: string; drop: () => Promise<void> }> => {
  const isLater = (module: string, file: string): boolean =>
    firstLater[module] !== undefined && file.endsWith(".sql") && file >= firstLater[module]!;
  const empty = realPostgresUrl ? await scratchDatabase(realPostgresUrl) : undefined;
  const embedded = empty ? undefined : await startEmbeddedPostgres({ dataDir: undefined, maxConnections: 8 });
  const uri = empty?.url ?? embedded!.connectionUri;
  // Every source's folder copied without the later files.
  const folders = mkdtempSync(join(tmpdir(), "tp-migrations-"));
  const before: MigrationSource[] = migrationSources(MODULES).map((source, i) => {
    const copy = join(folders, `${i}-${source.module}`);
    cpSync(source.folder, copy, {
      recursive: true,
      filter: (path) => !isLater(source.module, path.split(/[\\/]/).pop()!),
    });
    return { module: source.module, folder: pathToFileURL(`${copy}/`) };
  });
  await migrate(uri, before);
  return {
    uri,
    drop: async () => {
      await embedded?.stop();
      await empty?.drop();
      rmSync(folders, { recursive: true, force: true });
    },
  };
};
