import { type CommonQueryMethods, type DatabasePool, type FragmentSqlToken, sql } from "slonik";
import { type SealingKeys, seal } from "../../sealing/seal.ts";
import type { Cost, Usage } from "./prices.ts";

/** A tool call a model asked for (the gateway runs none): its id, the tool's name, the arguments as JSON text. */
export type ToolCall = { id: string; name: string; arguments: string };

/**
 * One turn of a conversation. Through the OpenAI-compatible face an assistant turn may carry the
 * `toolCalls` it made, and a `tool` turn answers one of them (`toolCallId`) with its result as text.
 */
export type Message = {
  role: "system" | "user" | "assistant" | "tool";
  content: string;
  toolCalls?: ToolCall[];
  toolCallId?: string;
};
export type Target = { provider: string; model: string };

/** Whose a run is: the user (or an anonymous caller's `anon:` key) and the API key it was made with, if any. */
export type RunOwner = { userId: string; apiKeyId: string | null };

export type AttemptStatus = "ok" | "error" | "timeout" | "rate-limited" | "skipped";
export type ErrorClass = "rate-limit" | "server-error" | "client-error" | "timeout" | "network" | "circuit-open";

export type Attempt = {
  provider: string;
  model: string;
  status: AttemptStatus;
  latencyMs: number;
  errorClass: ErrorClass | null;
  httpStatus: number | null;
  retryAfterMs: number | null;
  detail: string | null;
};

export type RunStatus = "running" | "completed" | "failed" | "aborted";
export type FinishReason = "stop" | "length" | "content-filter" | "tool-calls" | "error" | "other";

export type RunRequest = {
  provider: string;
  model: string;
  messages: Message[];
  fallbacks: Target[];
  temperature?: number;
  maxTokens?: number;
};

/** A run as the contract's `LlmRun`. */
export type Run = {
  id: string;
  keyId: string | null;
  status: RunStatus;
  stream: boolean;
  request: RunRequest;
  provider: string | null;
  model: string | null;
  message: { role: "assistant"; content: string } | null;
  finishReason: FinishReason | null;
  usage: Usage;
  cost: Cost | null;
  latencyMs: number | null;
  attempts: Attempt[];
  error: { code: string; detail: string } | null;
  createdAt: string;
  completedAt: string | null;
};

export type RunOutcome = {
  status: Exclude<RunStatus, "running">;
  provider: string | null;
  model: string | null;
  reply: string | null;
  finishReason: FinishReason | null;
  usage: Usage;
  cost: Cost | null;
  latencyMs: number;
  attempts: Attempt[];
  error: { code: string; detail: string } | null;
};

export const NO_USAGE: Usage = {
  inputTokens: null,
  outputTokens: null,
  totalTokens: null,
  cachedInputTokens: null,
  reasoningTokens: null,
};

/** Binds a sealed conversation or reply to its run: copied onto another row, it does not open. */
export const aadOf = (runId: string, part: "conversation" | "reply") => `trustplane:llm:${runId}:${part}`;

export const insertRun = async (
  db: CommonQueryMethods,
  keys: SealingKeys,
  run: { id: string; userId: string; apiKeyId: string | null; stream: boolean; request: RunRequest; createdAt: string },
): Promise<void> => {
  const { messages, provider, model, ...options } = run.request;
  const sealed = seal(keys, aadOf(run.id, "conversation"), Buffer.from(JSON.stringify(messages), "utf8"));
  await db.query(sql.unsafe`
    INSERT INTO llm_runs (id, user_id, api_key_id, status, stream, requested_provider, requested_model, options,
                          conversation_ciphertext, conversation_nonce, kek_id, created_at)
    VALUES (${run.id}, ${run.userId}, ${run.apiKeyId}, 'running', ${run.stream}, ${provider}, ${model},
            ${sql.jsonb(options)}, ${sql.binary(sealed.ciphertext)}, ${sql.binary(sealed.nonce)}, ${sealed.kekId},
            ${run.createdAt}::timestamptz)`);
};

type AttemptRow = { runId: string; seq: number; attempt: Attempt };

/** The attempts of runs, numbered per run from 1. */
const attemptsOf = (runs: readonly { id: string; attempts: readonly Attempt[] }[]): AttemptRow[] =>
  runs.flatMap((run) => run.attempts.map((attempt, i) => ({ runId: run.id, seq: i + 1, attempt })));

