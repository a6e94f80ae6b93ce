import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { CommonQueryMethods, DatabasePool } from "slonik";
import { groupCommit } from "../../db/group-commit.ts";
import type { AuthenticatedUser } from "../../http/auth.ts";
import { idMinter } from "../../ids.ts";
import type { SealingKeys } from "../../sealing/seal.ts";
import { type BudgetPresence, chargeHold, holdBudgets } from "./budgets.ts";
import type { LlmConfig, ProviderSettings } from "./config.ts";
import type { Failure } from "./failures.ts";
import type { CallOptions, CallTarget, Gateway, Success } from "./gateway.ts";
import { runView } from "./presenters.ts";
import { mostCostOf } from "./prices.ts";
import { llmProblems } from "./problems.ts";
import { findRuns } from "./run-reads.ts";
import {
  type CompletedRun,
  insertCompletedRuns,
  type Message,
  NO_USAGE,
  type Run,
  type RunOutcome,
  type RunOwner,
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

/** Whose a call is: the user (or an anonymous caller's `anon:` key) and the API key it was made with. */
export const ownerOf = (user: AuthenticatedUser): RunOwner => ({ userId: user.id, apiKeyId: user.apiKey?.id ?? null });

/**
 * A call admitted against its owner's budgets: the request to make (its `maxTokens` set when a budget
 * applies and it named none, so its cost is bounded), whom to call, and its hold on the budgets (the
 * most it can cost), null when no budget applies.
 */
export type Admission = {
  request: RunRequest;
  targets: CallTarget[];
  extras: CallExtras;
  hold: { id: string; most: number } | null;
};

/**
 * At least as many tokens as the provider will count for the prompt: one per byte of the messages and
 * tools as JSON (a byte-level tokenizer makes no token of less than a byte, and the JSON's keys and
 * quotes outweigh the providers' per-message framing), plus the preamble a provider adds to offer tools.
 */
const inputTokensBound = (messages: Message[], extras: CallExtras): number =>
  Buffer.byteLength(JSON.stringify(messages), "utf8") +
  (extras.tools && extras.tools.length > 0 ? Buffer.byteLength(JSON.stringify(extras.tools), "utf8") + 1024 : 0) +
  64;

/** What the gateway is asked for an admitted call (the caller adds its deltas and deadline). */
export const callOptionsOf = (admission: Admission): CallOptions => ({
  targets: admission.targets,
  messages: admission.request.messages,
  temperature: admission.request.temperature,
  maxTokens: admission.request.maxTokens,
  ...admission.extras,
});

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
   * Resolves each call's targets (422 problems) and, when budgets apply to the owner, holds the most each
   * can cost on every one of them, all calls or none (429 `llm-budget-exceeded`; 422
   * `llm-model-unpriced` for a model without a price). Each admission is then made by `call` (or a
   * stream, charged by `settle`).
   */
  admit(owner: RunOwner, calls: { request: RunRequest; extras?: CallExtras }[]): Promise<Admission[]>;
  /** `admit` for one call. */
  admitOne(owner: RunOwner, request: RunRequest, extras?: CallExtras): Promise<Admission>;
  /** Charges an admitted call's budgets what it cost (its whole hold when that is not known) and releases the hold. */
  settle(admission: Admission, outcome: RunOutcome): Promise<void>;
  /** Releases admitted calls that will not be made, charging nothing. */
  release(admissions: readonly Admission[]): Promise<void>;
  /**
   * Makes an admitted call (first target, then `fallbacks`), charges it to its budgets, and answers the
   * run it makes, not yet recorded: `record` it (alone or with others, in the caller's transaction).
   */
  call(
    owner: RunOwner,
    admission: Admission,
    options?: { signal?: AbortSignal; onDelta?: (text: string) => void },
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
  db: DatabasePool,
  keys: () => SealingKeys,
  logger: Logger,
  budgets: BudgetPresence,
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

  const admit = async (
    owner: RunOwner,
    calls: { request: RunRequest; extras?: CallExtras }[],
  ): Promise<Admission[]> => {
    const planned = calls.map((c) => ({ request: c.request, extras: c.extras ?? {}, targets: targets(c.request) }));
    if (!(await budgets.applies(owner))) return planned.map((p) => ({ ...p, hold: null }));
    const bounded = planned.map((p) => {
      const maxTokens = p.request.maxTokens ?? config.budgetMaxOutputTokens;
      const input = inputTokensBound(p.request.messages, p.extras);
      // The dearest target: whichever of them answers, the hold covers it.
      const most = Math.max(
        ...p.targets.map((t) => {
          const cost = mostCostOf(t.provider.id, t.provider.kind, t.model, input, maxTokens);
          if (cost === null) throw llmProblems.modelUnpriced(t.provider.id, t.model);
          return cost;
        }),
      );
      return { ...p, request: { ...p.request, maxTokens }, hold: { id: randomUUID(), most } };
    });
    await holdBudgets(
      db,
      owner,
      bounded.map((b) => b.hold.id),
      bounded.map((b) => b.hold.most),
      config.budgetHoldSeconds,
    );
    return bounded;
  };

  /** Ends a hold: its budgets charged `amount` (null: the whole hold). */
  const charge = async (admission: Admission, amount: number | null): Promise<void> => {
    if (admission.hold === null) return;
    try {
      await chargeHold(db, admission.hold.id, amount);
    } catch (err) {
      // Left held: the budget sweep charges it in full once it is past its time.
      logger.warn({ err, hold: admission.hold.id }, "a budget hold could not be charged; the sweep will");
    }
  };

  // What it cost; nothing when no provider answered at all; else (no usage reported, a reply cut short)
  // the whole hold, the most it can have cost.
  const settle = (admission: Admission, outcome: RunOutcome): Promise<void> =>
    charge(
      admission,
      outcome.cost !== null ? outcome.cost.amount : outcome.status !== "completed" && outcome.reply === null ? 0 : null,
    );

  return {
    provider,
    target,
    targets,
    admit,
    admitOne: async (owner, request, extras) => (await admit(owner, [{ request, extras }]))[0]!,
    settle,
    release: async (admissions) => {
      await Promise.all(admissions.map((a) => charge(a, 0)));
    },
    call: async (owner, admission, options = {}) => {
      const startedAt = Date.now();
      const started = performance.now();
      const result = await gateway.call({
        ...callOptionsOf(admission),
        ...(options.onDelta ? { onDelta: options.onDelta } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      const latencyMs = Math.round(performance.now() - started);
      const record: CompletedRun = {
        id: newRunId(),
        userId: owner.userId,
        apiKeyId: owner.apiKeyId,
        stream: options.onDelta !== undefined,
        request: admission.request,
        createdAt: iso(startedAt),
        completedAt: iso(startedAt + latencyMs),
        outcome: outcomeOf(result, latencyMs, false),
      };
      await settle(admission, record.outcome);
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
