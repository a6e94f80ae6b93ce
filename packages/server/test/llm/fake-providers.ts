import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Test helper: one HTTP server on 127.0.0.1 that speaks each provider's real wire format, as the AI SDK's
 * provider packages call it:
 * - OpenAI Chat Completions (`POST /openai/chat/completions`, JSON or SSE with a usage chunk), also
 *   serving the OpenAI-compatible endpoints (`POST /compatible/chat/completions`);
 * - Anthropic Messages (`POST /anthropic/messages`, JSON or its named SSE events);
 * - Google Gemini (`POST /google/models/<model>:generateContent` and `:streamGenerateContent?alt=sse`).
 * The model name picks the behaviour: `…-fail-429` answers 429 (with `retry-after-ms: 5`, or with
 * `retry-after: <n>` seconds for `…-fail-429-after-<n>`), `…-fail-500` a 500 with the provider's error
 * body, `…-slow` spaces a streamed reply's chunks 40 ms apart; anything else answers "Hello from <provider>"
 * with usage that includes cached and reasoning tokens; a streamed `…-break` sends one token and drops the
 * connection; an OpenAI-format `…-tool` model calls the request's first tool (arguments `{"city":"Paris"}`),
 * or answers the result of a `tool` message when the conversation ends in one. `failNext` makes the next calls fail with 500,
 * whatever the model. Every request is recorded.
 */
export type FakeRequest = { path: string; model: string; body: any; at: number };

export type FakeProviders = {
  base: string;
  requests: FakeRequest[];
  /** The next `n` requests answer 500. */
  failNext(n: number): void;
  /** Space every streamed reply's chunks 40 ms apart (or not). */
  slowStreams(on: boolean): void;
  close(): Promise<void>;
};

const USAGE = { input: 1000, cached: 400, output: 200, reasoning: 50 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const readJson = async (req: IncomingMessage): Promise<any> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
};

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
};

const sse = async (res: ServerResponse, events: string[], gapMs: number) => {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  for (const e of events) {
    if (res.destroyed) return;
    res.write(e);
    if (gapMs > 0) await sleep(gapMs);
  }
  res.end();
};

const WORDS = (provider: string) => ["Hello ", "from ", provider];

