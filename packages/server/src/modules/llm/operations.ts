import type { Response } from "express";
import type { AppContext } from "../../context.ts";
import { databaseProblem } from "../../db/problems.ts";
import { toProblem } from "../../http/errors.ts";
import { EVENT_STREAM_HEADERS, openEventStream } from "../../http/event-stream.ts";
import { parsePageQuery } from "../../http/pagination.ts";
import { fieldsInvalid } from "../../http/problem.ts";
import type { OperationHandlers } from "../../platform/operations.ts";
import type { Breakers } from "./breaker.ts";
import { llmBudgetOperations } from "./budget-operations.ts";
import { callOptionsOf, type LlmService, newRunId, outcomeOf, ownerOf } from "./chat.ts";
import type { LlmConfig, ProviderSettings } from "./config.ts";
import type { Gateway } from "./gateway.ts";
import { llmOpenAiOperations } from "./openai.ts";
import { runView } from "./presenters.ts";
import { PRICES, pricedModels } from "./prices.ts";
import { llmProblems } from "./problems.ts";
import { findRun, listRuns } from "./run-reads.ts";
import { finishRun, insertRun, type RunRequest, recentLatency } from "./store.ts";
import { RunNotRecorded, type StreamedRun, type StreamRun } from "./streamed.ts";

