import { readdirSync, readFileSync } from "node:fs";
import pg from "pg";

const MIGRATIONS_DIR = new URL("./migrations/", import.meta.url);
/** Any fixed number works; it only has to be the same for every instance of this service. */
const MIGRATION_LOCK = 7_302_114_001;

export type Migration = { version: string; sql: string };

export const loadMigrations = (): Migration[] =>
  readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.replace(/\.sql$/, ""), sql: readFileSync(new URL(name, MIGRATIONS_DIR), "utf8") }));

/**
 * Apply every migration not yet recorded, in order, each in its own transaction. A session advisory
 * lock makes concurrent start-ups safe: the second instance waits, then finds nothing left to do.
 * Migration files hold several statements, which slonik refuses by design, so this uses one plain pg
 * connection (simple query protocol).
 */
export const migrate = async (connectionUri: string): Promise<string[]> => {
  const client = new pg.Client({ connectionString: connectionUri });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    for (const migration of loadMigrations()) {
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
        await client.query("INSERT INTO schema_migrations (version) VALUES ($1)", [migration.version]);
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