export const startFakeProviders = async (): Promise<FakeProviders> => {
  const requests: FakeRequest[] = [];
  let failing = 0;
  let slow = false;
  const gapOf = (model: string) => (slow || model.includes("-slow") ? 40 : 0);

  const failure = (res: ServerResponse, provider: "openai" | "anthropic" | "google", model: string): boolean => {
    const limited = /-fail-429(?:-after-(\d+))?/.exec(model);
    if (limited) {
      const headers: Record<string, string> = limited[1] ? { "retry-after": limited[1] } : { "retry-after-ms": "5" };
      const message = "Rate limit reached for requests";
      if (provider === "anthropic")
        json(res, 429, { type: "error", error: { type: "rate_limit_error", message } }, headers);
      else if (provider === "google")
        json(res, 429, { error: { code: 429, message, status: "RESOURCE_EXHAUSTED" } }, headers);
      else json(res, 429, { error: { message, type: "requests", code: "rate_limit_exceeded" } }, headers);
      return true;
    }
    if (failing > 0 || model.includes("-fail-500")) {
      if (failing > 0) failing--;
      const message = "The upstream exploded";
      if (provider === "anthropic") json(res, 500, { type: "error", error: { type: "api_error", message } });
      else if (provider === "google") json(res, 500, { error: { code: 500, message, status: "INTERNAL" } });
      else json(res, 500, { error: { message, type: "server_error", code: null } });
      return true;
    }
    return false;
  };

  const openai = (res: ServerResponse, body: any, provider: string) => {
    const model: string = body.model;
    if (failure(res, "openai", model)) return;
    const usage = {
      prompt_tokens: USAGE.input,
      completion_tokens: USAGE.output,
      total_tokens: USAGE.input + USAGE.output,
      prompt_tokens_details: { cached_tokens: USAGE.cached },
      completion_tokens_details: { reasoning_tokens: USAGE.reasoning },
    };
    const base = { id: "chatcmpl-1", created: 1_764_000_000, model };
    const last = body.messages?.[body.messages.length - 1];
    if (model.includes("-tool") && body.tools?.length > 0 && last?.role !== "tool") {
      const call = {
        id: "call_1",
        type: "function",
        function: { name: body.tools[0].function.name, arguments: '{"city":"Paris"}' },
      };
      if (!body.stream) {
        json(res, 200, {
          ...base,
          object: "chat.completion",
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: null, tool_calls: [call] },
              finish_reason: "tool_calls",
            },
          ],
          usage,
        });
        return;
      }
      const chunk = (choices: unknown[], extra: object = {}) =>
        `data: ${JSON.stringify({ ...base, object: "chat.completion.chunk", choices, ...extra })}\n\n`;
      return sse(
        res,
        [
          chunk([{ index: 0, delta: { role: "assistant", tool_calls: [{ index: 0, ...call }] }, finish_reason: null }]),
          chunk([{ index: 0, delta: {}, finish_reason: "tool_calls" }]),
          ...(body.stream_options?.include_usage ? [chunk([], { usage })] : []),
          "data: [DONE]\n\n",
        ],
        0,
      );
    }
    const words = last?.role === "tool" ? ["The weather: ", String(last.content)] : WORDS(provider);
    if (!body.stream) {
      json(res, 200, {
        ...base,
        object: "chat.completion",
        choices: [{ index: 0, message: { role: "assistant", content: words.join("") }, finish_reason: "stop" }],
        usage,
      });
      return;
    }
    if (model.includes("-break")) {
      // One token, then the connection drops mid-stream.
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(
        `data: ${JSON.stringify({ ...base, object: "chat.completion.chunk", choices: [{ index: 0, delta: { role: "assistant", content: "Hel" }, finish_reason: null }] })}\n\n`,
      );
      setTimeout(() => res.destroy(), 20);
      return;
    }
    const chunk = (choices: unknown[], extra: object = {}) =>
      `data: ${JSON.stringify({ ...base, object: "chat.completion.chunk", choices, ...extra })}\n\n`;
    const events = [
      chunk([{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }]),
      ...words.map((w) => chunk([{ index: 0, delta: { content: w }, finish_reason: null }])),
      chunk([{ index: 0, delta: {}, finish_reason: "stop" }]),
      ...(body.stream_options?.include_usage ? [chunk([], { usage })] : []),
      "data: [DONE]\n\n",
    ];
    return sse(res, events, gapOf(model));
  };

  const anthropic = (res: ServerResponse, body: any) => {
    const model: string = body.model;
    if (failure(res, "anthropic", model)) return;
    const usage = {
      input_tokens: USAGE.input - USAGE.cached,
      cache_read_input_tokens: USAGE.cached,
      cache_creation_input_tokens: 0,
    };
    if (!body.stream) {
      json(res, 200, {
        id: "msg_1",
        type: "message",
        role: "assistant",
        model,
        content: [{ type: "text", text: WORDS("anthropic").join("") }],
        stop_reason: "end_turn",
        stop_sequence: null,
        usage: { ...usage, output_tokens: USAGE.output },
      });
      return;
    }
    const ev = (name: string, data: object) => `event: ${name}\ndata: ${JSON.stringify({ type: name, ...data })}\n\n`;
    return sse(
      res,
      [
        ev("message_start", {
          message: {
            id: "msg_1",
            type: "message",
            role: "assistant",
            model,
            content: [],
            stop_reason: null,
            stop_sequence: null,
            usage: { ...usage, output_tokens: 1 },
          },
        }),
        ev("content_block_start", { index: 0, content_block: { type: "text", text: "" } }),
        ...WORDS("anthropic").map((text) =>
          ev("content_block_delta", { index: 0, delta: { type: "text_delta", text } }),
        ),
        ev("content_block_stop", { index: 0 }),
        ev("message_delta", {
          delta: { stop_reason: "end_turn", stop_sequence: null },
          usage: { output_tokens: USAGE.output },
        }),
        ev("message_stop", {}),
      ],
      gapOf(model),
    );
  };

  const google = (res: ServerResponse, model: string, stream: boolean) => {
    if (failure(res, "google", model)) return;
    const usageMetadata = {
      promptTokenCount: USAGE.input,
      cachedContentTokenCount: USAGE.cached,
      candidatesTokenCount: USAGE.output - USAGE.reasoning,
      thoughtsTokenCount: USAGE.reasoning,
      totalTokenCount: USAGE.input + USAGE.output,
    };
    if (!stream) {
      json(res, 200, {
        candidates: [
          { content: { parts: [{ text: WORDS("google").join("") }], role: "model" }, finishReason: "STOP", index: 0 },
        ],
        usageMetadata,
        modelVersion: model,
      });
      return;
    }
    const words = WORDS("google");
    return sse(
      res,
      words.map((text, i) => {
        const last = i === words.length - 1;
        return `data: ${JSON.stringify({
          candidates: [
            { content: { parts: [{ text }], role: "model" }, index: 0, ...(last ? { finishReason: "STOP" } : {}) },
          ],
          ...(last ? { usageMetadata } : {}),
          modelVersion: model,
        })}\n\n`;
      }),
      gapOf(model),
    );
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const body = await readJson(req);
    const googleRoute = /^\/google\/models\/([^:]+):(generateContent|streamGenerateContent)$/.exec(url.pathname);
    const model = googleRoute ? decodeURIComponent(googleRoute[1]!) : String(body.model);
    requests.push({ path: url.pathname, model, body, at: performance.now() });
    if (url.pathname === "/openai/chat/completions") return openai(res, body, "openai");
    if (url.pathname === "/compatible/chat/completions") return openai(res, body, "compatible");
    if (url.pathname === "/anthropic/messages") return anthropic(res, body);
    if (googleRoute) return google(res, model, googleRoute[2] === "streamGenerateContent");
    json(res, 404, { error: { message: `no route ${url.pathname}` } });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    failNext: (n) => {
      failing = n;
    },
    slowStreams: (on) => {
      slow = on;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** The environment that points every provider at the fake server. */
export const fakeProviderEnv = (base: string): Record<string, string> => ({
  OPENAI_API_KEY: "sk-test",
  OPENAI_BASE_URL: `${base}/openai`,
  ANTHROPIC_API_KEY: "sk-ant-test",
  ANTHROPIC_BASE_URL: `${base}/anthropic`,
  GOOGLE_GENERATIVE_AI_API_KEY: "g-test",
  GOOGLE_GENERATIVE_AI_BASE_URL: `${base}/google`,
  LLM_OPENAI_COMPATIBLE: `local=${base}/compatible`,
});
