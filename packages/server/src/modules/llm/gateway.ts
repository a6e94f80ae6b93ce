import type { LanguageModelUsage, ModelMessage, ToolChoice, ToolSet } from "ai";
import type { Breakers } from "./breaker.ts";
import type { LlmConfig, ProviderSettings } from "./config.ts";
import {
  type AttemptError,
  classify,
  deadlineFailure,
  type Failure,
  failureOf,
  RETRYABLE,
  statusOfClass,
  Timeout,
} from "./failures.ts";
import { type Cost, costOf, type Usage } from "./prices.ts";
import type { ModelFactory } from "./providers.ts";
import type { Attempt, FinishReason, Message, ToolCall } from "./store.ts";

/**
 * The gateway's call: the first target, then each fallback in order, each retried on a 429, a 5xx, a
 * timeout or a lost connection (at most `maxRetries` times, waiting what the provider's `retry-after-ms`
 * or `Retry-After` asks, else an exponential back-off), skipping a provider whose breaker is open. The AI
 * SDK's own retries are off (`maxRetries: 0`): every call it makes is one of ours, recorded as an attempt.
 * A streamed call moves on to a fallback only before its first token.
 */

export type CallTarget = { provider: ProviderSettings; model: string };

export type Success = {
  ok: true;
  provider: string;
  model: string;
  text: string;
  finishReason: FinishReason;
  usage: Usage;
  cost: Cost | null;
  attempts: Attempt[];
  /** The tool calls the model asked for (with `tools`), in order; none otherwise. */
  toolCalls: ToolCall[];
};

/** A tool offered to the model: its name, what it does, its arguments' JSON Schema. The gateway runs none. */
export type ToolSpec = { name: string; description?: string; parameters?: Record<string, unknown> };

export type CallOptions = {
  targets: CallTarget[];
  messages: Message[];
  temperature?: number;
  maxTokens?: number;
  /** Sequences that end the reply where they would appear. */
  stop?: string[];
  /** Tools the model may call: a call is answered in `toolCalls` (finish reason `tool-calls`), not run. */
  tools?: ToolSpec[];
  toolChoice?: "auto" | "none" | "required" | { name: string };
  /** Streamed: called with each text delta (the first one commits the call to its provider). */
  onDelta?: (text: string) => void;
  /**
   * The caller's deadline over the whole call (a fan-out agent's timeout): aborts the attempt under way,
   * and no retry or fallback starts after it. The call then fails as `llm-upstream-timeout`.
   */
  signal?: AbortSignal;
};

const finishOf = (reason: string | undefined): FinishReason =>
  reason === "stop" ||
  reason === "length" ||
  reason === "content-filter" ||
  reason === "tool-calls" ||
  reason === "error"
    ? reason
    : "other";

const usageOf = (usage: LanguageModelUsage | undefined): Usage => {
  const input = usage?.inputTokens ?? null;
  const output = usage?.outputTokens ?? null;
  return {
    inputTokens: input,
    outputTokens: output,
    totalTokens: usage?.totalTokens ?? (input !== null && output !== null ? input + output : null),
    cachedInputTokens: usage?.inputTokenDetails?.cacheReadTokens ?? null,
    reasoningTokens: usage?.outputTokenDetails?.reasoningTokens ?? null,
  };
};

const inputOf = (args: string): unknown => {
  try {
    return JSON.parse(args);
  } catch {
    return {};
  }
};

/**
 * System messages go to the SDK's `instructions` (it refuses them among `messages`), the rest in order:
 * an assistant turn with its tool calls, a `tool` turn as the result of the call it answers (the tool's
 * name read from that call).
 */
const promptOf = (messages: Message[]): { instructions?: string; messages: ModelMessage[] } => {
  const system = messages.filter((m) => m.role === "system").map((m) => m.content);
  const toolNames = new Map(messages.flatMap((m) => (m.toolCalls ?? []).map((c) => [c.id, c.name] as const)));
  return {
    ...(system.length > 0 ? { instructions: system.join("\n\n") } : {}),
    messages: messages
      .filter((m) => m.role !== "system")
      .map((m): ModelMessage => {
        if (m.role === "tool") {
          const toolCallId = m.toolCallId ?? "";
          return {
            role: "tool",
            content: [
              {
                type: "tool-result",
                toolCallId,
                toolName: toolNames.get(toolCallId) ?? "unknown",
                output: { type: "text", value: m.content },
              },
            ],
          };
        }
        if (m.role === "assistant" && m.toolCalls && m.toolCalls.length > 0) {
          return {
            role: "assistant",
            content: [
              ...(m.content ? [{ type: "text" as const, text: m.content }] : []),
              ...m.toolCalls.map((c) => ({
                type: "tool-call" as const,
                toolCallId: c.id,
                toolName: c.name,
                input: inputOf(c.arguments),
              })),
            ],
          };
        }
        return { role: m.role, content: m.content } as ModelMessage;
      }),
  };
};