/** `SELECT` of attempts as rows of llm_attempts (one unnest, however many there are). */
const attemptRows = (rows: readonly AttemptRow[]): FragmentSqlToken => {
  const column = (pick: (row: AttemptRow) => string | number | null, type: "text" | "int4") =>
    sql.array(rows.map(pick), type);
  return sql.fragment`
    SELECT t.run_id, t.seq, t.provider, t.model, t.status, t.latency_ms, t.error_class, t.http_status,
           t.retry_after_ms, t.detail
    FROM unnest(${column((r) => r.runId, "text")}, ${column((r) => r.seq, "int4")},
                ${column((r) => r.attempt.provider, "text")}, ${column((r) => r.attempt.model, "text")},
                ${column((r) => r.attempt.status, "text")}, ${column((r) => r.attempt.latencyMs, "int4")},
                ${column((r) => r.attempt.errorClass, "text")}, ${column((r) => r.attempt.httpStatus, "int4")},
                ${column((r) => r.attempt.retryAfterMs, "int4")}, ${column((r) => r.attempt.detail, "text")})
      AS t(run_id, seq, provider, model, status, latency_ms, error_class, http_status, retry_after_ms, detail)`;
};

const ATTEMPT_COLUMNS = sql.fragment`(run_id, seq, provider, model, status, latency_ms, error_class, http_status,
                                      retry_after_ms, detail)`;

/** Records how a run ended and every call made for it, in one transaction. */
export const finishRun = async (
  db: DatabasePool,
  keys: SealingKeys,
  runId: string,
  outcome: RunOutcome,
  completedAt: string,
): Promise<void> => {
  const reply = outcome.reply === null ? null : seal(keys, aadOf(runId, "reply"), Buffer.from(outcome.reply, "utf8"));
  const u = outcome.usage;
  await db.transaction(async (tx) => {
    await tx.query(sql.unsafe`
      UPDATE llm_runs SET
        status = ${outcome.status}, provider = ${outcome.provider}, model = ${outcome.model},
        reply_ciphertext = ${reply ? sql.binary(reply.ciphertext) : null},
        reply_nonce = ${reply ? sql.binary(reply.nonce) : null},
        finish_reason = ${outcome.finishReason},
        input_tokens = ${u.inputTokens}, output_tokens = ${u.outputTokens}, total_tokens = ${u.totalTokens},
        cached_input_tokens = ${u.cachedInputTokens}, reasoning_tokens = ${u.reasoningTokens},
        cost = ${outcome.cost ? String(outcome.cost.amount) : null}, price_table = ${outcome.cost?.priceTable ?? null},
        latency_ms = ${outcome.latencyMs}, error_code = ${outcome.error?.code ?? null},
        error_detail = ${outcome.error?.detail ?? null},
        completed_at = ${completedAt}::timestamptz
      WHERE id = ${runId}`);
    if (outcome.attempts.length > 0) {
      await tx.query(sql.unsafe`
        INSERT INTO llm_attempts ${ATTEMPT_COLUMNS} ${attemptRows(attemptsOf([{ id: runId, attempts: outcome.attempts }]))}`);
    }
  });
};

/** A run that has ended, as it is recorded at once (never seen `running`). */
export type CompletedRun = {
  id: string;
  userId: string;
  /** The API key the run was made with; null for a session's or an anonymous caller's. */
  apiKeyId: string | null;
  stream: boolean;
  request: RunRequest;
  /** ISO 8601 with milliseconds, UTC. */
  createdAt: string;
  completedAt: string;
  outcome: RunOutcome;
};

/**
 * Records runs that have already ended, with their attempts, in one statement (one round trip, atomic):
 * the JSON chat's path (through a group commit) and a fan-out dispatch's agents.
 */
