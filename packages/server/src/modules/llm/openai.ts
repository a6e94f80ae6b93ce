import type { Response } from "express";
import { databaseProblem } from "../../db/problems.ts";
import { openAIErrorBody, toProblem } from "../../http/errors.ts";
import { EVENT_STREAM_HEADERS, openDataStream } from "../../http/event-stream.ts";
import { fieldsInvalid, HttpProblem } from "../../http/problem.ts";
import type { OperationHandlers, Schema } from "../../platform/operations.ts";
import { type CallExtras, type LlmService, newRunId, ownerOf } from "./chat.ts";
import type { LlmConfig } from "./config.ts";
import { PRICES, pricedModels, type Usage } from "./prices.ts";
import { llmProblems } from "./problems.ts";
import type { FinishReason, Message, RunRequest, ToolCall } from "./store.ts";
import { RunNotRecorded, type StreamRun } from "./streamed.ts";

/**
 * The gateway's OpenAI-compatible face (`/api/llm/v1`, openapi/llm.yaml): what the official `openai`
 * package speaks, over the same calls as `POST /api/llm/chat` (the service's `call` and `record`, the
 * operations' streamed run): each completion is a run, stored sealed with its attempts, usage and cost.
 * Errors are answered in OpenAI's shape by the error handler (`x-error-format: openai`).
 */

type ChatBody = Schema<"OpenAIChatCompletionRequest">;
type OpenAIMessage = Schema<"OpenAIChatMessage">;

/** `<provider>/<model>` as the gateway's target; 404 `model_not_found` when no configured provider has it. */
const targetOf = (service: LlmService, id: string): { provider: string; model: string } => {
  const slash = id.indexOf("/");
  const provider = id.slice(0, slash);
  const model = id.slice(slash + 1);
  if (slash <= 0 || model === "") throw llmProblems.modelNotFound(id);
  try {
    service.target(provider, model);
    return { provider, model };
  } catch (err) {
    if (err instanceof HttpProblem) throw llmProblems.modelNotFound(id);
    throw err;
  }
};

/**
 * A message's text: its string, or its text parts joined (the contract bounds both but leaves the
 * choice to here, where anything else is refused).
 */
const textOf = (content: unknown, at: string): string => {
  if (content === undefined || content === null) return "";
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return (content as { text: string }[]).map((part) => part.text).join("");
  throw fieldsInvalid([{ path: at, message: "must be a string, an array of text parts or null" }]);
};

/**
 * The conversation holds a turn besides its instructions, and its tool turns hold together, as OpenAI
 * requires (a 400 otherwise): each tool call of
 * an assistant turn is answered by a `tool` message right after it, and a `tool` message answers a call
 * of the assistant turn before it.
 */
const checkToolTurns = (messages: OpenAIMessage[]): void => {
  if (messages.every((m) => m.role === "system" || m.role === "developer")) {
    throw fieldsInvalid([{ path: "/body/messages", message: "must hold a turn besides system and developer ones" }]);
  }
  let pending = new Set<string>();
  let caller = -1;
  const refuse = (path: string, message: string) => {
    throw fieldsInvalid([{ path: `/body/messages/${path}`, message }]);
  };
  messages.forEach((m, i) => {
    if (m.role === "tool") {
      if (!m.tool_call_id || !pending.delete(m.tool_call_id))
        refuse(`${i}/tool_call_id`, "must name a tool call of the assistant message before it, not yet answered");
      return;
    }
    if (pending.size > 0) refuse(`${caller}/tool_calls`, "each tool call is answered by a tool message after it");
    if (m.role === "assistant" && m.tool_calls && m.tool_calls.length > 0) {
      pending = new Set(m.tool_calls.map((c) => c.id));
      caller = i;
    }
  });
  if (pending.size > 0) refuse(`${caller}/tool_calls`, "each tool call is answered by a tool message after it");
};

/** OpenAI's messages as the gateway's: `developer` is a system turn, text parts joined, tool calls kept. */
const messagesOf = (messages: OpenAIMessage[]): Message[] => {
  checkToolTurns(messages);
  return messages.map((m, i): Message => {
    const content = textOf(m.content, `/body/messages/${i}/content`);
    switch (m.role) {
      case "system":
      case "developer":
        return { role: "system", content };
      case "user":
        return { role: "user", content };
      case "assistant":
        return m.tool_calls && m.tool_calls.length > 0
          ? {
              role: "assistant",
              content,
              toolCalls: m.tool_calls.map((c) => ({
                id: c.id,
                name: c.function.name,
                arguments: c.function.arguments,
              })),
            }
          : { role: "assistant", content };
      default:
        // `tool`: the result of the call it names (checkToolTurns made sure it names one).
        return { role: "tool", content, toolCallId: m.tool_call_id ?? "" };
    }
  });
};

/** `stop` as a list: a string is one sequence; the contract bounds both forms, anything else is 400. */
const stopOf = (stop: unknown): string[] | undefined => {
  if (stop === undefined || stop === null) return undefined;
  if (typeof stop === "string") return [stop];
  if (Array.isArray(stop)) return stop as string[];
  throw fieldsInvalid([{ path: "/body/stop", message: "must be a string, an array of strings or null" }]);
};

const extrasOf = (body: ChatBody): CallExtras => {
  const stop = stopOf(body.stop);
  // The contract's oneOf makes it one of the three words or {type: function, function: {name}}.
  const choice = body.tool_choice as "none" | "auto" | "required" | { function: { name: string } } | undefined;
  if (typeof choice === "object" && !body.tools?.some((t) => t.function.name === choice.function.name)) {
    throw fieldsInvalid([{ path: "/body/tool_choice/function/name", message: "must name one of `tools`" }]);
  }
  return {
    ...(stop && stop.length > 0 ? { stop } : {}),
    ...(body.tools && body.tools.length > 0
      ? {
          tools: body.tools.map((t) => ({
            name: t.function.name,
            ...(t.function.description === undefined ? {} : { description: t.function.description }),
            ...(t.function.parameters === undefined ? {} : { parameters: t.function.parameters }),
          })),
          ...(choice === undefined
            ? {}
            : { toolChoice: typeof choice === "string" ? choice : { name: choice.function.name } }),
        }
      : {}),
  };
};