/**
 * The AI SDK, imported on the first call to a model: it is about 15 MB of a server's memory (bench/README.md,
 * memory), which a server that never calls one (or not yet) has no use for.
 */
type AiSdk = typeof import("ai");
let aiSdk: Promise<AiSdk> | undefined;
const loadAiSdk = (): Promise<AiSdk> => {
  aiSdk ??= import("ai");
  return aiSdk;
};

/** The tools as the SDK takes them: no `execute`, so a call ends the step and comes back to the caller. */
const toolsOf = (
  { tool, jsonSchema }: AiSdk,
  specs: ToolSpec[] | undefined,
  choice: CallOptions["toolChoice"],
): { tools?: ToolSet; toolChoice?: ToolChoice<ToolSet> } => {
  if (!specs || specs.length === 0) return {};
  const tools: ToolSet = Object.fromEntries(
    specs.map((t) => [
      t.name,
      tool({
        ...(t.description === undefined ? {} : { description: t.description }),
        inputSchema: jsonSchema(
          (t.parameters ?? { type: "object", properties: {} }) as Parameters<typeof jsonSchema>[0],
        ),
      }),
    ]),
  );
  return {
    tools,
    ...(choice === undefined
      ? {}
      : { toolChoice: typeof choice === "string" ? choice : { type: "tool", toolName: choice.name } }),
  };
};

const toolCallOf = (call: { toolCallId: string; toolName: string; input: unknown }): ToolCall => ({
  id: call.toolCallId,
  name: call.toolName,
  arguments: typeof call.input === "string" ? call.input : JSON.stringify(call.input ?? {}),
});

/** Waits `ms`, or less when `signal` aborts first. */
const sleep = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });

/**
 * A timer that aborts the call when it fires; `arm` restarts it (a stream's idle timeout). The caller's
 * own deadline (`outer`) aborts it too, and counts as a timeout.
 */
const timeoutController = (ms: number, outer: AbortSignal | undefined) => {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const expire = () => {
    timedOut = true;
    controller.abort(new Timeout("timeout"));
  };
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(expire, ms);
  };
  arm();
  if (outer?.aborted) expire();
  else outer?.addEventListener("abort", expire, { once: true });
  return {
    signal: controller.signal,
    arm,
    timedOut: () => timedOut,
    clear: () => {
      clearTimeout(timer);
      outer?.removeEventListener("abort", expire);
    },
  };
};

type OneCall =
  | { ok: true; text: string; finishReason: FinishReason; usage: Usage; model: string; toolCalls: ToolCall[] }
  | { ok: false; error: AttemptError; started: boolean; text: string };

export type Gateway = { call(options: CallOptions): Promise<Success | Failure> };

