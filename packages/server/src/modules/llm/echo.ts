import {
  APICallError,
  type LanguageModelV4,
  type LanguageModelV4CallOptions,
  type LanguageModelV4StreamPart,
  type LanguageModelV4Usage,
} from "@ai-sdk/provider";

/**
 * The built-in `echo` provider: always configured, calls nothing, so development, tests and the public
 * demo work offline. It is a real AI SDK model (LanguageModelV4), so it goes through the same gateway
 * path (retries, fallbacks, breaker, usage, cost) as any provider.
 *
 * - The reply is `Echo: <the last user message>`, deterministic.
 * - Usage is approximated as one token per 4 characters, rounded up: input over every message's content
 *   (plus 4 tokens per message for its role and framing), output over the reply. No cached or reasoning
 *   tokens.
 * - The model id selects simulations: `-slow-<ms>` waits that long before answering (and spreads a
 *   streamed reply's words over it), `-fail-<429|500|503|timeout>` fails as a provider would (429 with
 *   `retry-after-ms: 1`; `timeout` never answers, so the gateway's timeout ends it), e.g.
 *   `echo-1-slow-200-fail-503`.
 */
export const ECHO_TOKEN_CHARS = 4;

const approxTokens = (text: string): number => Math.ceil(text.length / ECHO_TOKEN_CHARS);

type Simulation = { delayMs: number; fail: "429" | "500" | "503" | "timeout" | undefined };

const simulationOf = (modelId: string): Simulation => {
  const slow = /-slow-(\d{1,6})(?:-|$)/.exec(modelId);
  const fail = /-fail-(429|500|503|timeout)(?:-|$)/.exec(modelId);
  return { delayMs: slow ? Number(slow[1]) : 0, fail: fail?.[1] as Simulation["fail"] };
};

const textOf = (content: unknown): string =>
  typeof content === "string"
    ? content
    : Array.isArray(content)
      ? content.map((part) => (part && typeof part === "object" && "text" in part ? String(part.text) : "")).join("")
      : "";

const replyOf = (options: LanguageModelV4CallOptions): { reply: string; inputTokens: number } => {
  let inputTokens = 0;
  let last = "";
  for (const message of options.prompt) {
    const text = textOf(message.content);
    inputTokens += approxTokens(text) + 4;
    if (message.role === "user") last = text;
  }
  return { reply: `Echo: ${last}`, inputTokens };
};

const usageOf = (inputTokens: number, outputTokens: number): LanguageModelV4Usage => ({
  inputTokens: { total: inputTokens, noCache: inputTokens, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: outputTokens, text: outputTokens, reasoning: 0 },
});

const sleep = (ms: number, signal: AbortSignal | undefined): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });

const failure = (modelId: string, kind: "429" | "500" | "503"): APICallError =>
  new APICallError({
    message: kind === "429" ? "echo: simulated rate limit" : `echo: simulated server error ${kind}`,
    url: `echo://${modelId}`,
    requestBodyValues: {},
    statusCode: Number(kind),
    responseHeaders: kind === "429" ? { "retry-after-ms": "1" } : {},
    isRetryable: true,
  });

/** Waits out the simulated delay, then fails if the model id says so. */
const simulate = async (modelId: string, options: LanguageModelV4CallOptions, delayMs: number): Promise<void> => {
  const { fail } = simulationOf(modelId);
  if (fail === "timeout") await sleep(2_147_483_647, options.abortSignal);
  if (delayMs > 0) await sleep(delayMs, options.abortSignal);
  if (fail && fail !== "timeout") throw failure(modelId, fail);
};

export const echoModel = (modelId: string): LanguageModelV4 => ({
  specificationVersion: "v4",
  provider: "echo",
  modelId,
  supportedUrls: {},
  doGenerate: async (options) => {
    await simulate(modelId, options, simulationOf(modelId).delayMs);
    const { reply, inputTokens } = replyOf(options);
    return {
      content: [{ type: "text", text: reply }],
      finishReason: { unified: "stop", raw: "stop" },
      usage: usageOf(inputTokens, approxTokens(reply)),
      warnings: [],
      response: { modelId },
    };
  },
  doStream: async (options) => {
    const { delayMs, fail } = simulationOf(modelId);
    // Failing models fail before their first token, as a refused request would.
    if (fail) await simulate(modelId, options, delayMs);
    const { reply, inputTokens } = replyOf(options);
    const words = reply.split(/(?<= )/);
    const gap = words.length > 0 ? delayMs / words.length : 0;
    const stream = new ReadableStream<LanguageModelV4StreamPart>({
      async start(controller) {
        try {
          controller.enqueue({ type: "stream-start", warnings: [] });
          controller.enqueue({ type: "response-metadata", modelId });
          controller.enqueue({ type: "text-start", id: "0" });
          for (const word of words) {
            if (gap > 0) await sleep(gap, options.abortSignal);
            controller.enqueue({ type: "text-delta", id: "0", delta: word });
          }
          controller.enqueue({ type: "text-end", id: "0" });
          controller.enqueue({
            type: "finish",
            finishReason: { unified: "stop", raw: "stop" },
            usage: usageOf(inputTokens, approxTokens(reply)),
          });
          controller.close();
        } catch (err) {
          controller.error(err);
        }
      },
    });
    return { stream };
  },
});
