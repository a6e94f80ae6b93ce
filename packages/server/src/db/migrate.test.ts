import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realPostgresUrl, scratchDatabase, startTestServer, type TestServer } from "../../test/harness.ts";
import { startEmbeddedPostgres } from "./embedded.ts";
import { loadMigrations, migrate } from "./migrate.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

describe("migrations", () => {
  it("are numbered, unique and ordered", () => {
    const versions = loadMigrations().map((m) => m.version);
    expect(versions.length).toBeGreaterThan(0);
    expect([...versions].sort()).toEqual(versions);
    expect(new Set(versions.map((v) => v.slice(0, 4))).size).toBe(versions.length);
  });

  it("were all applied at start-up and recorded", async () => {
    const client = new pg.Client({ connectionString: app.ctx.database.connectionUri });
    await client.connect();
    const { rows } = await client.query<{ version: string }>("SELECT version FROM schema_migrations ORDER BY version");
    await client.end();
    expect(rows.map((r) => r.version)).toEqual(loadMigrations().map((m) => m.version));
  });

  it("are safe when several instances start at once on an empty database: each applied exactly once", async () => {
    const empty = realPostgresUrl ? await scratchDatabase(realPostgresUrl) : undefined;
    const embedded = empty ? undefined : await startEmbeddedPostgres({ dataDir: undefined, maxConnections: 8 });
    const uri = empty?.url ?? embedded!.connectionUri;
    try {
      const results = await Promise.all([migrate(uri), migrate(uri), migrate(uri)]);
      const all = loadMigrations().map((m) => m.version);
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
      expect(await migrate(uri)).toEqual([]);
    } finally {
      await embedded?.stop();
      await empty?.drop();
    }
  });
});
