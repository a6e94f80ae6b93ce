import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "../../src/db/embedded.ts";
import { CORE_SOURCE, loadMigrations, MigrationDrift, migrate } from "../../src/db/migrate.ts";
import { realPostgresUrl, scratchDatabase, startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

describe("migrations", () => {
  it("are numbered, unique and ordered", () => {
    const versions = loadMigrations([CORE_SOURCE]).map((m) => m.version);
    expect(versions.length).toBeGreaterThan(0);
    expect([...versions].sort()).toEqual(versions);
    expect(new Set(versions.map((v) => v.slice(0, 4))).size).toBe(versions.length);
  });

  it("were all applied at start-up and recorded", async () => {
    const client = new pg.Client({ connectionString: app.ctx.database.connectionUri });
    await client.connect();
    const { rows } = await client.query<{ version: string }>("SELECT version FROM schema_migrations ORDER BY version");
    await client.end();
    // The core's migrations and every served module's (app.ctx.migrations). Modules apply theirs in module
    // order (fanout's after llm's, whose table it references), which need not be the versions' text order.
    expect(rows.map((r) => r.version)).toEqual(
      loadMigrations(app.ctx.migrations)
        .map((m) => m.version)
        .sort(),
    );
  });

  it("are safe when several instances start at once on an empty database: each applied exactly once", async () => {
    const empty = realPostgresUrl ? await scratchDatabase(realPostgresUrl) : undefined;
    const embedded = empty ? undefined : await startEmbeddedPostgres({ dataDir: undefined, maxConnections: 8 });
    const uri = empty?.url ?? embedded!.connectionUri;
    // The core's and the auth module's (the users table).
    const sources = app.ctx.migrations.filter((s) => s.module === "core" || s.module === "auth");
    try {
      const results = await Promise.all([migrate(uri, sources), migrate(uri, sources), migrate(uri, sources)]);
      const all = loadMigrations(sources)
        .map((m) => m.version)
        .sort();
      expect(results.flat().sort()).toEqual(all);
      const client = new pg.Client({ connectionString: uri });
      await client.connect();
      const { rows } = await client.query<{ version: string }>(
        "SELECT version FROM schema_migrations ORDER BY version",
      );
      const users = await client.query("SELECT count(*)::int AS n FROM users");
      await client.end();
      expect(rows.map((r) => r.version)).toEqual(all);
      expect(users.rows[0].n).toBe(0);
      expect(await migrate(uri, sources)).toEqual([]);
    } finally {
      await embedded?.stop();
      await empty?.drop();
    }
  });
});

describe("module migrations", () => {
  const folderWith = (files: Record<string, string>): URL => {
    const dir = mkdtempSync(path.join(tmpdir(), "tp-migrations-"));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    return pathToFileURL(`${dir}/`);
  };

  it("applies a module's folder after the core's, records module and checksum, and stops start-up when an applied file changes", async () => {
    const empty = realPostgresUrl ? await scratchDatabase(realPostgresUrl) : undefined;
    const embedded = empty ? undefined : await startEmbeddedPostgres({ dataDir: undefined, maxConnections: 4 });
    const uri = empty?.url ?? embedded!.connectionUri;
    const folder = folderWith({
      "0001_widgets.sql": "CREATE TABLE widgets (id text PRIMARY KEY, owner_id text NOT NULL REFERENCES users(id));",
      "0002_widget_names.sql": "ALTER TABLE widgets ADD COLUMN name text;",
    });
    // The core's and the auth module's (the users table), then the widgets'.
    const before = app.ctx.migrations.filter((s) => s.module === "core" || s.module === "auth");
    const sources = [...before, { module: "widgets", folder }];
    try {
      const applied = await migrate(uri, sources);
      const core = loadMigrations(before).map((m) => m.version);
      expect(applied).toEqual([...core, "widgets/0001_widgets", "widgets/0002_widget_names"]);
      const client = new pg.Client({ connectionString: uri });
      await client.connect();
      const { rows } = await client.query<{ version: string; module: string; checksum: string }>(
        "SELECT version, module, checksum FROM schema_migrations WHERE module = 'widgets' ORDER BY version",
      );
      expect(rows.map((r) => [r.version, r.module])).toEqual([
        ["widgets/0001_widgets", "widgets"],
        ["widgets/0002_widget_names", "widgets"],
      ]);
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.checksum))).toBe(true);

      // Checksums missing (recorded before they were kept) are filled in, not treated as drift.
      await client.query("UPDATE schema_migrations SET checksum = NULL WHERE module = 'core'");
      expect(await migrate(uri, sources)).toEqual([]);
      const filled = await client.query("SELECT count(*)::int AS n FROM schema_migrations WHERE checksum IS NULL");
      expect(filled.rows[0].n).toBe(0);

      // An applied migration edited afterwards stops start-up, naming it; a new file would have been applied.
      writeFileSync(new URL("0002_widget_names.sql", folder), "ALTER TABLE widgets ADD COLUMN title text;");
      writeFileSync(new URL("0003_more.sql", folder), "ALTER TABLE widgets ADD COLUMN more text;");
      await expect(migrate(uri, sources)).rejects.toThrow(MigrationDrift);
      await expect(migrate(uri, sources)).rejects.toThrow(
        /widgets\/0002_widget_names\.sql changed after it was applied/,
      );
      const more = await client.query(
        "SELECT count(*)::int AS n FROM schema_migrations WHERE version = 'widgets/0003_more'",
      );
      expect(more.rows[0].n).toBe(0);

      // A recorded migration whose file is gone is refused too.
      writeFileSync(new URL("0002_widget_names.sql", folder), "ALTER TABLE widgets ADD COLUMN name text;");
      rmSync(new URL("0001_widgets.sql", folder));
      await expect(migrate(uri, sources)).rejects.toThrow(
        /widgets\/0001_widgets is recorded as applied but its file is gone/,
      );
      await client.end();
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await embedded?.stop();
      await empty?.drop();
    }
  });
});
