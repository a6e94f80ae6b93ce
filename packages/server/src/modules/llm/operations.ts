import type { Response } from "express";
import type { AppContext } from "../../context.ts";
import { idMinter } from "../../ids.ts";
import type { OperationHandlers } from "../../platform/operations.ts";
import type { Breakers } from "./breaker.ts";
import type { LlmConfig, ProviderSettings } from "./config.ts";
import type { CallTarget, Failure, Gateway, Success } from "./gateway.ts";
import { PRICES, pricedModels } from "./prices.ts";
import { llmProblems } from "./problems.ts";
import { findRun, finishRun, insertRun, type RunOutcome, type RunRequest, recentLatency } from "./store.ts";

export const newRunId = idMinter("run");

const NO_USAGE = {
  inputTokens: null,
  outputTokens: null,
  totalTokens: null,
  cachedInputTokens: null,
  reasoningTokens: null,
};

const outcomeOf = (result: Success | Failure, latencyMs: number, clientGone: boolean): RunOutcome => {
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

/** One server-sent event. */
const event = (name: string, data: unknown): string => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** The gateway (openapi/llm.yaml): chat, runs, providers and health. */
export const llmOperations = (
  ctx: AppContext,
  config: LlmConfig,
  gateway: Gateway,
  breakers: Breakers,
): OperationHandlers => {
  const { db } = ctx;
  const keys = () => config.personalDataKeys();

  const resolve = (provider: string, model: string): CallTarget => {
    const settings = config.providers.get(provider);
    if (!settings) throw llmProblems.unknownProvider(provider);
    if (!settings.configured) throw llmProblems.notConfigured(provider);
    return { provider: settings, model };
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
    createLlmChat: async ({ body, caller }) => {
      const user = caller();
      const fallbacks = body.fallbacks ?? [];
      const targets = [resolve(body.provider, body.model), ...fallbacks.map((f) => resolve(f.provider, f.model))];
      const request: RunRequest = {
        provider: body.provider,
        model: body.model,
        messages: body.messages,
        fallbacks,
        ...(body.temperature === undefined ? {} : { temperature: body.temperature }),
        ...(body.maxTokens === undefined ? {} : { maxTokens: body.maxTokens }),
      };
      const id = newRunId();
      const stream = body.stream === true;
      const createdAt = await insertRun(db, keys(), { id, userId: user.id, stream, request });
      const started = performance.now();
      const callOptions = {
        targets,
        messages: body.messages,
        temperature: body.temperature,
        maxTokens: body.maxTokens,
      };
      if (!stream) {
        const result = await gateway.call(callOptions);
        await finishRun(db, keys(), id, outcomeOf(result, Math.round(performance.now() - started), false));
        if (!result.ok) throw llmProblems.upstream(result);
        return { status: 200, body: await readRun(user.id, id) };
      }
      return {
        status: 200,
        contentType: "text/event-stream",
        headers: { "Cache-Control": "no-store", "X-Accel-Buffering": "no" },
        send: async (res: Response) => {
          let clientGone = false;
          res.on("close", () => {
            if (!res.writableFinished) clientGone = true;
          });
          const write = (name: string, data: unknown) => {
            if (!clientGone && !res.writableEnded) res.write(event(name, data));
          };
          res.flushHeaders();
          write("run", { id, createdAt });
          const heartbeat = setInterval(() => write("heartbeat", {}), config.heartbeatMs);
          try {
            // A client that leaves does not stop the call: the provider's answer is read to its end so the
            // run is stored with the usage and cost the provider counted (status `aborted`).
            const result = await gateway.call({ ...callOptions, onDelta: (text) => write("delta", { text }) });
            await finishRun(db, keys(), id, outcomeOf(result, Math.round(performance.now() - started), clientGone));
            if (result.ok) write("done", await readRun(user.id, id));
            else {
              write("error", {
                code: result.code,
                status: result.status,
                detail: result.detail,
                retryAfter: result.retryAfter,
                run: id,
              });
            }
          } finally {
            clearInterval(heartbeat);
            if (!res.writableEnded) res.end();
          }
        },
      };
    },

    getLlmRun: async ({ params, caller }) => ({ status: 200, body: await readRun(caller().id, params.id) }),

    listLlmProviders: () => ({
      status: 200,
      body: {
        priceTable: PRICES.version,
        items: [...config.providers.values()].map((p) => ({
          id: p.id,
          kind: p.kind,
          configured: p.configured,
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
