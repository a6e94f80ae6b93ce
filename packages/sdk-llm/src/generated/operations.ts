// Generated from the OpenAPI contract (openapi/dist/openapi.json) — do not edit.
// Regenerate with `npm run generate -w @trustplane/sdk-llm` (scripts/generate-clients.mjs).
// Left out: listLlmOpenAiModels (GET /api/llm/v1/models: x-sdk-exclude); createLlmOpenAiChatCompletion (POST /api/llm/v1/chat/completions: x-sdk-exclude).
import type { Method, OperationTable, PaginatedMethod, PathParam, StreamingMethod } from "@trustplane/sdk-core";
import type { operations as Operations } from "./schema.js";

/** How to call each operation, by client method. */
export const operations = {
  "llm.chat.create": { method: "POST", path: "/api/llm/chat", params: "body", idempotent: true },
  "llm.runs.list": { method: "GET", path: "/api/llm/runs", paginated: true },
  "llm.runs.retrieve": { method: "GET", path: "/api/llm/runs/{id}", params: "none" },
  "llm.providers.list": { method: "GET", path: "/api/llm/providers", params: "none" },
  "llm.health.retrieve": { method: "GET", path: "/api/llm/health", params: "none" },
  "fanout.conversations.list": { method: "GET", path: "/api/fanout/conversations", paginated: true },
  "fanout.conversations.create": { method: "POST", path: "/api/fanout/conversations", params: "body", idempotent: true },
  "fanout.conversations.retrieve": { method: "GET", path: "/api/fanout/conversations/{id}", params: "none" },
  "fanout.conversations.dispatch": { method: "POST", path: "/api/fanout/conversations/{id}/dispatch", params: "body", idempotent: true },
} as const satisfies OperationTable;

