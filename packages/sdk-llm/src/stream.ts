import {
  AbortError,
  type ClientConnection,
  type ClientOptions,
  ConnectionError,
  errorFromResponse,
} from "@trustplane/sdk-core";
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

/** One server-sent event block as its name and parsed JSON data. */
const parseBlock = (block: string): { name: string; payload: Record<string, unknown> } => {
  let name = "message";
  let data = "";
  for (const line of block.split("\n")) {
    if (line.startsWith("event:")) name = line.slice(6).trim();
    else if (line.startsWith("data:")) data += line.slice(5).trim();
  }
  return { name, payload: data ? (JSON.parse(data) as Record<string, unknown>) : {} };
};

const parseChatEvent = (block: string): ChatStreamEvent | undefined => {
  const { name, payload } = parseBlock(block);
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
 * Where a stream is sent: a client of this package (its connection, so the stream carries the client's
 * current token, refreshed or an API key), or the same `baseUrl`, `token` and `fetch` as one.
 */
type StreamClient = Pick<ClientOptions, "baseUrl" | "token" | "fetch"> | { connection(): ClientConnection };

const connectionOf = (client: StreamClient): ClientConnection => {
  if ("connection" in client) return client.connection();
  const { token } = client;
  return {
    baseUrl: client.baseUrl,
    token: async () => (typeof token === "function" ? await token() : token),
    fetch: client.fetch,
  };
};

/**
 * POSTs `body` to `path` asking for `text/event-stream` and yields its events as `parse` reads them: a
 * refusal before the stream starts throws the client's typed errors; aborting closes the connection.
 */
async function* eventStream<E>(
  client: StreamClient,
  path: string,
  body: unknown,
  options: StreamChatOptions,
  operation: string,
  parse: (block: string) => E | undefined,
): AsyncGenerator<E, void, undefined> {
  const connection = connectionOf(client);
  const doFetch = connection.fetch ?? globalThis.fetch;
  const aborted = () => new AbortError("The stream was aborted", { operation, cause: options.signal?.reason });
  const send = async (): Promise<Response> => {
    const token = await connection.token();
    const headers: Record<string, string> = {
      "content-type": "application/json",
      accept: "text/event-stream",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {}),
      ...options.headers,
    };
    try {
      return await doFetch(`${connection.baseUrl.replace(/\/+$/, "")}${path}`, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
        signal: options.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw aborted();
      throw new ConnectionError("The stream could not connect", { operation, cause });
    }
  };
  let response = await send();
  if (response.status === 401 && connection.refresh) {
    // A session's access token expired: the client exchanges its refresh token (once, shared with its
    // other calls) and the stream is asked for again with the new one; the refused request had no effect.
    const refused = await errorFromResponse(response, operation);
    if (refused.code !== "token-expired" || !(await connection.refresh())) throw refused;
    response = await send();
  }
  if (!response.ok || !response.body) throw await errorFromResponse(response, operation);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch (cause) {
        if (options.signal?.aborted) throw aborted();
        throw new ConnectionError("The stream broke off", { operation, cause });
      }
      if (chunk.done) return;
      buffered += chunk.value;
      let end = buffered.indexOf("\n\n");
      while (end >= 0) {
        const event = parse(buffered.slice(0, end));
        buffered = buffered.slice(end + 2);
        if (event) yield event;
        end = buffered.indexOf("\n\n");
      }
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/**
 * A streamed chat as an async iterable of its events, for `for await`:
 *
 *   for await (const event of streamChat(client, { provider: "echo", model: "echo-1", messages }))
 *     if (event.type === "delta") process.stdout.write(event.text);
 *
 * Give the client (its current token or API key is sent), or the same `baseUrl`, `token` and `fetch` as one. A refusal before the stream starts (a bad
 * request, a rate limit, an unconfigured provider) throws the same `ApiError` subclasses as the client's
 * methods; a failure after it has begun is the last event, `error`. Aborting `signal` (or leaving the
 * loop early) closes the connection; the server still records the run, its usage and its cost. Not
 * retried: a stream that broke is started again by the caller, with the same `idempotencyKey` to get
 * the stored run instead of a second call.
 */
export function streamChat(
  client: StreamClient,
  params: Omit<ChatRequest, "stream">,
  options: StreamChatOptions = {},
): AsyncGenerator<ChatStreamEvent, void, undefined> {
  return eventStream(client, "/api/llm/chat", { ...params, stream: true }, options, "llm.chat.stream", parseChatEvent);
}

type Dispatch = components["schemas"]["FanoutDispatch"];
type DispatchResult = components["schemas"]["FanoutResult"];
type DispatchRequest = components["schemas"]["FanoutDispatchRequest"];

/** One event of a streamed fan-out dispatch, in the order the server sends them. */
export type DispatchStreamEvent =
  /** First: the dispatch's id and its agents' ids. */
  | { type: "dispatch"; id: string; conversationId: string; createdAt: string; agents: string[] }
  /** A piece of one agent's reply. */
  | { type: "delta"; agentId: string; text: string }
  /** One agent has finished (answered, or `ok: false` with its error's code). */
  | { type: "result"; result: DispatchResult }
  /** Still working (every 15 s). */
  | { type: "heartbeat" }
  /** Last: the whole dispatch, as recorded with its conversation. */
  | { type: "done"; dispatch: Dispatch }
  /** Last, when the dispatch could not be recorded. */
  | { type: "error"; code: string; status: number; detail: string };

const parseDispatchEvent = (block: string): DispatchStreamEvent | undefined => {
  const { name, payload } = parseBlock(block);
  switch (name) {
    case "dispatch":
      return { type: "dispatch", ...(payload as Omit<Extract<DispatchStreamEvent, { type: "dispatch" }>, "type">) };
    case "delta":
      return { type: "delta", agentId: String(payload.agentId), text: String(payload.text) };
    case "result":
      return { type: "result", result: payload as unknown as DispatchResult };
    case "heartbeat":
      return { type: "heartbeat" };
    case "done":
      return { type: "done", dispatch: payload as unknown as Dispatch };
    case "error":
      return { type: "error", ...(payload as Omit<Extract<DispatchStreamEvent, { type: "error" }>, "type">) };
    default:
      return undefined;
  }
};

/**
 * A streamed fan-out dispatch as an async iterable of its events: every agent's deltas and its result as
 * it finishes, then the whole dispatch.
 *
 *   for await (const event of streamDispatch(client, conversationId, { prompt, agents }))
 *     if (event.type === "result") console.log(event.result.agentId, event.result.ok);
 *
 * Errors and aborting as `streamChat`: the server still records the dispatch when the client leaves.
 */
export function streamDispatch(
  client: StreamClient,
  conversationId: string,
  params: Omit<DispatchRequest, "stream">,
  options: StreamChatOptions = {},
): AsyncGenerator<DispatchStreamEvent, void, undefined> {
  return eventStream(
    client,
    `/api/fanout/conversations/${encodeURIComponent(conversationId)}/dispatch`,
    { ...params, stream: true },
    options,
    "fanout.conversations.dispatch.stream",
    parseDispatchEvent,
  );
}
