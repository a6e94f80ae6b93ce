import { AbortError, type ClientOptions, ConnectionError, errorFromResponse } from "@trustplane/sdk-core";
import type { components } from "./generated/schema.js";

type Run = components["schemas"]["LlmRun"];
type ChatRequest = components["schemas"]["LlmChatRequest"];

/** One event of a streamed chat, in the order the server sends them. */
export type ChatStreamEvent =
  /** First: the run's id (read it back later with `client.llm.runs.retrieve(id)`). */
  | { type: "run"; id: string; createdAt: string }
  /** A piece of the reply's text. */
  | { type: "delta"; text: string }
  /** The server is still waiting for the provider (every 15 s). */
  | { type: "heartbeat" }
  /** Last, on success: the complete run, with usage and cost. */
  | { type: "done"; run: Run }
  /**
   * Last, on failure after the stream began: the codes of the chat's 429, 502, 503 and 504 answers
   * (`llm-upstream-error`, `llm-upstream-rate-limited`, `llm-upstream-timeout`, `llm-provider-unavailable`).
   */
  | { type: "error"; code: string; status: number; detail: string; retryAfter: number | null; run: string };

export type StreamChatOptions = {
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: a retry with the same key replays the stored stream instead of calling again. */
  idempotencyKey?: string;
  headers?: Record<string, string>;
};

const parseEvent = (block: string): ChatStreamEvent | undefined => {
  let name = "message";
  let data = "";
  for (const line of block.split("\n")) {
    if (line.startsWith("event:")) name = line.slice(6).trim();
    else if (line.startsWith("data:")) data += line.slice(5).trim();
  }
  const payload = data ? (JSON.parse(data) as Record<string, unknown>) : {};
  switch (name) {
    case "run":
      return { type: "run", id: String(payload.id), createdAt: String(payload.createdAt) };
    case "delta":
      return { type: "delta", text: String(payload.text) };
    case "heartbeat":
      return { type: "heartbeat" };
    case "done":
      return { type: "done", run: payload as unknown as Run };
    case "error":
      return { type: "error", ...(payload as Omit<Extract<ChatStreamEvent, { type: "error" }>, "type">) };
    default:
      return undefined;
  }
};

/**
 * A streamed chat as an async iterable of its events, for `for await`:
 *
 *   for await (const event of streamChat({ baseUrl, token }, { provider: "echo", model: "echo-1", messages }))
 *     if (event.type === "delta") process.stdout.write(event.text);
 *
 * Give the same `baseUrl`, `token` and `fetch` as the client. A refusal before the stream starts (a bad
 * request, a rate limit, an unconfigured provider) throws the same `ApiError` subclasses as the client's
 * methods; a failure after it has begun is the last event, `error`. Aborting `signal` (or leaving the
 * loop early) closes the connection; the server still records the run, its usage and its cost. Not
 * retried: a stream that broke is started again by the caller, with the same `idempotencyKey` to get
 * the stored run instead of a second call.
 */
export async function* streamChat(
  client: Pick<ClientOptions, "baseUrl" | "token" | "fetch">,
  params: Omit<ChatRequest, "stream">,
  options: StreamChatOptions = {},
): AsyncGenerator<ChatStreamEvent, void, undefined> {
  const token = typeof client.token === "function" ? await client.token() : client.token;
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "text/event-stream",
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {}),
    ...options.headers,
  };
  const doFetch = client.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(`${client.baseUrl.replace(/\/+$/, "")}/api/llm/chat`, {
      method: "POST",
      headers,
      body: JSON.stringify({ ...params, stream: true }),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted)
      throw new AbortError("The stream was aborted", { operation: "llm.chat.stream", cause: options.signal.reason });
    throw new ConnectionError("The chat stream could not connect", { operation: "llm.chat.stream", cause });
  }
  if (!response.ok || !response.body) throw await errorFromResponse(response, "llm.chat.stream");
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch (cause) {
        if (options.signal?.aborted)
          throw new AbortError("The stream was aborted", {
            operation: "llm.chat.stream",
            cause: options.signal.reason,
          });
        throw new ConnectionError("The chat stream broke off", { operation: "llm.chat.stream", cause });
      }
      if (chunk.done) return;
      buffered += chunk.value;
      let end = buffered.indexOf("\n\n");
      while (end >= 0) {
        const event = parseEvent(buffered.slice(0, end));
        buffered = buffered.slice(end + 2);
        if (event) yield event;
        end = buffered.indexOf("\n\n");
      }
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}