/** The gateway (openapi/llm.yaml): chat, runs, providers and health. */
export const llmOperations = (
  ctx: AppContext,
  config: LlmConfig,
  gateway: Gateway,
  breakers: Breakers,
  service: LlmService,
): OperationHandlers => {
  const { db } = ctx;
  const keys = ctx.personalDataKeys;

  /**
   * A streamed run: recorded first (`running`, so it can be looked up while it streams, and no paid call
   * goes unrecorded: the provider is called only once its row exists), then the call with its deltas,
   * then how it ended, and its budgets charged. A client that leaves does not stop the call: the
   * provider's answer is read to its end so the run is stored with the usage and cost the provider
   * counted (status `aborted`). Throws `RunNotRecorded` when the run could not be recorded (nothing was
   * called, and its hold is released).
   */
  const streamRun: StreamRun = async (owner, admission, id, createdAt, sink) => {
    const { request } = admission;
    try {
      await insertRun(db, keys(), { id, ...owner, stream: true, request, createdAt });
    } catch (err) {
      ctx.logger.error({ err, run: id }, "streamed run could not be recorded; the provider was not called");
      await service.release([admission]);
      throw new RunNotRecorded(err);
    }
    const started = performance.now();
    const result = await gateway.call({ ...callOptionsOf(admission), onDelta: sink.onDelta });
    const latencyMs = Math.round(performance.now() - started);
    const outcome = outcomeOf(result, latencyMs, sink.clientGone());
    const completedAt = new Date().toISOString();
    await finishRun(db, keys(), id, outcome, completedAt);
    await service.settle(admission, outcome);
    return { result, outcome, completedAt };
  };

  const readRun = async (userId: string, id: string) => {
    const run = await findRun(db, keys(), userId, id);
    if (!run) throw llmProblems.runNotFound(id);
    return run;
  };

  const healthOf = (p: ProviderSettings) => {
    const view = breakers.view(p.id);
    const status: "ok" | "degraded" | "down" =
      view.state === "open" ? "down" : view.state === "half-open" || view.consecutiveFailures > 0 ? "degraded" : "ok";
    return { view, status };
  };

  return {
    ...llmOpenAiOperations(config, service, streamRun),
    ...llmBudgetOperations(ctx),

    createLlmChat: async ({ body, caller }) => {
      const user = caller();
      const request: RunRequest = {
        provider: body.provider,
        model: body.model,
        messages: body.messages,
        fallbacks: body.fallbacks ?? [],
        ...(body.temperature === undefined ? {} : { temperature: body.temperature }),
        ...(body.maxTokens === undefined ? {} : { maxTokens: body.maxTokens }),
      };
      const owner = ownerOf(user);
      if (body.stream !== true) {
        // Recorded once, when it has ended (the group commit), the answer built from what was recorded.
        // An unknown or unconfigured provider is refused (422) before anything is called.
        const result = await service.call(owner, await service.admitOne(owner, request));
        await service.record([result]);
        if (result.failure) throw llmProblems.upstream(result.failure);
        return { status: 200, body: result.run };
      }
      // Admitted before the stream starts, so a provider the gateway cannot call is a 422 and a spent
      // budget a 429, not an event.
      const admission = await service.admitOne(owner, request);
      // A streamed run is recorded first (`running`), so it can be looked up while it streams.
      const id = newRunId();
      const startedAt = Date.now();
      const createdAt = new Date(startedAt).toISOString();
      return {
        status: 200,
        contentType: "text/event-stream",
        headers: EVENT_STREAM_HEADERS,
        send: async (res: Response) => {
          const events = openEventStream(res, { heartbeatMs: config.heartbeatMs });
          // The run's id goes out first; the provider is called only once its row exists (`running`, so it
          // can be looked up while it streams), so no paid call goes unrecorded.
          events.write("run", { id, createdAt });
          try {
            let streamed: StreamedRun;
            try {
              streamed = await streamRun(owner, admission, id, createdAt, {
                onDelta: (text) => events.write("delta", { text }),
                clientGone: events.clientGone,
              });
            } catch (err) {
              if (!(err instanceof RunNotRecorded)) throw err;
              const problem = toProblem(err.cause, databaseProblem);
              events.write("error", {
                code: problem.type,
                status: problem.status,
                detail: problem.detail ?? problem.title,
                retryAfter: problem.status === 503 ? Number(problem.headers["Retry-After"] ?? 1) : null,
                run: id,
              });
              return;
            }
            const { result, outcome, completedAt } = streamed;
            if (result.ok) {
              events.write(
                "done",
                runView({
                  id,
                  apiKeyId: owner.apiKeyId,
                  stream: true,
                  request: admission.request,
                  createdAt,
                  completedAt,
                  outcome,
                }),
              );
            } else {
              events.write("error", {
                code: result.code,
                status: result.status,
                detail: result.detail,
                retryAfter: result.retryAfter,
                run: id,
              });
            }
          } finally {
            events.end();
          }
        },
      };
    },

    getLlmRun: async ({ params, caller }) => ({ status: 200, body: await readRun(caller().id, params.id) }),

    listLlmRuns: async ({ query, caller }) => {
      const { keyId, provider, model, status, since, until } = query;
      if (since !== undefined && until !== undefined && Date.parse(since) >= Date.parse(until))
        throw fieldsInvalid([{ path: "/query/until", message: "must be later than since" }]);
      const filter = { keyId, provider, model, status, since, until };
      return { status: 200, body: await listRuns(db, keys(), caller().id, parsePageQuery(query), filter) };
    },

    listLlmProviders: () => ({
      status: 200,
      body: {
        priceTable: PRICES.version,
        items: [...config.providers.values()].map((p) => ({
          id: p.id,
          kind: p.kind,
          configured: p.configured,
          defaultModel: p.defaultModel ?? null,
          models: pricedModels(p.id, p.kind),
        })),
      },
    }),

    getLlmHealth: async () => {
      const latency = await recentLatency(db);
      const providers = [...config.providers.values()]
        .filter((p) => p.configured)
        .map((p) => {
          const { view, status } = healthOf(p);
          const recent = latency.get(p.id);
          return {
            id: p.id,
            status,
            breaker: view.state,
            consecutiveFailures: view.consecutiveFailures,
            retryAt: view.state === "closed" ? null : (view.retryAt?.toISOString() ?? null),
            calls: recent?.calls ?? 0,
            latencyMs: { p50: recent?.p50 ?? null, p95: recent?.p95 ?? null },
          };
        });
      const status = providers.some((p) => p.status === "down")
        ? "down"
        : providers.some((p) => p.status === "degraded")
          ? "degraded"
          : "ok";
      return { status: 200, body: { status, providers } };
    },
  };
};
