import { type CommonQueryMethods, type FragmentSqlToken, sql } from "slonik";
import type { Page, PageQuery } from "../../http/pagination.ts";
import { fetchPage } from "../../persistence/pages.ts";
import { type SealingKeys, unseal } from "../../sealing/seal.ts";
import {
  type Attempt,
  aadOf,
  type FinishReason,
  type Message,
  NO_USAGE,
  type Run,
  type RunRequest,
  type RunStatus,
} from "./store.ts";

// Reading runs back: one by id, several by id (a fan-out's), or a page of the caller's, each unsealed
// into the contract's `LlmRun` shape. Writing them is store.ts.

type RunRow = {
  id: string;
  api_key_id: string | null;
  status: RunStatus;
  stream: boolean;
  requested_provider: string;
  requested_model: string;
  options: Omit<RunRequest, "provider" | "model" | "messages">;
  conversation_ciphertext: Buffer;
  conversation_nonce: Buffer;
  reply_ciphertext: Buffer | null;
  reply_nonce: Buffer | null;
  kek_id: string;
  provider: string | null;
  model: string | null;
  finish_reason: FinishReason | null;
  input_tokens: number | null;
  output_tokens: number | null;
  total_tokens: number | null;
  cached_input_tokens: number | null;
  reasoning_tokens: number | null;
  cost: string | null;
  price_table: string | null;
  latency_ms: number | null;
  error_code: string | null;
  error_detail: string | null;
  created_at: string;
  completed_at: string | null;
  attempts: Attempt[] | null;
};

/** The caller's runs of these ids (others' and unknown ids are left out), by id. */
export const findRuns = async (
  db: CommonQueryMethods,
  keys: SealingKeys,
  userId: string,
  runIds: readonly string[],
): Promise<Map<string, Run>> => {
  if (runIds.length === 0) return new Map();
  const rows = (await db.any(sql.unsafe`
    SELECT ${RUN_COLUMNS}
    FROM llm_runs r WHERE r.id = ANY(${sql.array(runIds, "text")}) AND r.user_id = ${userId}`)) as readonly RunRow[];
  return new Map(rows.map((row) => [row.id, runOfRow(keys, row)]));
};

/** A run as stored, with its attempts in order: what runOfRow reads. */
const RUN_COLUMNS = sql.fragment`
  r.id, r.api_key_id, r.status, r.stream, r.requested_provider, r.requested_model, r.options,
  r.conversation_ciphertext, r.conversation_nonce, r.reply_ciphertext, r.reply_nonce, r.kek_id,
  r.provider, r.model, r.finish_reason, r.input_tokens, r.output_tokens, r.total_tokens,
  r.cached_input_tokens, r.reasoning_tokens, r.cost::text AS cost, r.price_table, r.latency_ms,
  r.error_code, r.error_detail, to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(r.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at,
  (SELECT json_agg(json_build_object(
            'provider', a.provider, 'model', a.model, 'status', a.status, 'latencyMs', a.latency_ms,
            'errorClass', a.error_class, 'httpStatus', a.http_status, 'retryAfterMs', a.retry_after_ms,
            'detail', a.detail) ORDER BY a.seq)
     FROM llm_attempts a WHERE a.run_id = r.id) AS attempts`;

/** What a list of runs can be narrowed to: the model asked for, how it ended, when it began. */
export type RunFilter = {
  /** An API key's id, or `session` for the runs made without one. */
  keyId?: string;
  provider?: string;
  model?: string;
  status?: Run["status"];
  since?: string;
  until?: string;
};

/** A page of the caller's runs, newest first (run ids are ULIDs), narrowed by `filter`. */
export const listRuns = (
  db: CommonQueryMethods,
  keys: SealingKeys,
  userId: string,
  page: PageQuery,
  filter: RunFilter,
): Promise<Page<Run>> => {
  const conditions: FragmentSqlToken[] = [sql.fragment`r.user_id = ${userId}`];
  if (filter.keyId !== undefined)
    conditions.push(
      filter.keyId === "session" ? sql.fragment`r.api_key_id IS NULL` : sql.fragment`r.api_key_id = ${filter.keyId}`,
    );
  if (filter.provider !== undefined) conditions.push(sql.fragment`r.requested_provider = ${filter.provider}`);
  if (filter.model !== undefined) conditions.push(sql.fragment`r.requested_model = ${filter.model}`);
  if (filter.status !== undefined) conditions.push(sql.fragment`r.status = ${filter.status}`);
  if (filter.since !== undefined) conditions.push(sql.fragment`r.created_at >= ${filter.since}::timestamptz`);
  if (filter.until !== undefined) conditions.push(sql.fragment`r.created_at < ${filter.until}::timestamptz`);
  return fetchPage(db, {
    page,
    columns: RUN_COLUMNS,
    from: sql.fragment`llm_runs r`,
    where: sql.fragment`${sql.join(conditions, sql.fragment` AND `)}`,
    orderBy: "id",
    keyColumns: { id: sql.identifier(["r", "id"]) },
    map: (row: RunRow) => runOfRow(keys, row),
  });
};

/** The caller's run, or undefined when there is none of theirs with this id. */
export const findRun = async (
  db: CommonQueryMethods,
  keys: SealingKeys,
  userId: string,
  runId: string,
): Promise<Run | undefined> => (await findRuns(db, keys, userId, [runId])).get(runId);

const runOfRow = (keys: SealingKeys, row: RunRow): Run => {
  const messages = JSON.parse(
    unseal(
      keys,
      aadOf(row.id, "conversation"),
      { kekId: row.kek_id, nonce: row.conversation_nonce, ciphertext: row.conversation_ciphertext },
      `run ${row.id}`,
    ).toString("utf8"),
  ) as Message[];
  const reply =
    row.reply_ciphertext && row.reply_nonce
      ? unseal(
          keys,
          aadOf(row.id, "reply"),
          { kekId: row.kek_id, nonce: row.reply_nonce, ciphertext: row.reply_ciphertext },
          `run ${row.id}`,
        ).toString("utf8")
      : null;
  return {
    id: row.id,
    keyId: row.api_key_id,
    status: row.status,
    stream: row.stream,
    request: {
      provider: row.requested_provider,
      model: row.requested_model,
      messages,
      ...row.options,
    },
    provider: row.provider,
    model: row.model,
    message: reply === null ? null : { role: "assistant", content: reply },
    finishReason: row.finish_reason,
    usage:
      row.status === "running"
        ? NO_USAGE
        : {
            inputTokens: row.input_tokens,
            outputTokens: row.output_tokens,
            totalTokens: row.total_tokens,
            cachedInputTokens: row.cached_input_tokens,
            reasoningTokens: row.reasoning_tokens,
          },
    cost:
      row.cost === null || row.price_table === null
        ? null
        : { amount: Number(row.cost), currency: "USD", priceTable: row.price_table },
    latencyMs: row.latency_ms,
    attempts: row.attempts ?? [],
    error: row.error_code === null ? null : { code: row.error_code, detail: row.error_detail ?? "" },
    createdAt: row.created_at,
    completedAt: row.completed_at,
  };
};
