import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import pg from "pg";
import { MIGRATION_MOVES, type MigrationMove, moduleOfVersion } from "./migration-moves.ts";

const CORE_MIGRATIONS = new URL("./migrations/", import.meta.url);
/** Any fixed number works; it only has to be the same for every instance of this service. */
const MIGRATION_LOCK = 7_302_114_001;

/**
 * Where migrations come from: the core's folder (`src/db/migrations/`) and each module's own folder,
 * applied in that order (modules in the order of `src/modules/index.ts`), files in name order within a
 * folder. The core's folder holds only the platform's own tables, those no module owns and every server
 * needs whichever modules it serves: Idempotency-Key records, rate-limit counters and the commit-deadline
 * guard that journals' triggers call. Every other table is its module's.
 */
export type MigrationSource = { module: string; folder: URL };

export const CORE_SOURCE: MigrationSource = { module: "core", folder: CORE_MIGRATIONS };

/** The money engine's books (src/money/journal.ts), which every module that holds money moves through. */
export const JOURNAL_SOURCE: MigrationSource = {
  module: "money",
  folder: new URL("../money/migrations/", import.meta.url),
};

/** The transparency log (src/transparency/): what the modules that issue receipts sequence into. */
export const TRANSPARENCY_SOURCE: MigrationSource = {
  module: "transparency",
  folder: new URL("../transparency/migrations/", import.meta.url),
};

/**
 * One migration. `version` is its key in `schema_migrations`: the file name without `.sql` for the
 * core's (as recorded before modules had folders), `<module>/<name>` for a module's.
 */
export type Migration = { module: string; file: string; version: string; sql: string; checksum: string };

const FILE_NAME = /^\d{4}_[a-z0-9_]+\.sql$/;

const checksumOf = (text: string): string => createHash("sha256").update(text).digest("hex");

export const loadMigrations = (sources: readonly MigrationSource[]): Migration[] =>
  sources.flatMap(({ module, folder }) => {
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => FILE_NAME.test(name))
      .sort()
      .map((file) => {
        const text = readFileSync(new URL(file, folder), "utf8");
        const base = file.replace(/\.sql$/, "");
        return {
          module,
          file,
          version: module === "core" ? base : `${module}/${base}`,
          sql: text,
          checksum: checksumOf(text),
        };
      });
  });

/** A migration already applied has changed on disk, or one recorded as applied is gone. */
export class MigrationDrift extends Error {
  constructor(problems: string[]) {
    super(
      `The database's applied migrations do not match this code:\n- ${problems.join("\n- ")}\n` +
        "An applied migration must never change: restore the file and put the change in a new migration.",
    );
    this.name = "MigrationDrift";
  }
}

/**
 * Apply every migration not yet recorded, in order, each in its own transaction, and refuse to start
 * when an applied one changed (its checksum is recorded with it; migrations applied before checksums
 * were recorded get theirs the first time this runs). A session advisory lock makes concurrent
 * start-ups safe: the second instance waits, then finds nothing left to do. Migration files hold
 * several statements, which slonik refuses by design, so this uses one plain pg connection (simple
 * query protocol). Migrations that moved (migration-moves.ts) have their records moved first.
 */
export const migrate = async (
  connectionUri: string,
  sources: readonly MigrationSource[],
  moves: readonly MigrationMove[] = MIGRATION_MOVES,
): Promise<string[]> => {
  const migrations = loadMigrations(sources);
  const client = new pg.Client({ connectionString: connectionUri });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    await client.query(`ALTER TABLE schema_migrations
      ADD COLUMN IF NOT EXISTS module text NOT NULL DEFAULT 'core',
      ADD COLUMN IF NOT EXISTS checksum text`);
    await moveRecorded(client, migrations, moves);
    await checkRecorded(client, migrations);
    for (const migration of migrations) {
      await client.query("BEGIN");
      try {
        // Checked inside the transaction as well as under the lock: PGlite has a single backend, so its
        // advisory locks are re-entrant across connections and exclude nothing, but it runs one
        // transaction at a time, which makes this check-then-apply atomic there.
        const seen = await client.query("SELECT 1 FROM schema_migrations WHERE version = $1", [migration.version]);
        if (seen.rowCount) {
          await client.query("COMMIT");
          continue;
        }
        await client.query(migration.sql);
        await client.query("INSERT INTO schema_migrations (version, module, checksum) VALUES ($1, $2, $3)", [
          migration.version,
          migration.module,
          migration.checksum,
        ]);
        await client.query("COMMIT");
      } catch (err) {
        await client.query("ROLLBACK");
        throw new Error(`migration ${migration.version} failed: ${(err as Error).message}`);
      }
      applied.push(migration.version);
    }
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]);
  } finally {
    await client.end();
  }
  return applied;
};

