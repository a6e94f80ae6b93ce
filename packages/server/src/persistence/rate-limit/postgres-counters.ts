import { type CommonQueryMethods, sql } from "slonik";
import type { SharedCounters, WindowHits, WindowKey } from "./counters.ts";

type CounterRow = { key: string; start_ms: bigint; hits: number };

const id = (c: WindowKey) => `${c.windowStart}:${c.key}`;

/** Answer in input order, with 0 for counters the database did not return. */
const inInputOrder = (wanted: readonly WindowKey[], rows: readonly CounterRow[]): WindowHits[] => {
  const found = new Map(rows.map((r) => [`${Number(r.start_ms)}:${r.key}`, r.hits]));
  return wanted.map((c) => ({ key: c.key, windowStart: c.windowStart, hits: found.get(id(c)) ?? 0 }));
};

/**
 * Counters in the `rate_limit_counters` table (migration 0002). Every call is one statement, so a flush
 * costs one round-trip however many keys it carries.
 */
export const postgresCounters = (db: CommonQueryMethods, windowMs: number): SharedCounters => ({
  async add(increments) {
    if (increments.length === 0) return [];
    // Rows are upserted in key order, so two instances flushing overlapping keys at the same moment take
    // the row locks in the same order and cannot deadlock.
    const sorted = [...increments].sort((a, b) =>
      a.key < b.key ? -1 : a.key > b.key ? 1 : a.windowStart - b.windowStart,
    );
    const rows = (await db.any(sql.unsafe`
      INSERT INTO rate_limit_counters AS c (key, window_start, hits, expires_at)
      SELECT t.key, to_timestamp(t.start_ms / 1000.0), t.hits, to_timestamp((t.start_ms + ${windowMs}) / 1000.0)
      FROM unnest(
        ${sql.array(
          sorted.map((i) => i.key),
          "text",
        )},
        ${sql.array(
          sorted.map((i) => i.windowStart),
          "int8",
        )},
        ${sql.array(
          sorted.map((i) => i.hits),
          "int4",
        )}
      ) AS t(key, start_ms, hits)
      ON CONFLICT (key, window_start) DO UPDATE SET hits = c.hits + EXCLUDED.hits
      RETURNING c.key, (extract(epoch FROM c.window_start) * 1000)::int8 AS start_ms, c.hits`)) as CounterRow[];
    return inInputOrder(increments, rows);
  },

  async read(counters) {
    if (counters.length === 0) return [];
    const rows = (await db.any(sql.unsafe`
      SELECT c.key, (extract(epoch FROM c.window_start) * 1000)::int8 AS start_ms, c.hits
      FROM unnest(
        ${sql.array(
          counters.map((c) => c.key),
          "text",
        )},
        ${sql.array(
          counters.map((c) => c.windowStart),
          "int8",
        )}
      ) AS t(key, start_ms)
      JOIN rate_limit_counters c ON c.key = t.key AND c.window_start = to_timestamp(t.start_ms / 1000.0)`)) as CounterRow[];
    return inInputOrder(counters, rows);
  },

  async subtract(counter) {
    await db.query(sql.unsafe`
      UPDATE rate_limit_counters SET hits = greatest(hits - ${counter.hits}::int4, 0)
      WHERE key = ${counter.key} AND window_start = to_timestamp(${counter.windowStart} / 1000.0)`);
  },

  async reset(counter) {
    await db.query(
      sql.unsafe`DELETE FROM rate_limit_counters WHERE key = ${counter.key} AND window_start = to_timestamp(${counter.windowStart} / 1000.0)`,
    );
  },

  async deleteExpired() {
    const result = await db.query(sql.unsafe`DELETE FROM rate_limit_counters WHERE expires_at < now()`);
    return result.rowCount;
  },
});