/** The typed methods: `client.<tag>.<resource>.<verb>(...pathParameters, params?, options?)`. */
export interface Api {
  /**
   * Language-model gateway: one chat call in front of OpenAI, Anthropic, Google, named
   * OpenAI-compatible endpoints and the built-in offline `echo` provider, with retries, ordered
   * fallbacks, per-provider timeouts and circuit breakers; every call is a stored run with its
   * attempts, usage and cost.
   */
  llm: {
    chat: {
      /**
       * Send a conversation to a language model and get its reply.
       *
       * Sends `messages` to `model` of `provider` and answers the model's reply as a run (`run_…`), also
       * kept for `GET /api/llm/runs/{id}`. Counted against its own budget, 30 chat requests per minute
       * per user (`x-rate-limit: llm-chat`, `RATE_LIMIT_LLM_CHAT_PER_USER`), counted exactly across
       * every server instance.
       *
       * **Retries and fallbacks.** A provider's 429, 5xx, timeout or lost connection is retried by the
       * gateway (at most `LLM_MAX_RETRIES` times per provider, waiting what the provider's
       * `retry-after-ms` or `Retry-After` asks, else an exponential back-off). Then each of `fallbacks`
       * is tried in order, before the first token only: once a streamed reply has begun, a failure ends
       * it with an `error` event. A provider whose circuit breaker is open (after repeated failures,
       * `GET /api/llm/health`) is skipped without a call. `attempts` lists every call made.
       *
       * **Cost** is computed from the gateway's price table (`priceTable` names its version) and is
       * `null` when the model's price is not in it, never a made-up 0.
       *
       * **Streaming.** With `stream: true` the answer is `text/event-stream`: `run` (the run's `id`)
       * first, then `delta` events (`{"text": "…"}`), a `heartbeat` every 15 s while waiting, and last
       * either `done` (the complete run, with usage and cost, as the JSON answer would be) or `error`
       * (`{"code", "status", "detail", "retryAfter"}` with the codes of the 429, 502, 503 and 504 below).
       * The `run` event is sent before the run is recorded, and the provider is called only once it is:
       * should recording fail (the database away), `error` follows at once with the 503's `unavailable`
       * (or `internal`, 500) and nothing is called.
       * A client that disconnects does not lose the record: the gateway reads the provider's answer to
       * its end and stores the run (status `aborted`) with its usage and cost.
       *
       * **Idempotency-Key**: a retry with the same key and body returns the stored run (the first
       * call's answer, `Idempotent-Replayed: true`) without calling the provider again.
       *
       * Resolves to JSON; with `stream: true`, to the event stream's whole text once it has ended.
       *
       * An API key needs the scope `llm:write`.
       *
       * `POST /api/llm/chat` (createLlmChat)
       */
      create: StreamingMethod<Operations["createLlmChat"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "llm-provider-unknown" | "llm-provider-not-configured" | "idempotency-key-reused" | "rate-limited" | "llm-upstream-rate-limited" | "llm-upstream-error" | "unavailable" | "llm-provider-unavailable" | "llm-upstream-timeout" | "internal" | "response-validation">;
    };
    runs: {
      /**
       * The caller's runs, newest first, narrowed by provider, model, status and time.
       *
       * Every run the caller made (`POST /api/llm/chat`, the OpenAI-compatible face, each fan-out
       * agent's call), each as `GET /api/llm/runs/{id}` answers it, newest first. `provider` and
       * `model` match what was asked for (a fallback's answer is in the run's `provider` and `model`);
       * `since` (inclusive) and `until` (exclusive) bound when it began.
       *
       * An API key needs the scope `llm:read`.
       *
       * `GET /api/llm/runs` (listLlmRuns)
       */
      list: PaginatedMethod<Operations["listLlmRuns"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * One of the caller's runs.
       *
       * A run the caller made: the request, every attempt, the reply, usage and cost. Someone else's run
       * and an id that does not exist get the same 404.
       *
       * An API key needs the scope `llm:read`.
       *
       * `GET /api/llm/runs/{id}` (getLlmRun)
       */
      retrieve: Method<Operations["getLlmRun"], [id: PathParam<Operations["getLlmRun"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "llm-run-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    providers: {
      /**
       * The providers this server knows, and whether each is configured.
       *
       * Every provider the gateway knows: `echo` (built in, always configured), `openai`, `anthropic`,
       * `google`, and each named OpenAI-compatible endpoint of the server's configuration. A provider
       * without a key is listed with `configured: false`; calling it is 422 `llm-provider-not-configured`.
       * `models` lists the models the price table knows for it (others can be called; their cost is `null`).
       * Public, like `GET /api/llm/health`: it names providers and models, never a key or an
       * endpoint's address.
       *
       * `GET /api/llm/providers` (listLlmProviders)
       */
      list: Method<Operations["listLlmProviders"], [], "none", "validation" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    health: {
      /**
       * Each provider's health, from the outcomes of real calls (public, the catalog's health link).
       *
       * Per configured provider: `ok`, `degraded` (its last calls failed, or its breaker is letting a
       * trial call through) or `down` (its circuit breaker is open: calls skip it until `retryAt`), with
       * the p50 and p95 latency of its calls in the last 15 minutes (from the stored attempts, `null`
       * without any). Judged only from the outcomes of the calls users made: it never calls a provider.
       * The breaker's state is this server instance's. Public, like `GET /api/hub/health`: it names the
       * configured providers and counts calls, never a key, an endpoint's address, a user or a prompt.
       *
       * `GET /api/llm/health` (getLlmHealth)
       */
      retrieve: Method<Operations["getLlmHealth"], [], "none", "validation" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
  };
  /**
   * Multi-agent fan-out: a conversation's prompt sent to up to 8 agents in parallel, each with its
   * own role, provider and model through the language-model gateway; one agent's failure is its own,
   * and every answer is kept with the conversation.
   */
  fanout: {
    conversations: {
      /**
       * The caller's conversations, newest first.
       *
       * Each with its dispatch count and when it was last used; `GET /api/fanout/conversations/{id}` has
       * the dispatches themselves. Keyset cursors like every list.
       *
       * An API key needs the scope `fanout:read`.
       *
       * `GET /api/fanout/conversations` (listFanoutConversations)
       */
      list: PaginatedMethod<Operations["listFanoutConversations"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Start a conversation.
       *
       * A conversation holds dispatches (`POST /api/fanout/conversations/{id}/dispatch`), each a prompt
       * and the answers of the agents it went to. Its title, like everything said in it, is stored
       * sealed (AES-256-GCM under the server's personal-data key).
       *
       * An API key needs the scope `fanout:write`.
       *
       * `POST /api/fanout/conversations` (createFanoutConversation)
       */
      create: Method<Operations["createFanoutConversation"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * One of the caller's conversations, with its dispatches and every agent's result.
       *
       * The conversation and all its dispatches, oldest first (at most 50, the most a conversation
       * holds), each with the prompt, the agents it went to and their results. Someone else's
       * conversation and an unknown id get the same 404.
       *
       * An API key needs the scope `fanout:read`.
       *
       * `GET /api/fanout/conversations/{id}` (getFanoutConversation)
       */
      retrieve: Method<Operations["getFanoutConversation"], [id: PathParam<Operations["getFanoutConversation"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "fanout-conversation-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Send a prompt to up to 8 agents in parallel and get every agent's answer.
       *
       * Sends `prompt` to each of `agents` (1 to 8, each `id` once) at the same time, each through the
       * language-model gateway with its own `provider`, `model` (absent: the provider's `defaultModel`,
       * `GET /api/llm/providers`) and `role`, given to the model as its system message. Each agent also
       * sees the conversation so far as it lived it: the prompts of the last 10 dispatches and its own
       * replies to them (matched by agent `id`).
       *
       * **One agent's failure is its own.** An agent whose provider fails (after the gateway's retries
       * and its `fallbacks`) or that does not finish within `timeoutMs` gets `ok: false` with the
       * error's `code`; the others answer as usual and the dispatch is 200. Each agent's call is a run
       * of the gateway (`runId`, `GET /api/llm/runs/{id}`) with its attempts, usage and cost; `usage`
       * and `cost` of the dispatch are the sums over its agents (`cost` is `null` when an agent that
       * answered has no known price, or none answered).
       *
       * **Budget.** Each agent counts as one chat request against the caller's chat budget (30 per
       * minute, shared with `POST /api/llm/chat`: `x-rate-limit: llm-chat`, `x-rate-limit-weight:
       * /agents`). A dispatch that does not fit in what is left of it is refused whole with 429 before
       * any call; `X-RateLimit-Remaining` says how many agents would fit.
       *
       * **Streaming.** With `stream: true` the answer is `text/event-stream`: `dispatch` (`{"id",
       * "conversationId", "createdAt", "agents"}`) first, then, as they come, `delta` (`{"agentId",
       * "text"}`) and `result` (one agent's `FanoutResult`, when it has finished), a `heartbeat` every 15
       * s, and last `done` (the whole `FanoutDispatch`, as the JSON answer would be). A client that
       * disconnects does not stop the agents: their answers are still recorded.
       *
       * The dispatch is recorded, with its results and runs, in one transaction once every agent has
       * finished. **Idempotency-Key**: a retry with the same key and body answers the recorded dispatch
       * without calling any provider again.
       *
       * Resolves to JSON; with `stream: true`, to the event stream's whole text once it has ended.
       *
       * An API key needs the scope `fanout:write`.
       *
       * `POST /api/fanout/conversations/{id}/dispatch` (dispatchFanoutConversation)
       */
      dispatch: StreamingMethod<Operations["dispatchFanoutConversation"], [id: PathParam<Operations["dispatchFanoutConversation"], "id">], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "fanout-conversation-not-found" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "llm-provider-unknown" | "llm-provider-not-configured" | "fanout-model-required" | "fanout-conversation-full" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
  };
}