export const createGateway = (config: LlmConfig, models: ModelFactory, breakers: Breakers): Gateway => {
  /** One call to one provider: the whole answer, or (streamed) the deltas as they come. */
  const callOnce = async (target: CallTarget, options: CallOptions): Promise<OneCall> => {
    const ai = await loadAiSdk();
    const timer = timeoutController(target.provider.timeoutMs, options.signal);
    const common = {
      model: models(target.provider, target.model),
      ...promptOf(options.messages),
      temperature: options.temperature,
      maxOutputTokens: options.maxTokens,
      ...(options.stop && options.stop.length > 0 ? { stopSequences: options.stop } : {}),
      // `echo` calls no tool: it answers as it always does, whatever tools are offered.
      ...(target.provider.kind === "echo" ? {} : toolsOf(ai, options.tools, options.toolChoice)),
      maxRetries: 0,
      abortSignal: timer.signal,
    };
    let started = false;
    let text = "";
    try {
      if (!options.onDelta) {
        const result = await ai.generateText(common);
        return {
          ok: true,
          text: result.text,
          finishReason: finishOf(result.finishReason),
          usage: usageOf(result.usage),
          model: result.response?.modelId || target.model,
          toolCalls: result.toolCalls.map(toolCallOf),
        };
      }
      let failure: unknown;
      let finish: { finishReason: FinishReason; usage: Usage } | undefined;
      const toolCalls: ToolCall[] = [];
      const result = ai.streamText({ ...common, onError: () => {} });
      for await (const part of result.fullStream) {
        timer.arm();
        if (part.type === "text-delta") {
          if (part.text === "") continue;
          started = true;
          text += part.text;
          options.onDelta(part.text);
        } else if (part.type === "tool-call") {
          // A tool call commits the reply to its provider, as a first token does.
          started = true;
          toolCalls.push(toolCallOf(part));
        } else if (part.type === "finish") {
          finish = { finishReason: finishOf(part.finishReason), usage: usageOf(part.totalUsage) };
        } else if (part.type === "error") {
          failure = part.error;
          break;
        } else if (part.type === "abort") {
          failure = timer.signal.reason ?? new Error("aborted");
          break;
        }
      }
      if (failure !== undefined || !finish) {
        return {
          ok: false,
          error: classify(failure ?? new Error("the stream ended early"), timer.timedOut()),
          started,
          text,
        };
      }
      return { ok: true, text, ...finish, model: target.model, toolCalls };
    } catch (err) {
      return { ok: false, error: classify(err, timer.timedOut()), started, text };
    } finally {
      timer.clear();
    }
  };

  const call = async (options: CallOptions): Promise<Success | Failure> => {
    const attempts: Attempt[] = [];
    let last: AttemptError | undefined;
    for (const target of options.targets) {
      const id = target.provider.id;
      for (let retry = 0; retry <= config.maxRetries; retry++) {
        if (options.signal?.aborted) return deadlineFailure(last, attempts);
        if (!breakers.tryAcquire(id)) {
          attempts.push({
            provider: id,
            model: target.model,
            status: "skipped",
            latencyMs: 0,
            errorClass: "circuit-open",
            httpStatus: null,
            retryAfterMs: null,
            detail: null,
          });
          break;
        }
        const started = performance.now();
        const outcome = await callOnce(target, options);
        const latencyMs = Math.round(performance.now() - started);
        if (outcome.ok) {
          breakers.success(id);
          attempts.push({
            provider: id,
            model: target.model,
            status: "ok",
            latencyMs,
            errorClass: null,
            httpStatus: null,
            retryAfterMs: null,
            detail: null,
          });
          const { text, finishReason, usage, toolCalls } = outcome;
          return {
            ok: true,
            provider: id,
            model: target.model,
            text,
            finishReason,
            usage,
            toolCalls,
            cost: costOf(id, target.provider.kind, target.model, usage),
            attempts,
          };
        }
        const error = outcome.error;
        last = error;
        attempts.push({
          provider: id,
          model: target.model,
          status: statusOfClass(error.errorClass),
          latencyMs,
          errorClass: error.errorClass,
          httpStatus: error.httpStatus,
          retryAfterMs: error.retryAfterMs,
          detail: error.detail,
        });
        // The caller's own deadline cutting a call short says nothing about the provider.
        if (RETRYABLE.has(error.errorClass) && !options.signal?.aborted) breakers.failure(id);
        else breakers.neutral(id);
        // A streamed reply that has begun cannot be taken back: no retry, no fallback.
        if (outcome.started) {
          return {
            ...failureOf(error, attempts),
            partial: { provider: id, model: target.model, text: outcome.text },
          };
        }
        if (!RETRYABLE.has(error.errorClass) || retry === config.maxRetries) break;
        const wait = error.retryAfterMs ?? config.retryBaseMs * 2 ** retry;
        // Longer than the gateway waits itself: the next fallback, or the 429 passed on.
        if (wait > config.retryAfterMaxMs) break;
        await sleep(wait, options.signal);
      }
    }
    if (options.signal?.aborted) return deadlineFailure(last, attempts);
    if (!last) {
      const retryInMs = breakers.retryInMs(options.targets.map((t) => t.provider.id));
      return {
        ok: false,
        code: "llm-provider-unavailable",
        status: 503,
        detail: "Every provider asked for is failing (its circuit breaker is open); nothing was called.",
        retryAfter: Math.max(1, Math.ceil(retryInMs / 1000)),
        attempts,
      };
    }
    return failureOf(last, attempts);
  };

  return { call };
};
