// Generated from the OpenAPI contract (openapi/dist/openapi.json) — do not edit.
// Regenerate with `npm run generate -w @trustplane/sdk-llm` (scripts/generate-clients.mjs).
import type { Method, OperationTable, PathParam } from "@trustplane/sdk-core";
import type { operations as Operations } from "./schema.js";

/** How to call each operation, by client method. */
export const operations = {
  "llm.chat.create": { method: "POST", path: "/api/llm/chat", params: "body", idempotent: true },
  "llm.runs.retrieve": { method: "GET", path: "/api/llm/runs/{id}", params: "none" },
  "llm.providers.list": { method: "GET", path: "/api/llm/providers", params: "none" },
  "llm.health.retrieve": { method: "GET", path: "/api/llm/health", params: "none" },
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
       * per user (`x-rate-limit: llm-chat`, `RATE_LIMIT_LLM_CHAT_PER_USER`), shared by every server
       * instance.
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
       * A client that disconnects does not lose the record: the gateway reads the provider's answer to
       * its end and stores the run (status `aborted`) with its usage and cost.
       *
       * **Idempotency-Key**: a retry with the same key and body returns the stored run (the first
       * call's answer, `Idempotent-Replayed: true`) without calling the provider again.
       *
       * `POST /api/llm/chat` (createLlmChat)
       */
      create: Method<Operations["createLlmChat"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "llm-provider-unknown" | "llm-provider-not-configured" | "idempotency-key-reused" | "rate-limited" | "llm-upstream-rate-limited" | "llm-upstream-error" | "unavailable" | "llm-provider-unavailable" | "llm-upstream-timeout" | "internal" | "response-validation">;
    };
    runs: {
      /**
       * One of the caller's runs.
       *
       * A run the caller made: the request, every attempt, the reply, usage and cost. Someone else's run
       * and an id that does not exist get the same 404.
       *
       * `GET /api/llm/runs/{id}` (getLlmRun)
       */
      retrieve: Method<Operations["getLlmRun"], [id: PathParam<Operations["getLlmRun"], "id">], "none", "validation" | "unauthorized" | "llm-run-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    providers: {
      /**
       * The providers this server knows, and whether each is configured.
       *
       * Every provider the gateway knows: `echo` (built in, always configured), `openai`, `anthropic`,
       * `google`, and each named OpenAI-compatible endpoint of the server's configuration. A provider
       * without a key is listed with `configured: false`; calling it is 422 `llm-provider-not-configured`.
       * `models` lists the models the price table knows for it (others can be called; their cost is `null`).
       *
       * `GET /api/llm/providers` (listLlmProviders)
       */
      list: Method<Operations["listLlmProviders"], [], "none", "validation" | "unauthorized" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    health: {
      /**
       * Each provider's health, from the outcomes of real calls.
       *
       * Per configured provider: `ok`, `degraded` (its last calls failed, or its breaker is letting a
       * trial call through) or `down` (its circuit breaker is open: calls skip it until `retryAt`), with
       * the p50 and p95 latency of its calls in the last 15 minutes (from the stored attempts, `null`
       * without any). Judged only from the outcomes of the calls users made: it never calls a provider.
       * The breaker's state is this server instance's.
       *
       * `GET /api/llm/health` (getLlmHealth)
       */
      retrieve: Method<Operations["getLlmHealth"], [], "none", "validation" | "unauthorized" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
  };
}
