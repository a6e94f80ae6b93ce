import { type CommonQueryMethods, type FragmentSqlToken, sql } from "slonik";
import type { PageQuery } from "../../http/pagination.ts";
import { fetchPage } from "../../persistence/pages.ts";

/**
 * `GET /api/llm/usage`: what the caller's runs that have ended spent, and their tokens and calls, summed
 * over a range and grouped by UTC day, API key and the model that answered (the one asked for when none
 * did). Read from the runs themselves, so it agrees with `GET /api/llm/runs` to the call.
 */

export type UsageFilter = {
  since: string;
  until: string;
  /** An API key's id, or `session` for the calls made without one. */
  keyId?: string;
  /** `<provider>/<model>`, as the model that answered. */
  model?: string;
};

type Figures = {
  calls: number;
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
  cost: number;
  unpricedCalls: number;
};

type FigureRow = {
  calls: number;
  input_tokens: string;
  output_tokens: string;
  total_tokens: string;
  cost: string;
  unpriced_calls: number;
};

const FIGURES = sql.fragment`
  count(*)::int AS calls, coalesce(sum(r.input_tokens), 0)::text AS input_tokens,
  coalesce(sum(r.output_tokens), 0)::text AS output_tokens, coalesce(sum(r.total_tokens), 0)::text AS total_tokens,
  coalesce(sum(r.cost), 0)::text AS cost, (count(*) FILTER (WHERE r.cost IS NULL))::int AS unpriced_calls`;

const figuresOf = (row: FigureRow): Figures => ({
  calls: row.calls,
  inputTokens: Number(row.input_tokens),
  outputTokens: Number(row.output_tokens),
  totalTokens: Number(row.total_tokens),
  cost: Number(row.cost),
  unpricedCalls: row.unpriced_calls,
});

const PROVIDER = sql.fragment`coalesce(r.provider, r.requested_provider)`;
const MODEL = sql.fragment`coalesce(r.model, r.requested_model)`;

export const usageReport = async (db: CommonQueryMethods, userId: string, page: PageQuery, filter: UsageFilter) => {
  const conditions: FragmentSqlToken[] = [
    sql.fragment`r.user_id = ${userId}`,
    sql.fragment`r.status <> 'running'`,
    sql.fragment`r.created_at >= ${filter.since}::timestamptz`,
    sql.fragment`r.created_at < ${filter.until}::timestamptz`,
  ];
  if (filter.keyId !== undefined)
    conditions.push(
      filter.keyId === "session" ? sql.fragment`r.api_key_id IS NULL` : sql.fragment`r.api_key_id = ${filter.keyId}`,
    );
  if (filter.model !== undefined) conditions.push(sql.fragment`${PROVIDER} || '/' || ${MODEL} = ${filter.model}`);
  const where = sql.join(conditions, sql.fragment` AND `);
  const totals = (await db.one(sql.unsafe`SELECT ${FIGURES} FROM llm_runs r WHERE ${where}`)) as FigureRow;
  // A group's place in the keyset: its day, then a digest of its key and model (a cursor's id is a
  // short token; a model's name may hold anything).
  const groups = sql.fragment`(
    SELECT (date_trunc('day', r.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS day, r.api_key_id,
           ${PROVIDER} AS provider, ${MODEL} AS model,
           md5(coalesce(r.api_key_id, '') || ' ' || ${PROVIDER} || '/' || ${MODEL}) AS group_key, ${FIGURES}
    FROM llm_runs r WHERE ${where}
    GROUP BY 1, 2, 3, 4) g`;
  const items = await fetchPage(db, {
    page,
    columns: sql.fragment`to_char(g.day AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day_text, g.api_key_id, g.provider,
      g.model, g.calls, g.input_tokens, g.output_tokens, g.total_tokens, g.cost, g.unpriced_calls`,
    from: groups,
    orderBy: "created_at",
    keyColumns: { createdAt: sql.identifier(["g", "day"]), id: sql.identifier(["g", "group_key"]) },
    map: (row: FigureRow & { day_text: string; api_key_id: string | null; provider: string; model: string }) => ({
      day: row.day_text,
      keyId: row.api_key_id,
      provider: row.provider,
      model: row.model,
      ...figuresOf(row),
    }),
  });
  return { currency: "USD" as const, since: filter.since, until: filter.until, totals: figuresOf(totals), ...items };
};