/**
 * Rewrites the records of migrations that moved, in one transaction: a recorded `from` must have been
 * applied from the file that moved (its checksum, or none when recorded before checksums were kept), and
 * none of its new versions may be recorded yet. A new version's checksum is its file's; one whose module
 * this server leaves out gets NULL, filled in by checkRecorded on the first start that serves it.
 */
const moveRecorded = async (
  client: pg.Client,
  migrations: Migration[],
  moves: readonly MigrationMove[],
): Promise<void> => {
  if (moves.length === 0) return;
  await client.query("BEGIN");
  try {
    const versions = moves.flatMap((move) => [move.from, ...move.to]);
    const { rows } = await client.query<{ version: string; checksum: string | null; applied_at: Date }>(
      "SELECT version, checksum, applied_at FROM schema_migrations WHERE version = ANY($1::text[]) FOR UPDATE",
      [versions],
    );
    const recorded = new Map(rows.map((row) => [row.version, row]));
    const checksums = new Map(migrations.map((m) => [m.version, m.checksum]));
    // In table order, on what the earlier moves left, so a version that moves twice arrives where it ends.
    for (const move of moves) {
      const old = recorded.get(move.from);
      if (!old) continue;
      const problems: string[] = [];
      if (old.checksum !== null && old.checksum !== move.sha256) {
        problems.push(
          `${move.from} was applied from another file than the one that moved to ${move.to.join(" and ")} (recorded sha256 ${old.checksum.slice(0, 12)}…, moved ${move.sha256.slice(0, 12)}…)`,
        );
      }
      for (const to of move.to) {
        if (recorded.has(to)) problems.push(`${move.from} and ${to}, where it moved, are both recorded as applied`);
      }
      if (problems.length > 0) throw new MigrationDrift(problems);
      await client.query("DELETE FROM schema_migrations WHERE version = $1", [move.from]);
      recorded.delete(move.from);
      for (const to of move.to) {
        const checksum = checksums.get(to) ?? null;
        await client.query(
          "INSERT INTO schema_migrations (version, module, checksum, applied_at) VALUES ($1, $2, $3, $4)",
          [to, moduleOfVersion(to), checksum, old.applied_at],
        );
        recorded.set(to, { version: to, checksum, applied_at: old.applied_at });
      }
    }
    await client.query("COMMIT");
  } catch (err) {
    await client.query("ROLLBACK");
    throw err;
  }
};

/** Compares what the database recorded with the files; records checksums the database lacks. */
const checkRecorded = async (client: pg.Client, migrations: Migration[]): Promise<void> => {
  const { rows } = await client.query<{ version: string; module: string; checksum: string | null }>(
    "SELECT version, module, checksum FROM schema_migrations",
  );
  const byVersion = new Map(migrations.map((m) => [m.version, m]));
  const modules = new Set(migrations.map((m) => m.module));
  const problems: string[] = [];
  for (const row of rows) {
    const migration = byVersion.get(row.version);
    if (!migration) {
      // Only a module this server serves can be checked: one left out (a smaller build) keeps its tables.
      if (modules.has(row.module)) problems.push(`${row.version} is recorded as applied but its file is gone`);
      continue;
    }
    if (row.checksum === null) {
      await client.query("UPDATE schema_migrations SET checksum = $1 WHERE version = $2 AND checksum IS NULL", [
        migration.checksum,
        row.version,
      ]);
    } else if (row.checksum !== migration.checksum) {
      problems.push(
        `${migration.module}/${migration.file} changed after it was applied (recorded sha256 ${row.checksum.slice(0, 12)}…, now ${migration.checksum.slice(0, 12)}…)`,
      );
    }
  }
  if (problems.length > 0) throw new MigrationDrift(problems);
};
