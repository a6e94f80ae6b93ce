import type { CommonQueryMethods } from "slonik";
import { groupCommit } from "../../db/group-commit.ts";
import { idMinter } from "../../ids.ts";
import type { SealingKeys } from "../../sealing/seal.ts";
import type { LlmConfig, ProviderSettings } from "./config.ts";
import type { Failure } from "./failures.ts";
import type { CallOptions, CallTarget, Gateway, Success } from "./gateway.ts";
import { runView } from "./presenters.ts";
import { llmProblems } from "./problems.ts";
import { findRuns } from "./run-reads.ts";
import {
  type CompletedRun,
  insertCompletedRuns,
  NO_USAGE,
  type Run,
  type RunOutcome,
  type RunRequest,
  type ToolCall,
} from "./store.ts";

/** The id prefixes the llm module mints (checked unique across modules at start-up). */
export const LLM_IDS = { "llm-run": "run" } as const;

export const newRunId = idMinter(LLM_IDS["llm-run"]);

/** How a call ended, as a run records it; `clientGone`: a streamed run whose client left (`aborted`). */
export const outcomeOf = (result: Success | Failure, latencyMs: number, clientGone: boolean): RunOutcome => {
  if (result.ok) {
    return {
      status: clientGone ? "aborted" : "completed",
      provider: result.provider,
      model: result.model,
      reply: result.text,
      finishReason: result.finishReason,
      usage: result.usage,
      cost: result.cost,
      latencyMs,
      attempts: result.attempts,
      error: null,
    };
  }
  return {
    status: clientGone ? "aborted" : "failed",
    provider: result.partial?.provider ?? null,
    model: result.partial?.model ?? null,
    reply: result.partial?.text ?? null,
    finishReason: result.partial ? "error" : null,
    usage: NO_USAGE,
    cost: null,
    latencyMs,
    attempts: result.attempts,
    error: { code: result.code, detail: result.detail },
  };
};

/** One chat call that has ended: what to record, what the caller sees, and how it failed (if it did). */
export type ChatResult = {
  record: CompletedRun;
  run: Run;
  failure: Failure | undefined;
  startedAt: number;
  /** The tool calls the model asked for (a call made with `tools`). */
  toolCalls: ToolCall[];
};

/** What a call passes to the provider beyond the run's request (the OpenAI-compatible face's). */
export type CallExtras = Pick<CallOptions, "stop" | "tools" | "toolChoice">;

/**
 * The gateway as other modules use it (`services.llm`): a chat call made and recorded as a run of the
 * user's, with the same providers, retries, fallbacks, breakers, usage and cost as `POST /api/llm/chat`.
 */
export type LlmService = {
  /** A configured provider's settings (its `defaultModel` among them). Throws the 422 problems. */
  provider(name: string): ProviderSettings;
  /** The provider and model to call. Throws the 422 problems. */
  target(provider: string, model: string): CallTarget;
  /** A request's target, then its fallbacks', in order. Throws the 422 problems. */
  targets(request: Pick<RunRequest, "provider" | "model" | "fallbacks">): CallTarget[];
  /**
   * Makes the call (first target, then `fallbacks`) and answers the run it makes, not yet recorded:
   * `record` it (alone or with others, in the caller's transaction).
   */
  call(
    userId: string,
    request: RunRequest,
    options?: { signal?: AbortSignal; onDelta?: (text: string) => void; extras?: CallExtras },
  ): Promise<ChatResult>;
  /**
   * Records runs that have ended, with their attempts, in one statement: in the caller's transaction
   * `tx`, or without one through the gateway's group commit (concurrent chats share a statement; each
   * promise settles once its own run is committed).
   */
  record(results: readonly ChatResult[], tx?: CommonQueryMethods): Promise<void>;
  /** The user's runs of these ids, by id (others' and unknown ids left out). */
  readRuns(db: CommonQueryMethods, userId: string, ids: readonly string[]): Promise<Map<string, Run>>;
};

const iso = (epochMs: number) => new Date(epochMs).toISOString();

export const llmService = (
  config: LlmConfig,
  gateway: Gateway,
  db: CommonQueryMethods,
  keys: () => SealingKeys,
): LlmService => {
  const commit = groupCommit<CompletedRun>((runs) => insertCompletedRuns(db, keys(), runs));

  const provider = (name: string): ProviderSettings => {
    const settings = config.providers.get(name);
    if (!settings) throw llmProblems.unknownProvider(name);
    if (!settings.configured) throw llmProblems.notConfigured(name);
    return settings;
  };
  const target = (name: string, model: string): CallTarget => ({ provider: provider(name), model });
  const targets = (request: Pick<RunRequest, "provider" | "model" | "fallbacks">): CallTarget[] => [
    target(request.provider, request.model),
    ...request.fallbacks.map((f) => target(f.provider, f.model)),
  ];

  return {
    provider,
    target,
    targets,
    call: async (userId, request, options = {}) => {
      const startedAt = Date.now();
      const started = performance.now();
      const result = await gateway.call({
        targets: targets(request),
        messages: request.messages,
        temperature: request.temperature,
        maxTokens: request.maxTokens,
        ...options.extras,
        ...(options.onDelta ? { onDelta: options.onDelta } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      const latencyMs = Math.round(performance.now() - started);
      const record: CompletedRun = {
        id: newRunId(),
        userId,
        stream: options.onDelta !== undefined,
        request,
        createdAt: iso(startedAt),
        completedAt: iso(startedAt + latencyMs),
        outcome: outcomeOf(result, latencyMs, false),
      };
      return {
        record,
        run: runView(record),
        failure: result.ok ? undefined : result,
        startedAt,
        toolCalls: result.ok ? result.toolCalls : [],
      };
    },
    record: async (results, tx) => {
      if (tx)
        await insertCompletedRuns(
          tx,
          keys(),
          results.map((r) => r.record),
        );
      else await Promise.all(results.map((r) => commit(r.record)));
    },
    readRuns: (db, userId, ids) => findRuns(db, keys(), userId, ids),
  };
};