export const insertCompletedRuns = async (
  db: CommonQueryMethods,
  keys: SealingKeys,
  runs: readonly CompletedRun[],
): Promise<void> => {
  if (runs.length === 0) return;
  const rows = runs.map((run) => {
    const { messages, provider, model, ...options } = run.request;
    const { outcome } = run;
    const sealed = seal(keys, aadOf(run.id, "conversation"), Buffer.from(JSON.stringify(messages), "utf8"));
    const reply =
      outcome.reply === null ? null : seal(keys, aadOf(run.id, "reply"), Buffer.from(outcome.reply, "utf8"));
    return { run, provider, model, options, sealed, reply, outcome, usage: outcome.usage };
  });
  const column = (
    pick: (row: (typeof rows)[number]) => string | number | boolean | null,
    type: "text" | "int4" | "bool",
  ) => sql.array(rows.map(pick) as readonly string[], type);
  const b64 = (buffer: Buffer | undefined) => (buffer === undefined ? null : buffer.toString("base64"));
  const insertRuns = sql.fragment`
    INSERT INTO llm_runs (id, user_id, api_key_id, status, stream, requested_provider, requested_model, options,
                          conversation_ciphertext, conversation_nonce, kek_id, provider, model,
                          reply_ciphertext, reply_nonce, finish_reason, input_tokens, output_tokens, total_tokens,
                          cached_input_tokens, reasoning_tokens, cost, price_table, latency_ms, error_code,
                          error_detail, created_at, completed_at)
    SELECT t.id, t.user_id, t.api_key_id, t.status, t.stream, t.requested_provider, t.requested_model, t.options::jsonb,
           decode(t.conversation, 'base64'), decode(t.conversation_nonce, 'base64'), t.kek_id, t.provider, t.model,
           decode(t.reply, 'base64'), decode(t.reply_nonce, 'base64'), t.finish_reason, t.input_tokens,
           t.output_tokens, t.total_tokens, t.cached_input_tokens, t.reasoning_tokens, t.cost::numeric, t.price_table,
           t.latency_ms, t.error_code, t.error_detail, t.created_at::timestamptz, t.completed_at::timestamptz
    FROM unnest(${column((r) => r.run.id, "text")}, ${column((r) => r.run.userId, "text")},
                ${column((r) => r.run.apiKeyId, "text")}, ${column((r) => r.outcome.status, "text")}, ${column((r) => r.run.stream, "bool")},
                ${column((r) => r.provider, "text")}, ${column((r) => r.model, "text")},
                ${column((r) => JSON.stringify(r.options), "text")}, ${column((r) => b64(r.sealed.ciphertext), "text")},
                ${column((r) => b64(r.sealed.nonce), "text")}, ${column((r) => r.sealed.kekId, "text")},
                ${column((r) => r.outcome.provider, "text")}, ${column((r) => r.outcome.model, "text")},
                ${column((r) => b64(r.reply?.ciphertext), "text")}, ${column((r) => b64(r.reply?.nonce), "text")},
                ${column((r) => r.outcome.finishReason, "text")}, ${column((r) => r.usage.inputTokens, "int4")},
                ${column((r) => r.usage.outputTokens, "int4")}, ${column((r) => r.usage.totalTokens, "int4")},
                ${column((r) => r.usage.cachedInputTokens, "int4")}, ${column((r) => r.usage.reasoningTokens, "int4")},
                ${column((r) => (r.outcome.cost ? String(r.outcome.cost.amount) : null), "text")},
                ${column((r) => r.outcome.cost?.priceTable ?? null, "text")}, ${column((r) => r.outcome.latencyMs, "int4")},
                ${column((r) => r.outcome.error?.code ?? null, "text")},
                ${column((r) => r.outcome.error?.detail ?? null, "text")}, ${column((r) => r.run.createdAt, "text")},
                ${column((r) => r.run.completedAt, "text")})
      AS t(id, user_id, api_key_id, status, stream, requested_provider, requested_model, options, conversation, conversation_nonce,
           kek_id, provider, model, reply, reply_nonce, finish_reason, input_tokens, output_tokens, total_tokens,
           cached_input_tokens, reasoning_tokens, cost, price_table, latency_ms, error_code, error_detail, created_at,
           completed_at)
    RETURNING id`;
  const attempts = attemptsOf(runs.map((run) => ({ id: run.id, attempts: run.outcome.attempts })));
  if (attempts.length === 0) {
    await db.query(sql.unsafe`${insertRuns}`);
    return;
  }
  // The attempts' foreign key is checked at the end of the statement, after the runs' rows are in.
  await db.query(sql.unsafe`
    WITH inserted AS (${insertRuns})
    INSERT INTO llm_attempts ${ATTEMPT_COLUMNS} ${attemptRows(attempts)}`);
};

export type ProviderLatency = { provider: string; calls: number; p50: number | null; p95: number | null };

/** Each provider's calls in the last 15 minutes (every instance's) and their p50/p95 latency. */
export const recentLatency = async (db: CommonQueryMethods): Promise<Map<string, ProviderLatency>> => {
  const rows = (await db.any(sql.unsafe`
    SELECT provider, count(*)::int AS calls,
           round(percentile_cont(0.5) WITHIN GROUP (ORDER BY latency_ms))::int AS p50,
           round(percentile_cont(0.95) WITHIN GROUP (ORDER BY latency_ms))::int AS p95
    FROM llm_attempts
    WHERE started_at > now() - interval '15 minutes' AND status <> 'skipped'
    GROUP BY provider`)) as readonly ProviderLatency[];
  return new Map(rows.map((row) => [row.provider, row]));
};
