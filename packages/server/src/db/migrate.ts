import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import pg from "pg";

const CORE_MIGRATIONS = new URL("./migrations/", import.meta.url);
/** Any fixed number works; it only has to be the same for every instance of this service. */
const MIGRATION_LOCK = 7_302_114_001;

/**
 * Where migrations come from: the core's folder (`src/db/migrations/`, the schema as it stood when
 * modules got folders of their own, plus core tables since) and each module's own folder, applied in
 * that order (modules in the order of `src/modules/index.ts`), files in name order within a folder.
 */
export type MigrationSource = { module: string; folder: URL };

export const CORE_SOURCE: MigrationSource = { module: "core", folder: CORE_MIGRATIONS };

/**
 * One migration. `version` is its key in `schema_migrations`: the file name without `.sql` for the
 * core's (as recorded before modules had folders), `<module>/<name>` for a module's.
 */
export type Migration = { module: string; file: string; version: string; sql: string; checksum: string };

const FILE_NAME = /^\d{4}_[a-z0-9_]+\.sql$/;

const checksumOf = (text: string): string => createHash("sha256").update(text).digest("hex");

export const loadMigrations = (sources: readonly MigrationSource[] = [CORE_SOURCE]): Migration[] =>
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
 * query protocol).
 */
export const migrate = async (
  connectionUri: string,
  sources: readonly MigrationSource[] = [CORE_SOURCE],
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
