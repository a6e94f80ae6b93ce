import { type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import type { Page, PageQuery } from "../../http/pagination.ts";
import { fetchPage } from "../../persistence/pages.ts";
import type { Schema } from "../../platform/operations.ts";
import { type Sealed, type SealingKeys, seal, unseal } from "../../sealing/seal.ts";
import type { LlmService } from "../llm/index.ts";
import {
  type FanoutConversation,
  type FanoutDispatch,
  fanoutConversationDetailView,
  fanoutConversationView,
  fanoutDispatchView,
  fanoutResultView,
  type ResultErrorCode,
} from "./presenters.ts";

/** The most dispatches a conversation holds (its detail answers all of them). */
export const MAX_DISPATCHES = 50;

const ISO_MS = sql.fragment`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** Binds a sealed text to its row: copied onto another, it does not open. */
const aad = {
  title: (conversationId: string) => `trustplane:fanout:${conversationId}:title`,
  prompt: (dispatchId: string) => `trustplane:fanout:${dispatchId}:prompt`,
  role: (dispatchId: string, agentId: string) => `trustplane:fanout:${dispatchId}:${agentId}:role`,
};

const sealText = (keys: SealingKeys, context: string, text: string) => seal(keys, context, Buffer.from(text, "utf8"));
const openText = (keys: SealingKeys, context: string, sealed: Sealed, what: string) =>
  unseal(keys, context, sealed, what).toString("utf8");

export const insertConversation = async (
  db: CommonQueryMethods,
  keys: SealingKeys,
  conversation: { id: string; userId: string; title: string },
): Promise<FanoutConversation> => {
  const title = sealText(keys, aad.title(conversation.id), conversation.title);
  const createdAt = (await db.oneFirst(sql.unsafe`
    INSERT INTO fanout_conversations (id, user_id, title_ciphertext, title_nonce, kek_id)
    VALUES (${conversation.id}, ${conversation.userId}, ${sql.binary(title.ciphertext)}, ${sql.binary(title.nonce)},
            ${title.kekId})
    RETURNING to_char(created_at AT TIME ZONE 'UTC', ${ISO_MS})`)) as string;
  return fanoutConversationView(
    { id: conversation.id, dispatch_count: 0, last_dispatch_at: null, created_at: createdAt },
    conversation.title,
  );
};

export type ConversationRow = {
  id: string;
  title_ciphertext: Buffer;
  title_nonce: Buffer;
  kek_id: string;
  dispatch_count: number;
  last_dispatch_at: string | null;
  created_at: string;
};

const CONVERSATION_COLUMNS = sql.fragment`
  id, title_ciphertext, title_nonce, kek_id, dispatch_count,
  to_char(last_dispatch_at AT TIME ZONE 'UTC', ${ISO_MS}) AS last_dispatch_at,
  to_char(created_at AT TIME ZONE 'UTC', ${ISO_MS}) AS created_at`;

/** The conversation's title, opened. */
const titleOf = (keys: SealingKeys, row: ConversationRow): string =>
  openText(
    keys,
    aad.title(row.id),
    { kekId: row.kek_id, nonce: row.title_nonce, ciphertext: row.title_ciphertext },
    `conversation ${row.id}`,
  );

export const listConversations = (
  db: CommonQueryMethods,
  keys: SealingKeys,
  userId: string,
  page: PageQuery,
): Promise<Page<FanoutConversation>> =>
  fetchPage(db, {
    page,
    columns: CONVERSATION_COLUMNS,
    from: sql.fragment`fanout_conversations`,
    where: sql.fragment`user_id = ${userId}`,
    orderBy: "id",
    map: (row: ConversationRow) => fanoutConversationView(row, titleOf(keys, row)),
  });

/**
 * Takes the conversation's next dispatch place, before any call is made: its number, or why not (not the
 * user's conversation, or full). Atomic, so two dispatches at once never take the same place or pass 50.
 */
export const reserveDispatch = async (
  db: CommonQueryMethods,
  userId: string,
  conversationId: string,
): Promise<{ seq: number } | "not-found" | "full"> => {
  const seq = (await db.maybeOneFirst(sql.unsafe`
    UPDATE fanout_conversations SET dispatch_count = dispatch_count + 1, last_dispatch_at = date_trunc('milliseconds', now())
    WHERE id = ${conversationId} AND user_id = ${userId} AND dispatch_count < ${MAX_DISPATCHES}
    RETURNING dispatch_count`)) as number | null;
  if (seq !== null) return { seq };
  const exists = await db.exists(sql.unsafe`
    SELECT 1 FROM fanout_conversations WHERE id = ${conversationId} AND user_id = ${userId}`);
  return exists ? "full" : "not-found";
};

type DispatchRow = {
  id: string;
  prompt_ciphertext: Buffer;
  prompt_nonce: Buffer;
  kek_id: string;
  latency_ms: number;
  created_at: string;
  completed_at: string;
  results: {
    seq: number;
    agentId: string;
    roleCiphertext: string;
    roleNonce: string;
    kekId: string;
    runId: string;
    ok: boolean;
    errorCode: ResultErrorCode | null;
    startedAt: string;
    completedAt: string;
  }[];
};

/** Dispatches of a conversation (recorded ones, oldest first), `last` of them when given. */
const dispatchRows = async (
  db: CommonQueryMethods,
  conversationId: string,
  options: { last?: number; agentIds?: readonly string[] } = {},
): Promise<readonly DispatchRow[]> => {
  const agents =
    options.agentIds === undefined
      ? sql.fragment`TRUE`
      : sql.fragment`r.agent_id = ANY(${sql.array(options.agentIds, "text")})`;
  const rows = (await db.any(sql.unsafe`
    SELECT d.id, d.prompt_ciphertext, d.prompt_nonce, d.kek_id, d.latency_ms,
           to_char(d.created_at AT TIME ZONE 'UTC', ${ISO_MS}) AS created_at,
           to_char(d.completed_at AT TIME ZONE 'UTC', ${ISO_MS}) AS completed_at,
           coalesce((SELECT json_agg(json_build_object(
                       'seq', r.seq, 'agentId', r.agent_id, 'roleCiphertext', encode(r.role_ciphertext, 'base64'),
                       'roleNonce', encode(r.role_nonce, 'base64'), 'kekId', r.kek_id, 'runId', r.run_id, 'ok', r.ok,
                       'errorCode', r.error_code,
                       'startedAt', to_char(r.started_at AT TIME ZONE 'UTC', ${ISO_MS}),
                       'completedAt', to_char(r.completed_at AT TIME ZONE 'UTC', ${ISO_MS})) ORDER BY r.seq)
                     FROM fanout_results r WHERE r.dispatch_id = d.id AND ${agents}), '[]') AS results
    FROM fanout_dispatches d
    WHERE d.conversation_id = ${conversationId}
    ORDER BY d.seq ${options.last === undefined ? sql.fragment`ASC` : sql.fragment`DESC LIMIT ${options.last}`}`)) as readonly DispatchRow[];
  return options.last === undefined ? rows : [...rows].reverse();
};

const promptOf = (keys: SealingKeys, row: DispatchRow) =>
  openText(
    keys,
    aad.prompt(row.id),
    { kekId: row.kek_id, nonce: row.prompt_nonce, ciphertext: row.prompt_ciphertext },
    `dispatch ${row.id}`,
  );

/** What each agent has lived of the conversation: per earlier dispatch, its prompt and the agent's reply. */
export type History = { prompt: string; replies: Map<string, string> }[];

/** The last `last` recorded dispatches' prompts, and these agents' replies to them. */
export const historyOf = async (
  db: CommonQueryMethods,
  keys: SealingKeys,
  llm: LlmService,
  userId: string,
  conversationId: string,
  agentIds: readonly string[],
  last: number,
): Promise<History> => {
  const rows = await dispatchRows(db, conversationId, { last, agentIds });
  const answered = rows.flatMap((row) => row.results.filter((r) => r.ok));
  const runs = await llm.readRuns(
    db,
    userId,
    answered.map((r) => r.runId),
  );
  return rows.map((row) => ({
    prompt: promptOf(keys, row),
    replies: new Map(
      row.results.flatMap((r) => {
        const reply = r.ok ? runs.get(r.runId)?.message?.content : undefined;
        return reply === undefined ? [] : [[r.agentId, reply] as const];
      }),
    ),
  }));
};

/** One of the user's conversations with every recorded dispatch and result; undefined when not theirs. */
export const readConversation = async (
  db: CommonQueryMethods,
  keys: SealingKeys,
  llm: LlmService,
  userId: string,
  id: string,
): Promise<Schema<"FanoutConversationDetail"> | undefined> => {
  const row = (await db.maybeOne(sql.unsafe`
    SELECT ${CONVERSATION_COLUMNS} FROM fanout_conversations WHERE id = ${id} AND user_id = ${userId}`)) as ConversationRow | null;
  if (!row) return undefined;
  const rows = await dispatchRows(db, id);
  const runs = await llm.readRuns(
    db,
    userId,
    rows.flatMap((d) => d.results.map((r) => r.runId)),
  );
  const dispatches = rows.map((d) =>
    fanoutDispatchView({
      id: d.id,
      conversationId: id,
      prompt: promptOf(keys, d),
      results: d.results.map((r) => {
        const run = runs.get(r.runId);
        if (!run) throw new Error(`run ${r.runId} of dispatch ${d.id} is missing`);
        const role = openText(
          keys,
          aad.role(d.id, r.agentId),
          {
            kekId: r.kekId,
            nonce: Buffer.from(r.roleNonce, "base64"),
            ciphertext: Buffer.from(r.roleCiphertext, "base64"),
          },
          `dispatch ${d.id}`,
        );
        return fanoutResultView({ id: r.agentId, role }, run, r, r.errorCode);
      }),
      latencyMs: d.latency_ms,
      createdAt: d.created_at,
      completedAt: d.completed_at,
    }),
  );
  return fanoutConversationDetailView(row, titleOf(keys, row), dispatches);
};

/**
 * Records a dispatch that has ended: every agent's run (with its attempts), the dispatch and its
 * results, in one transaction.
 */
export const recordDispatch = async (
  db: DatabasePool,
  keys: SealingKeys,
  llm: LlmService,
  dispatch: FanoutDispatch & { seq: number },
  runs: Parameters<LlmService["record"]>[0],
): Promise<void> => {
  const prompt = sealText(keys, aad.prompt(dispatch.id), dispatch.prompt);
  const roles = dispatch.results.map((r) => sealText(keys, aad.role(dispatch.id, r.agentId), r.role));
  const results = dispatch.results;
  await db.transaction(async (tx) => {
    await llm.record(runs, tx);
    await tx.query(sql.unsafe`
      INSERT INTO fanout_dispatches (id, conversation_id, seq, prompt_ciphertext, prompt_nonce, kek_id, latency_ms,
                                     created_at, completed_at)
      VALUES (${dispatch.id}, ${dispatch.conversationId}, ${dispatch.seq}, ${sql.binary(prompt.ciphertext)},
              ${sql.binary(prompt.nonce)}, ${prompt.kekId}, ${dispatch.latencyMs}, ${dispatch.createdAt}::timestamptz,
              ${dispatch.completedAt}::timestamptz)`);
    await tx.query(sql.unsafe`
      INSERT INTO fanout_results (dispatch_id, seq, agent_id, role_ciphertext, role_nonce, kek_id, run_id, ok,
                                  error_code, started_at, completed_at)
      SELECT ${dispatch.id}, t.seq, t.agent_id, decode(t.role_ciphertext, 'base64'), decode(t.role_nonce, 'base64'),
             t.kek_id, t.run_id, t.ok, t.error_code, t.started_at::timestamptz, t.completed_at::timestamptz
      FROM unnest(${sql.array(
        results.map((_, i) => i + 1),
        "int4",
      )}, ${sql.array(
        results.map((r) => r.agentId),
        "text",
      )}, ${sql.array(
        roles.map((r) => r.ciphertext.toString("base64")),
        "text",
      )}, ${sql.array(
        roles.map((r) => r.nonce.toString("base64")),
        "text",
      )}, ${sql.array(
        roles.map((r) => r.kekId),
        "text",
      )}, ${sql.array(
        results.map((r) => r.runId),
        "text",
      )}, ${sql.array(
        results.map((r) => r.ok),
        "bool",
      )}, ${sql.array(
        results.map((r) => r.error?.code ?? null),
        "text",
      )}, ${sql.array(
        results.map((r) => r.startedAt),
        "text",
      )}, ${sql.array(
        results.map((r) => r.completedAt),
        "text",
      )}) AS t(seq, agent_id, role_ciphertext, role_nonce, kek_id, run_id, ok, error_code, started_at, completed_at)`);
  });
};
