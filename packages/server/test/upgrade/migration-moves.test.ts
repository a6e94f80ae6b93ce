// The recorded move of migrations between folders (src/db/migration-moves.ts): the table against the files,
// and a database whose records are in the old layout brought to the new one, on PGlite and, with
// DATABASE_URL, on PostgreSQL. upgrade.test.ts proves the same against the previous release's own files.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "../../src/db/embedded.ts";
import { CORE_SOURCE, loadMigrations, MigrationDrift, migrate } from "../../src/db/migrate.ts";
import { MIGRATION_MOVES, moduleOfVersion } from "../../src/db/migration-moves.ts";
import { MODULES } from "../../src/modules/index.ts";
import { migrationSources } from "../../src/platform/module.ts";
import { INFRASTRUCTURE_TABLES } from "../fuzz/database-fingerprint.ts";
import { realPostgresUrl, scratchDatabase } from "../harness.ts";

const sources = migrationSources(MODULES);
const migrations = loadMigrations(sources);
const byVersion = new Map(migrations.map((m) => [m.version, m]));

describe("the table of moves", () => {
  it("moves each old version to files that exist (or that a later move moves on), and no old version is a file any more", () => {
    for (const [i, move] of MIGRATION_MOVES.entries()) {
      expect(byVersion.has(move.from), move.from).toBe(false);
      expect(move.to.length).toBeGreaterThan(0);
      const movedOn = new Set(MIGRATION_MOVES.slice(i + 1).map((m) => m.from));
      for (const to of move.to) expect(byVersion.has(to) || movedOn.has(to), `${move.from} → ${to}`).toBe(true);
      expect(move.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    const targets = MIGRATION_MOVES.flatMap((m) => m.to);
    expect(new Set(targets).size).toBe(targets.length);
  });

  it("moves a file that was not split unchanged: its checksum is the one the database recorded", () => {
    for (const move of MIGRATION_MOVES.filter((m) => m.to.length === 1 && m.without === undefined)) {
      expect(byVersion.get(move.to[0]!)!.checksum, `${move.from} → ${move.to[0]}`).toBe(move.sha256);
    }
  });

  it("leaves out of a moved file only the statements on the table it names, which its owner replaced", () => {
    const rewritten = MIGRATION_MOVES.filter((m) => m.without !== undefined);
    expect(rewritten.length).toBeGreaterThan(0);
    for (const move of rewritten) {
      for (const to of move.to) {
        expect(byVersion.get(to)!.checksum).not.toBe(move.sha256);
        expect(byVersion.get(to)!.sql).not.toMatch(new RegExp(`\\b${move.without}\\b`));
      }
      const replaced = migrations.filter((m) => new RegExp(`DROP TABLE ${move.without}\\b`).test(m.sql));
      expect(
        replaced.map((m) => m.version),
        move.from,
      ).toHaveLength(1);
    }
  });

  it("leaves in the core's folder only the platform's own tables", () => {
    const core = loadMigrations([CORE_SOURCE]);
    const touched = core.flatMap((m) =>
      [...m.sql.matchAll(/\b(?:CREATE|ALTER)\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+(?:NOT\s+)?EXISTS\s+)?(\w+)/gi)].map(
        (match) => match[1]!,
      ),
    );
    expect(touched.length).toBeGreaterThan(0);
    expect(touched.filter((table) => !INFRASTRUCTURE_TABLES.includes(table))).toEqual([]);
  });

  it("numbers every module's files uniquely within its folder, in the order they apply", () => {
    for (const source of sources) {
      const files = loadMigrations([source]).map((m) => m.file);
      expect(new Set(files.map((f) => f.slice(0, 4))).size, source.module).toBe(files.length);
    }
  });
});

describe("a database recorded in the old layout", () => {
  let uri: string;
  let stop: () => Promise<void>;
  let client: pg.Client;
  type Row = { version: string; module: string; checksum: string | null; applied_at: Date };
  const recorded = async (): Promise<Row[]> =>
    (await client.query<Row>("SELECT version, module, checksum, applied_at FROM schema_migrations ORDER BY version"))
      .rows;
  let fresh: Row[];

  /** Rewrites the records as the previous layout kept them: each moved file under its old version. */
  const toOldLayout = async (checksumOf: (from: string, sha256: string) => string | null) => {
    for (const move of [...MIGRATION_MOVES].reverse()) {
      await client.query("DELETE FROM schema_migrations WHERE version = ANY($1::text[])", [[move.from, ...move.to]]);
      await client.query(
        "INSERT INTO schema_migrations (version, module, checksum, applied_at) VALUES ($1, $2, $3, '2026-01-02T03:04:05Z')",
        [move.from, moduleOfVersion(move.from), checksumOf(move.from, move.sha256)],
      );
    }
  };

  beforeAll(async () => {
    const empty = realPostgresUrl ? await scratchDatabase(realPostgresUrl) : undefined;
    const embedded = empty ? undefined : await startEmbeddedPostgres({ dataDir: undefined, maxConnections: 4 });
    uri = empty?.url ?? embedded!.connectionUri;
    stop = async () => {
      await embedded?.stop();
      await empty?.drop();
    };
    // A fresh database: every migration applies in module order (users before what references them).
    expect(await migrate(uri, sources)).toEqual(migrations.map((m) => m.version));
    client = new pg.Client({ connectionString: uri });
    await client.connect();
    fresh = await recorded();
  }, 300_000);
  afterAll(async () => {
    await client?.end();
    await stop?.();
  });

  it("is moved at start-up: nothing applied again, every record as a fresh database's with its checksum", async () => {
    await toOldLayout((_from, sha256) => sha256);
    expect((await recorded()).map((r) => r.version)).toContain("0005_ledger");
    expect(await migrate(uri, sources)).toEqual([]);
    const moved = await recorded();
    expect(moved.map(({ version, module, checksum }) => ({ version, module, checksum }))).toEqual(
      fresh.map(({ version, module, checksum }) => ({ version, module, checksum })),
    );
    // A moved record keeps when it was applied.
    const ledger = moved.find((r) => r.version === "ledger/0005_ledger")!;
    expect(ledger.applied_at.toISOString()).toBe("2026-01-02T03:04:05.000Z");
    expect(await migrate(uri, sources)).toEqual([]);
  });

  it("accepts an old record without a checksum (kept before checksums were) and gives its new files theirs", async () => {
    await toOldLayout(() => null);
    expect(await migrate(uri, sources)).toEqual([]);
    const moved = await recorded();
    expect(moved.map(({ version, checksum }) => ({ version, checksum }))).toEqual(
      fresh.map(({ version, checksum }) => ({ version, checksum })),
    );
  });

  it("refuses an old record applied from another file than the one that moved, and changes nothing", async () => {
    await toOldLayout((from, sha256) => (from === "0007_earnings" ? "0".repeat(64) : sha256));
    const before = await recorded();
    await expect(migrate(uri, sources)).rejects.toThrow(MigrationDrift);
    await expect(migrate(uri, sources)).rejects.toThrow(
      /0007_earnings was applied from another file than the one that moved to earnings\/0007_earnings and chess\/0007_tournaments/,
    );
    expect(await recorded()).toEqual(before);
  });

  it("refuses a database that records both a moved version and where it went", async () => {
    await toOldLayout((_from, sha256) => sha256);
    await client.query(
      "INSERT INTO schema_migrations (version, module, checksum) VALUES ('ledger/0005_ledger', 'ledger', $1)",
      [byVersion.get("ledger/0005_ledger")!.checksum],
    );
    await expect(migrate(uri, sources)).rejects.toThrow(
      /0005_ledger and ledger\/0005_ledger, where it moved, are both recorded as applied/,
    );
    // Put right, it moves, and a moved file that changes afterwards still stops start-up as any applied one.
    await client.query("DELETE FROM schema_migrations WHERE version = 'ledger/0005_ledger'");
    expect(await migrate(uri, sources)).toEqual([]);
    await client.query("UPDATE schema_migrations SET checksum = $1 WHERE version = 'ledger/0005_ledger'", [
      "f".repeat(64),
    ]);
    await expect(migrate(uri, sources)).rejects.toThrow(/ledger\/0005_ledger\.sql changed after it was applied/);
    await client.query("UPDATE schema_migrations SET checksum = $1 WHERE version = 'ledger/0005_ledger'", [
      byVersion.get("ledger/0005_ledger")!.checksum,
    ]);
    // And so does a record in a moved module's name whose file is gone.
    await client.query("INSERT INTO schema_migrations (version, module) VALUES ('ledger/0099_gone', 'ledger')");
    await expect(migrate(uri, sources)).rejects.toThrow(
      /ledger\/0099_gone is recorded as applied but its file is gone/,
    );
    await client.query("DELETE FROM schema_migrations WHERE version = 'ledger/0099_gone'");
    expect(await migrate(uri, sources)).toEqual([]);
    expect((await recorded()).map((r) => r.version)).toEqual(fresh.map((r) => r.version));
  });
});
