import type { Schema } from "../../platform/operations.ts";
import type { CompletedRun } from "./store.ts";

/** The contract's `LlmRun` of a run that has ended, built from what was recorded (no read back). */
export const runView = (run: Omit<CompletedRun, "userId">): Schema<"LlmRun"> => {
  const { outcome } = run;
  return {
    id: run.id,
    keyId: run.apiKeyId,
    status: outcome.status,
    stream: run.stream,
    request: run.request,
    provider: outcome.provider,
    model: outcome.model,
    message: outcome.reply === null ? null : { role: "assistant", content: outcome.reply },
    finishReason: outcome.finishReason,
    usage: outcome.usage,
    cost: outcome.cost,
    latencyMs: outcome.latencyMs,
    attempts: outcome.attempts,
    error: outcome.error,
    createdAt: run.createdAt,
    completedAt: run.completedAt,
  };
};