const FINISH: Record<FinishReason, Schema<"OpenAIFinishReason">> = {
  stop: "stop",
  length: "length",
  "tool-calls": "tool_calls",
  "content-filter": "content_filter",
  error: "stop",
  other: "stop",
};

const finishOf = (reason: FinishReason | null, toolCalls: ToolCall[]): Schema<"OpenAIFinishReason"> =>
  toolCalls.length > 0 ? "tool_calls" : FINISH[reason ?? "stop"];

/** The run's usage as OpenAI counts it (0 where the provider did not say). */
const usageOf = (usage: Usage): Schema<"OpenAIUsage"> => {
  const prompt = usage.inputTokens ?? 0;
  const completion = usage.outputTokens ?? 0;
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: usage.totalTokens ?? prompt + completion,
    ...(usage.cachedInputTokens === null ? {} : { prompt_tokens_details: { cached_tokens: usage.cachedInputTokens } }),
    ...(usage.reasoningTokens === null
      ? {}
      : { completion_tokens_details: { reasoning_tokens: usage.reasoningTokens } }),
  };
};

const toolCallsOf = (calls: ToolCall[]) =>
  calls.map((c) => ({ id: c.id, type: "function" as const, function: { name: c.name, arguments: c.arguments } }));

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

export const llmOpenAiOperations = (
  config: LlmConfig,
  service: LlmService,
  streamRun: StreamRun,
): OperationHandlers => ({
  listLlmOpenAiModels: () => {
    const created = seconds(PRICES.version) || 0;
    const data = [...config.providers.values()]
      .filter((p) => p.configured)
      .flatMap((p) =>
        [...new Set([...(p.defaultModel ? [p.defaultModel] : []), ...pricedModels(p.id, p.kind)])].map((model) => ({
          id: `${p.id}/${model}`,
          object: "model" as const,
          created,
          owned_by: p.id,
        })),
      );
    return { status: 200, body: { object: "list", data } };
  },

  createLlmOpenAiChatCompletion: async ({ body, caller }) => {
    const user = caller();
    const { provider, model } = targetOf(service, body.model);
    const messages = messagesOf(body.messages);
    const maxTokens = body.max_completion_tokens ?? body.max_tokens;
    const request: RunRequest = {
      provider,
      model,
      messages,
      fallbacks: [],
      ...(body.temperature === undefined ? {} : { temperature: body.temperature }),
      ...(maxTokens === undefined ? {} : { maxTokens }),
    };
    const extras = extrasOf(body);
    const owner = ownerOf(user);
    if (body.stream !== true) {
      const result = await service.call(owner, await service.admitOne(owner, request, extras));
      await service.record([result]);
      if (result.failure) throw llmProblems.upstream(result.failure);
      const { run, toolCalls } = result;
      const content = run.message?.content ?? "";
      return {
        status: 200,
        body: {
          id: run.id,
          object: "chat.completion",
          created: seconds(run.createdAt),
          model: `${run.provider ?? provider}/${run.model ?? model}`,
          choices: [
            {
              index: 0,
              message: {
                role: "assistant",
                content: toolCalls.length > 0 && content === "" ? null : content,
                refusal: null,
                ...(toolCalls.length > 0 ? { tool_calls: toolCallsOf(toolCalls) } : {}),
              },
              finish_reason: finishOf(run.finishReason, toolCalls),
              logprobs: null,
            },
          ],
          usage: usageOf(run.usage),
        },
      };
    }
    // Admitted before the stream starts: a spent budget is a 429, not an event.
    const admission = await service.admitOne(owner, request, extras);
    const id = newRunId();
    const createdAt = new Date().toISOString();
    const base = { id, object: "chat.completion.chunk", created: seconds(createdAt), model: body.model };
    const includeUsage = body.stream_options?.include_usage === true;
    return {
      status: 200,
      contentType: "text/event-stream",
      headers: EVENT_STREAM_HEADERS,
      send: async (res: Response) => {
        const stream = openDataStream(res, { heartbeatMs: config.heartbeatMs });
        const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
          stream.write({ ...base, choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }] });
        try {
          chunk({ role: "assistant", content: "" });
          let streamed: Awaited<ReturnType<StreamRun>>;
          try {
            streamed = await streamRun(owner, admission, id, createdAt, {
              onDelta: (text) => chunk({ content: text }),
              clientGone: stream.clientGone,
            });
          } catch (err) {
            if (!(err instanceof RunNotRecorded)) throw err;
            stream.write(openAIErrorBody(toProblem(err.cause, databaseProblem)));
            return;
          }
          const { result, outcome } = streamed;
          if (!result.ok) {
            // Once the stream has begun the status is sent: the failure is an event, as OpenAI's are.
            stream.write(openAIErrorBody(llmProblems.upstream(result)));
            return;
          }
          if (result.toolCalls.length > 0) {
            chunk({ tool_calls: toolCallsOf(result.toolCalls).map((call, index) => ({ index, ...call })) });
          }
          chunk({}, finishOf(outcome.finishReason, result.toolCalls));
          if (includeUsage) stream.write({ ...base, choices: [], usage: usageOf(outcome.usage) });
          stream.done();
        } finally {
          stream.end();
        }
      },
    };
  },
});
