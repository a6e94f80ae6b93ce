import type { Schema } from "../../platform/operations.ts";
import type { Run, Usage } from "../llm/index.ts";
import type { ConversationRow } from "./store.ts";

/** Fan-out's conversations, dispatches and agents' results as the contract's shapes (openapi/fanout.yaml). */

export type FanoutConversation = Schema<"FanoutConversation">;
export type FanoutDispatch = Schema<"FanoutDispatch">;
export type FanoutResult = Schema<"FanoutResult">;
/** Why an agent did not answer. */
export type ResultErrorCode = NonNullable<FanoutResult["error"]>["code"];

type ConversationFields = Pick<ConversationRow, "id" | "dispatch_count" | "last_dispatch_at" | "created_at">;

/** A conversation, its title opened (store.ts keeps how it is sealed). */
export const fanoutConversationView = (row: ConversationFields, title: string): FanoutConversation => ({
  id: row.id,
  title,
  dispatchCount: row.dispatch_count,
  lastDispatchAt: row.last_dispatch_at,
  createdAt: row.created_at,
});

/** A conversation with every recorded dispatch, oldest first. */
export const fanoutConversationDetailView = (
  row: ConversationFields,
  title: string,
  dispatches: FanoutDispatch[],
): Schema<"FanoutConversationDetail"> => ({ ...fanoutConversationView(row, title), dispatches });

/** An agent's result, from its run. */
export const fanoutResultView = (
  agent: { id: string; role: string },
  run: Run,
  timing: { startedAt: string; completedAt: string },
  errorCode: ResultErrorCode | null,
): FanoutResult => {
  const ok = errorCode === null;
  return {
    agentId: agent.id,
    role: agent.role,
    ok,
    reply: ok ? (run.message?.content ?? "") : null,
    provider: run.provider,
    model: run.model,
    usage: run.usage,
    cost: run.cost,
    latencyMs: run.latencyMs ?? 0,
    startedAt: timing.startedAt,
    completedAt: timing.completedAt,
    runId: run.id,
    error: errorCode === null ? null : { code: errorCode, detail: run.error?.detail ?? "" },
  };
};

/** Sums of what the agents that answered reported: `null` where none of them said. */
const totalUsage = (usages: readonly Usage[]): Usage => {
  const sum = (field: keyof Usage): number | null => {
    const known = usages.map((u) => u[field]).filter((n): n is number => n !== null);
    return known.length === 0 ? null : known.reduce((a, b) => a + b, 0);
  };
  return {
    inputTokens: sum("inputTokens"),
    outputTokens: sum("outputTokens"),
    totalTokens: sum("totalTokens"),
    cachedInputTokens: sum("cachedInputTokens"),
    reasoningTokens: sum("reasoningTokens"),
  };
};

/** The sum of the answering agents' costs; `null` when one of them has none, or none answered. */
const totalCost = (results: readonly FanoutResult[]): FanoutResult["cost"] => {
  const answered = results.filter((r) => r.ok);
  if (answered.length === 0 || answered.some((r) => r.cost === null)) return null;
  const first = answered[0]!.cost!;
  return { ...first, amount: answered.reduce((sum, r) => sum + r.cost!.amount, 0) };
};

/** A dispatch with its totals and counts, from its results. */
export const fanoutDispatchView = (
  base: Omit<FanoutDispatch, "answered" | "failed" | "usage" | "cost">,
): FanoutDispatch => {
  const answered = base.results.filter((r) => r.ok);
  return {
    ...base,
    answered: answered.length,
    failed: base.results.length - answered.length,
    usage: totalUsage(answered.map((r) => r.usage)),
    cost: totalCost(base.results),
  };
};
