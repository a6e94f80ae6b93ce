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
  "llm.budgets.list": { method: "GET", path: "/api/llm/budgets", paginated: true },
  "llm.budgets.retrieve": { method: "GET", path: "/api/llm/budgets/{subject}", params: "none" },
  "llm.budgets.set": { method: "PUT", path: "/api/llm/budgets/{subject}", params: "body" },
  "llm.budgets.delete": { method: "DELETE", path: "/api/llm/budgets/{subject}", params: "none" },
  "llm.admin.budgets.set": { method: "PUT", path: "/api/llm/admin/users/{userId}/budget", params: "body" },
  "llm.admin.budgets.delete": { method: "DELETE", path: "/api/llm/admin/users/{userId}/budget", params: "none" },
  "llm.usage.retrieve": { method: "GET", path: "/api/llm/usage", paginated: true },
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
      create: StreamingMethod<Operations["createLlmChat"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "llm-provider-unknown" | "llm-provider-not-configured" | "llm-model-unpriced" | "idempotency-key-reused" | "rate-limited" | "llm-upstream-rate-limited" | "llm-budget-exceeded" | "llm-upstream-error" | "unavailable" | "llm-provider-unavailable" | "llm-upstream-timeout" | "internal" | "response-validation">;
    };
    runs: {
      /**
       * The caller's runs, newest first, narrowed by provider, model, status and time.
       *
       * Every run the caller made (`POST /api/llm/chat`, the OpenAI-compatible face, each fan-out
       * agent's call), each as `GET /api/llm/runs/{id}` answers it, newest first. `provider` and
       * `model` match what was asked for (a fallback's answer is in the run's `provider` and `model`);
       * `keyId` picks the runs made with one API key (`session`: those made without a key); `since`
       * (inclusive) and `until` (exclusive) bound when it began.
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
    budgets: {
      /**
       * The caller's spend budgets (their own and their API keys'), each with its period's spend.
       *
       * Every budget that limits the caller's gateway spend: `user` (all their calls, set by themselves
       * or by an operator) and one per API key (the calls made with that key). Each shows its period's
       * `spent` (runs charged), `held` (the most the calls under way can cost), `remaining` and
       * `resetsAt`. Ordered by subject.
       *
       * An API key needs the scope `llm:read`.
       *
       * `GET /api/llm/budgets` (listLlmBudgets)
       */
      list: PaginatedMethod<Operations["listLlmBudgets"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * One of the caller's budgets, with its period's spend.
       *
       * `user` (the caller's own budget) or one of the caller's API keys' (its id). Another user's key and
       * a subject without a budget get the same 404.
       *
       * An API key needs the scope `llm:read`.
       *
       * `GET /api/llm/budgets/{subject}` (getLlmBudget)
       */
      retrieve: Method<Operations["getLlmBudget"], [subject: PathParam<Operations["getLlmBudget"], "subject">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "llm-budget-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Limit what the caller's gateway calls (or one API key's) may spend per day, week or month.
       *
       * Sets (creates or replaces) a spend limit in the price table's currency (USD) per calendar
       * period in UTC (`day`; `week`, from Monday; `month`) on `user` (every call of the caller's, by
       * session or key) or on one of the caller's API keys (the calls made with it), as LiteLLM's
       * virtual keys carry one. The period's spend so far is kept; a lower limit applies from the next call.
       *
       * Every gateway call (`POST /api/llm/chat`, the OpenAI-compatible face, each fan-out agent, an AI
       * suggestion) counts against each budget that applies to it. Before the call, the most it can
       * cost is held: its input at the model's input price, counting one token per byte of the messages
       * and tools (no tokenizer makes more), and its `maxTokens` of output (`LLM_BUDGET_MAX_OUTPUT_TOKENS`,
       * 4096, when the request names none, and then passed to the provider) at the output price, the
       * dearest of its fallbacks. A budget without room for it refuses the call (429
       * `llm-budget-exceeded`, nothing called); else the call is made, then charged its run's cost and
       * the hold released. The hold and the check are one statement under the budget's row lock, so a
       * budget holds exactly however many server instances admit calls at once. A model the price
       * table does not price cannot be called under a budget (422 `llm-model-unpriced`).
       *
       * Only a signed-in session may set a budget (an API key cannot raise its own). A budget an
       * operator put on the user (`setBy: operator`) is theirs to change: 403
       * `llm-budget-set-by-operator`.
       *
       * Needs a signed-in session: an API key may not call it.
       *
       * `PUT /api/llm/budgets/{subject}` (setLlmBudget)
       */
      set: Method<Operations["setLlmBudget"], [subject: PathParam<Operations["setLlmBudget"], "subject">], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "llm-budget-set-by-operator" | "insufficient-scope" | "session-required" | "llm-budget-not-found" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Remove one of the caller's budgets (idempotent).
       *
       * The subject is no longer limited from the next call; what it spent this period stays counted
       * should a budget be set again within it. 204 also when it had none. An operator's budget on the
       * user is 403 `llm-budget-set-by-operator`; another user's key is 404.
       *
       * Needs a signed-in session: an API key may not call it.
       *
       * `DELETE /api/llm/budgets/{subject}` (deleteLlmBudget)
       */
      delete: Method<Operations["deleteLlmBudget"], [subject: PathParam<Operations["deleteLlmBudget"], "subject">], "none", "validation" | "unauthorized" | "token-expired" | "llm-budget-set-by-operator" | "insufficient-scope" | "session-required" | "llm-budget-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    admin: {
      budgets: {
        /**
         * Put a spend budget on a user that they cannot lift (operators only).
         *
         * For operators (role `admin`; 403 `admin-only` for everyone else): sets the user's own budget
         * (`user`, as `PUT /api/llm/budgets/user` sets it) marked `setBy: operator`, which the user can
         * read but neither change nor remove. It replaces a budget the user set. An unknown user is 404.
         *
         * An API key needs the scope `llm:write`.
         *
         * `PUT /api/llm/admin/users/{userId}/budget` (setLlmUserBudget)
         */
        set: Method<Operations["setLlmUserBudget"], [userId: PathParam<Operations["setLlmUserBudget"], "userId">], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "admin-only" | "insufficient-scope" | "session-required" | "llm-budget-not-found" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
        /**
         * Remove a user's own budget, whoever set it (operators only; idempotent).
         *
         * For operators (role `admin`; 403 `admin-only` for everyone else): the user's own budget (`user`)
         * is removed whether they or an operator set it; their keys' budgets stay. 204 also when there was none.
         *
         * An API key needs the scope `llm:write`.
         *
         * `DELETE /api/llm/admin/users/{userId}/budget` (deleteLlmUserBudget)
         */
        delete: Method<Operations["deleteLlmUserBudget"], [userId: PathParam<Operations["deleteLlmUserBudget"], "userId">], "none", "validation" | "unauthorized" | "token-expired" | "admin-only" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      };
    };
    usage: {
      /**
       * What the caller's gateway calls spent, and how many tokens and calls, by day, key and model.
       *
       * The caller's runs between `since` (inclusive, default 30 days ago) and `until` (exclusive,
       * default now), at most 92 days apart, grouped by UTC day, API key (`keyId`, `null` for a session's
       * calls) and the model that answered (`provider`, `model`; a run no provider answered is counted
       * under the model asked for). `totals` sums the whole range; `items` is one page of the groups,
       * newest day first. `keyId` and `model` narrow both. `cost` sums what the price table priced;
       * `unpricedCalls` counts the calls it could not (a model without a price, or no usage reported).
       *
       * An API key needs the scope `llm:read`.
       *
       * `GET /api/llm/usage` (getLlmUsage)
       */
      retrieve: PaginatedMethod<Operations["getLlmUsage"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
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
      dispatch: StreamingMethod<Operations["dispatchFanoutConversation"], [id: PathParam<Operations["dispatchFanoutConversation"], "id">], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "fanout-conversation-not-found" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "llm-provider-unknown" | "llm-provider-not-configured" | "fanout-model-required" | "fanout-conversation-full" | "llm-model-unpriced" | "idempotency-key-reused" | "rate-limited" | "llm-upstream-rate-limited" | "llm-budget-exceeded" | "unavailable" | "internal" | "response-validation">;
    };
  };
}
