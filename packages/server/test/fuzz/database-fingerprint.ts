import pg from "pg";

/**
 * A cheap fingerprint of everything the API keeps: per table, its row count and the sum of a 64-bit
 * hash of each row's text form (order-independent, so no sort; an insert, a delete or any changed
 * column changes it). A few milliseconds on PGlite with thousands of rows.
 *
 * Every table of the database is covered (so tables added later are too), except the infrastructure
 * that changes by design on refused requests:
 * - `rate_limit_counters`: every request counts, refused or not (that is what rate limiting is);
 * - `idempotency_keys`: a keyed request's outcome is recorded, 4xx included, so a retry gets the same
 *   refusal (http/idempotency.ts: "2xx and 4xx are final and replayed");
 * - `schema_migrations`: written only at start-up;
 * - the transparency log's tree (`transparency_tiles`, `_trees`): the integrator adds what was sequenced
 *   to it in the background, a moment after whichever request sequenced it. What a request writes to the
 *   log (a receipt's place in it, `transparency_entries`, a log's `next_index`) is still covered.
 *
 * And, of two tables, the column that records use: a session's or an API key's `last_used_at` is noted
 * (at most once a minute, after the answer) whenever it authenticates a request, refused or not.
 */
export const INFRASTRUCTURE_TABLES = [
  "rate_limit_counters",
  "idempotency_keys",
  "schema_migrations",
  "transparency_tiles",
  "transparency_trees",
];
const USE_COLUMNS: Record<string, readonly string[]> = {
  "public.sessions": ["last_used_at"],
  "public.api_keys": ["last_used_at"],
};

export type Fingerprint = Record<string, string>;

export class DatabaseFingerprint {
  readonly #client: pg.Client;
  readonly #query: string;
  readonly tables: string[];
  taken = 0;

  private constructor(client: pg.Client, tables: string[]) {
    this.#client = client;
    this.tables = tables;
    const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
    this.#query = `SELECT ${tables
      .map((table) => {
        const [schema, name] = table.split(".") as [string, string];
        const left = USE_COLUMNS[table];
        const row = left ? `(to_jsonb(t) - ARRAY[${left.map((c) => `'${c}'`).join(", ")}])::text` : "t::text";
        return `(SELECT count(*)::text || ':' || coalesce(sum(hashtextextended(${row}, 0)::numeric), 0)::text FROM ${quote(schema)}.${quote(name)} t) AS ${quote(table)}`;
      })
      .join(", ")}`;
  }

  static async open(connectionUri: string): Promise<DatabaseFingerprint> {
    const client = new pg.Client({ connectionString: connectionUri });
    await client.connect();
    const { rows } = await client.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        ORDER BY 1, 2`,
    );
    const tables = rows
      .filter((r) => !(r.schema === "public" && INFRASTRUCTURE_TABLES.includes(r.name)))
      .map((r) => `${r.schema}.${r.name}`);
    return new DatabaseFingerprint(client, tables);
  }

  /** The connection, for the fixtures' one direct write (making a user admin). */
  get client(): pg.Client {
    return this.#client;
  }

  async take(): Promise<Fingerprint> {
    this.taken++;
    const { rows } = await this.#client.query(this.#query);
    return rows[0] as Fingerprint;
  }

  /** The tables that differ, as `table: rows before → after` (same count: rows changed in place). */
  static diff(before: Fingerprint, after: Fingerprint): string[] {
    const changed: string[] = [];
    for (const [table, value] of Object.entries(after)) {
      const previous = before[table];
      if (previous === value) continue;
      const [countBefore] = (previous ?? "?").split(":");
      const [countAfter] = value.split(":");
      changed.push(
        countBefore === countAfter
          ? `${table.replace(/^public\./, "")}: rows changed (${countAfter} rows)`
          : `${table.replace(/^public\./, "")}: ${countBefore} → ${countAfter} rows`,
      );
    }
    return changed;
  }

  async close(): Promise<void> {
    await this.#client.end();
  }
}
