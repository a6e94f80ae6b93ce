// Generated from the OpenAPI contract (openapi/dist/openapi.json) — do not edit.
// Regenerate with `npm run generate -w @trustplane/sdk-llm` (scripts/generate-clients.mjs).

export interface paths {
    "/api/llm/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a conversation to a language model and get its reply.
         * @description Sends `messages` to `model` of `provider` and answers the model's reply as a run (`run_…`), also
         *     kept for `GET /api/llm/runs/{id}`. Counted against its own budget, 30 chat requests per minute
         *     per user (`x-rate-limit: llm-chat`, `RATE_LIMIT_LLM_CHAT_PER_USER`), counted exactly across
         *     every server instance.
         *
         *     **Retries and fallbacks.** A provider's 429, 5xx, timeout or lost connection is retried by the
         *     gateway (at most `LLM_MAX_RETRIES` times per provider, waiting what the provider's
         *     `retry-after-ms` or `Retry-After` asks, else an exponential back-off). Then each of `fallbacks`
         *     is tried in order, before the first token only: once a streamed reply has begun, a failure ends
         *     it with an `error` event. A provider whose circuit breaker is open (after repeated failures,
         *     `GET /api/llm/health`) is skipped without a call. `attempts` lists every call made.
         *
         *     **Cost** is computed from the gateway's price table (`priceTable` names its version) and is
         *     `null` when the model's price is not in it, never a made-up 0.
         *
         *     **Streaming.** With `stream: true` the answer is `text/event-stream`: `run` (the run's `id`)
         *     first, then `delta` events (`{"text": "…"}`), a `heartbeat` every 15 s while waiting, and last
         *     either `done` (the complete run, with usage and cost, as the JSON answer would be) or `error`
         *     (`{"code", "status", "detail", "retryAfter"}` with the codes of the 429, 502, 503 and 504 below).
         *     The `run` event is sent before the run is recorded, and the provider is called only once it is:
         *     should recording fail (the database away), `error` follows at once with the 503's `unavailable`
         *     (or `internal`, 500) and nothing is called.
         *     A client that disconnects does not lose the record: the gateway reads the provider's answer to
         *     its end and stores the run (status `aborted`) with its usage and cost.
         *
         *     **Idempotency-Key**: a retry with the same key and body returns the stored run (the first
         *     call's answer, `Idempotent-Replayed: true`) without calling the provider again.
         */
        post: operations["createLlmChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/llm/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's runs, newest first, narrowed by provider, model, status and time.
         * @description Every run the caller made (`POST /api/llm/chat`, the OpenAI-compatible face, each fan-out
         *     agent's call), each as `GET /api/llm/runs/{id}` answers it, newest first. `provider` and
         *     `model` match what was asked for (a fallback's answer is in the run's `provider` and `model`);
         *     `keyId` picks the runs made with one API key (`session`: those made without a key); `since`
         *     (inclusive) and `until` (exclusive) bound when it began.
         */
        get: operations["listLlmRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/llm/runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's runs.
         * @description A run the caller made: the request, every attempt, the reply, usage and cost. Someone else's run
         *     and an id that does not exist get the same 404.
         */
        get: operations["getLlmRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/llm/budgets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's spend budgets (their own and their API keys'), each with its period's spend.
         * @description Every budget that limits the caller's gateway spend: `user` (all their calls, set by themselves
         *     or by an operator) and one per API key (the calls made with that key). Each shows its period's
         *     `spent` (runs charged), `held` (the most the calls under way can cost), `remaining` and
         *     `resetsAt`. Ordered by subject.
         */
        get: operations["listLlmBudgets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/llm/budgets/{subject}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description `user` (the caller's own budget) or the id of one of the caller's API keys (`apk_…`).
                 * @example user
                 */
                subject: components["parameters"]["LlmBudgetSubject"];
            };
            cookie?: never;
        };
        /**
         * One of the caller's budgets, with its period's spend.
         * @description `user` (the caller's own budget) or one of the caller's API keys' (its id). Another user's key and
         *     a subject without a budget get the same 404.
         */
        get: operations["getLlmBudget"];
        /**
         * Limit what the caller's gateway calls (or one API key's) may spend per day, week or month.
         * @description Sets (creates or replaces) a spend limit in the price table's currency (USD) per calendar
         *     period in UTC (`day`; `week`, from Monday; `month`) on `user` (every call of the caller's, by
         *     session or key) or on one of the caller's API keys (the calls made with it), as LiteLLM's
         *     virtual keys carry one. The period's spend so far is kept; a lower limit applies from the next call.
         *
         *     Every gateway call (`POST /api/llm/chat`, the OpenAI-compatible face, each fan-out agent, an AI
         *     suggestion) counts against each budget that applies to it. Before the call, the most it can
         *     cost is held: its input at the model's input price, counting one token per byte of the messages
         *     and tools (no tokenizer makes more), and its `maxTokens` of output (`LLM_BUDGET_MAX_OUTPUT_TOKENS`,
         *     4096, when the request names none, and then passed to the provider) at the output price, the
         *     dearest of its fallbacks. A budget without room for it refuses the call (429
         *     `llm-budget-exceeded`, nothing called); else the call is made, then charged its run's cost and
         *     the hold released. The hold and the check are one statement under the budget's row lock, so a
         *     budget holds exactly however many server instances admit calls at once. A model the price
         *     table does not price cannot be called under a budget (422 `llm-model-unpriced`).
         *
         *     Only a signed-in session may set a budget (an API key cannot raise its own). A budget an
         *     operator put on the user (`setBy: operator`) is theirs to change: 403
         *     `llm-budget-set-by-operator`.
         */
        put: operations["setLlmBudget"];
        post?: never;
        /**
         * Remove one of the caller's budgets (idempotent).
         * @description The subject is no longer limited from the next call; what it spent this period stays counted
         *     should a budget be set again within it. 204 also when it had none. An operator's budget on the
         *     user is 403 `llm-budget-set-by-operator`; another user's key is 404.
         */
        delete: operations["deleteLlmBudget"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/llm/admin/users/{userId}/budget": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's id (`usr_…`). */
                userId: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Put a spend budget on a user that they cannot lift (operators only).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else): sets the user's own budget
         *     (`user`, as `PUT /api/llm/budgets/user` sets it) marked `setBy: operator`, which the user can
         *     read but neither change nor remove. It replaces a budget the user set. An unknown user is 404.
         */
        put: operations["setLlmUserBudget"];
        post?: never;
        /**
         * Remove a user's own budget, whoever set it (operators only; idempotent).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else): the user's own budget (`user`)
         *     is removed whether they or an operator set it; their keys' budgets stay. 204 also when there was none.
         */
        delete: operations["deleteLlmUserBudget"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/llm/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the caller's gateway calls spent, and how many tokens and calls, by day, key and model.
         * @description The caller's runs between `since` (inclusive, default 30 days ago) and `until` (exclusive,
         *     default now), at most 92 days apart, grouped by UTC day, API key (`keyId`, `null` for a session's
         *     calls) and the model that answered (`provider`, `model`; a run no provider answered is counted
         *     under the model asked for). `totals` sums the whole range; `items` is one page of the groups,
         *     newest day first. `keyId` and `model` narrow both. `cost` sums what the price table priced;
         *     `unpricedCalls` counts the calls it could not (a model without a price, or no usage reported).
         */
        get: operations["getLlmUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/llm/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The providers this server knows, and whether each is configured.
         * @description Every provider the gateway knows: `echo` (built in, always configured), `openai`, `anthropic`,
         *     `google`, and each named OpenAI-compatible endpoint of the server's configuration. A provider
         *     without a key is listed with `configured: false`; calling it is 422 `llm-provider-not-configured`.
         *     `models` lists the models the price table knows for it (others can be called; their cost is `null`).
         *     Public, like `GET /api/llm/health`: it names providers and models, never a key or an
         *     endpoint's address.
         */
        get: operations["listLlmProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/llm/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each provider's health, from the outcomes of real calls (public, the catalog's health link).
         * @description Per configured provider: `ok`, `degraded` (its last calls failed, or its breaker is letting a
         *     trial call through) or `down` (its circuit breaker is open: calls skip it until `retryAt`), with
         *     the p50 and p95 latency of its calls in the last 15 minutes (from the stored attempts, `null`
         *     without any). Judged only from the outcomes of the calls users made: it never calls a provider.
         *     The breaker's state is this server instance's. Public, like `GET /api/hub/health`: it names the
         *     configured providers and counts calls, never a key, an endpoint's address, a user or a prompt.
         */
        get: operations["getLlmHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fanout/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's conversations, newest first.
         * @description Each with its dispatch count and when it was last used; `GET /api/fanout/conversations/{id}` has
         *     the dispatches themselves. Keyset cursors like every list.
         */
        get: operations["listFanoutConversations"];
        put?: never;
        /**
         * Start a conversation.
         * @description A conversation holds dispatches (`POST /api/fanout/conversations/{id}/dispatch`), each a prompt
         *     and the answers of the agents it went to. Its title, like everything said in it, is stored
         *     sealed (AES-256-GCM under the server's personal-data key).
         */
        post: operations["createFanoutConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fanout/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's conversations, with its dispatches and every agent's result.
         * @description The conversation and all its dispatches, oldest first (at most 50, the most a conversation
         *     holds), each with the prompt, the agents it went to and their results. Someone else's
         *     conversation and an unknown id get the same 404.
         */
        get: operations["getFanoutConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fanout/conversations/{id}/dispatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a prompt to up to 8 agents in parallel and get every agent's answer.
         * @description Sends `prompt` to each of `agents` (1 to 8, each `id` once) at the same time, each through the
         *     language-model gateway with its own `provider`, `model` (absent: the provider's `defaultModel`,
         *     `GET /api/llm/providers`) and `role`, given to the model as its system message. Each agent also
         *     sees the conversation so far as it lived it: the prompts of the last 10 dispatches and its own
         *     replies to them (matched by agent `id`).
         *
         *     **One agent's failure is its own.** An agent whose provider fails (after the gateway's retries
         *     and its `fallbacks`) or that does not finish within `timeoutMs` gets `ok: false` with the
         *     error's `code`; the others answer as usual and the dispatch is 200. Each agent's call is a run
         *     of the gateway (`runId`, `GET /api/llm/runs/{id}`) with its attempts, usage and cost; `usage`
         *     and `cost` of the dispatch are the sums over its agents (`cost` is `null` when an agent that
         *     answered has no known price, or none answered).
         *
         *     **Budget.** Each agent counts as one chat request against the caller's chat budget (30 per
         *     minute, shared with `POST /api/llm/chat`: `x-rate-limit: llm-chat`, `x-rate-limit-weight:
         *     /agents`). A dispatch that does not fit in what is left of it is refused whole with 429 before
         *     any call; `X-RateLimit-Remaining` says how many agents would fit.
         *
         *     **Streaming.** With `stream: true` the answer is `text/event-stream`: `dispatch` (`{"id",
         *     "conversationId", "createdAt", "agents"}`) first, then, as they come, `delta` (`{"agentId",
         *     "text"}`) and `result` (one agent's `FanoutResult`, when it has finished), a `heartbeat` every 15
         *     s, and last `done` (the whole `FanoutDispatch`, as the JSON answer would be). A client that
         *     disconnects does not stop the agents: their answers are still recorded.
         *
         *     The dispatch is recorded, with its results and runs, in one transaction once every agent has
         *     finished. **Idempotency-Key**: a retry with the same key and body answers the recorded dispatch
         *     without calling any provider again.
         */
        post: operations["dispatchFanoutConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description An RFC 9457 problem details body. */
        Problem: {
            /** @description A URI reference naming the problem type, e.g. `https://trustplane.dev/problems/validation`. */
            type: string;
            /**
             * @description The problem type's stable, machine-readable name (the last segment of `type`, e.g.
             *     `insufficient-funds`): branch on this. It never changes for a given kind of problem. Each
             *     operation's responses narrow it to the codes that operation can answer with.
             */
            code: string;
            /** @description Short summary of the problem type. */
            title: string;
            /** @description The HTTP status code. */
            status: number;
            /** @description What went wrong in this occurrence. */
            detail?: string;
            /** @description The request path. */
            instance?: string;
            /** @description The `X-Request-Id` of the request. */
            requestId?: string;
            /**
             * @description For validation problems, one entry per thing that is wrong: at most 20, the rest counted in
             *     `errorsOmitted`.
             */
            errors?: {
                /** @description Where, e.g. `/body/email` or `/query/limit`. */
                path?: string;
                message: string;
                code?: string;
            }[];
            /** @description How many further field errors there were beyond the 20 listed in `errors`. */
            errorsOmitted?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A 500. */
        ServerErrorProblem: components["schemas"]["Problem"] & {
            /**
             * @example internal
             * @enum {string}
             */
            code?: "internal" | "response-validation";
        };
        /** @description A 400 of an operation that takes a JSON body. */
        BadRequestBodyProblem: components["schemas"]["Problem"] & {
            /**
             * @example validation
             * @enum {string}
             */
            code?: "validation" | "malformed-json" | "bad-request" | "invalid-data";
        };
        /** @description A 413. */
        PayloadTooLargeProblem: components["schemas"]["Problem"] & {
            /**
             * @example payload-too-large
             * @enum {string}
             */
            code?: "payload-too-large";
        };
        /** @description A 415. */
        UnsupportedMediaTypeProblem: components["schemas"]["Problem"] & {
            /**
             * @example unsupported-media-type
             * @enum {string}
             */
            code?: "unsupported-media-type";
        };
        /** @description A 429. */
        TooManyRequestsProblem: components["schemas"]["Problem"] & {
            /**
             * @example rate-limited
             * @enum {string}
             */
            code?: "rate-limited";
        };
        /** @description A 400 of an operation without a JSON body. */
        BadRequestProblem: components["schemas"]["Problem"] & {
            /**
             * @example validation
             * @enum {string}
             */
            code?: "validation";
        };
        /** @description A 401 of an operation that takes a bearer token. */
        UnauthorizedProblem: components["schemas"]["Problem"] & {
            /**
             * @example unauthorized
             * @enum {string}
             */
            code?: "unauthorized" | "token-expired";
        };
        /** @description A 403 of an operation an API key was sent to but may not call. */
        ForbiddenProblem: components["schemas"]["Problem"] & {
            /**
             * @example insufficient-scope
             * @enum {string}
             */
            code: "insufficient-scope" | "session-required";
            /** @description The scope the operation needs (`ledger:write`, say); on `insufficient-scope` only. */
            scope?: string;
        };
        /** @description A 503. */
        ServiceUnavailableProblem: components["schemas"]["Problem"] & {
            /**
             * @example unavailable
             * @enum {string}
             */
            code?: "unavailable";
        };
        /** @description How many items the whole list holds. */
        Total: number;
        /** @description Pass as `cursor` to get the next page; `null` when the list is exhausted. */
        NextCursor: string | null;
        /** @description A 400 of a paginated list. */
        BadRequestPageProblem: components["schemas"]["Problem"] & {
            /**
             * @example validation
             * @enum {string}
             */
            code?: "validation" | "invalid-cursor";
        };
        /** @description A 403 of an operators' (role `admin`) operation. */
        AdminOnlyProblem: (components["schemas"]["Problem"] & {
            /**
             * @example admin-only
             * @enum {string}
             */
            code?: "admin-only";
        }) | components["schemas"]["ForbiddenProblem"];
        /** @description A 409 of an operation that takes an Idempotency-Key. */
        IdempotencyKeyInFlightProblem: components["schemas"]["Problem"] & {
            /**
             * @example idempotency-key-in-flight
             * @enum {string}
             */
            code?: "idempotency-key-in-flight";
        };
        /** @description A 422 of an operation that takes an Idempotency-Key. */
        IdempotencyKeyReusedProblem: components["schemas"]["Problem"] & {
            /**
             * @example idempotency-key-reused
             * @enum {string}
             */
            code?: "idempotency-key-reused";
        };
        /**
         * @description A provider's name (`echo`, `openai`, `anthropic`, `google`, or a configured endpoint's name).
         * @example echo
         */
        LlmProviderName: string;
        /**
         * @description The provider's model id, e.g. `gpt-4o-mini`. For `echo`: `echo-1`, optionally with
         *     `-slow-<ms>` (answers after that delay) and `-fail-<429|500|503|timeout>` (fails as a provider
         *     would), e.g. `echo-1-slow-200-fail-503`.
         * @example echo-1
         */
        LlmModelName: string;
        LlmMessage: {
            /** @enum {string} */
            role: "system" | "user" | "assistant";
            content: string;
        };
        LlmTarget: {
            provider: components["schemas"]["LlmProviderName"];
            model: components["schemas"]["LlmModelName"];
        };
        LlmChatRequest: {
            provider: components["schemas"]["LlmProviderName"];
            model: components["schemas"]["LlmModelName"];
            /**
             * @example [
             *       {
             *         "role": "user",
             *         "content": "Hello"
             *       }
             *     ]
             */
            messages: components["schemas"]["LlmMessage"][];
            /** @description Other provider and model pairs tried in order when the first fails before its first token. */
            fallbacks?: components["schemas"]["LlmTarget"][];
            temperature?: number;
            /** @description The most tokens the reply may have. */
            maxTokens?: number;
            /** @description Answer as server-sent events (`text/event-stream`); absent or false, as JSON. */
            stream?: boolean;
        };
        /**
         * @description A turn of a run's conversation. Asked through the OpenAI-compatible face
         *     (`POST /api/llm/v1/chat/completions`), an assistant turn may carry the tool calls it made
         *     (`toolCalls`) and a `tool` turn answers one of them (`toolCallId`).
         */
        LlmRunMessage: {
            /** @enum {string} */
            role: "system" | "user" | "assistant" | "tool";
            content: string;
            toolCalls?: {
                id: string;
                name: string;
                /** @description The arguments as JSON text. */
                arguments: string;
            }[];
            toolCallId?: string;
        };
        /** @description Tokens as the provider counted them (`echo`, one token per 4 characters, rounded up); `null` where it did not say. */
        LlmUsage: {
            /** @description Prompt tokens, cached ones included. */
            inputTokens: number | null;
            /** @description Reply tokens, reasoning ones included. */
            outputTokens: number | null;
            totalTokens: number | null;
            /** @description Prompt tokens read from the provider's cache. */
            cachedInputTokens: number | null;
            /** @description Reply tokens spent on reasoning. */
            reasoningTokens: number | null;
        };
        /** @description What the run cost at the price table's prices; `null` when the model's price is unknown. */
        LlmCost: {
            /** @description In `currency`, not rounded. */
            amount: number;
            /** @enum {string} */
            currency: "USD";
            /** @description The price table version, e.g. `2026-11-01`. */
            priceTable: string;
        } | null;
        LlmAttempt: {
            provider: string;
            model: string;
            /**
             * @description `skipped`: not called, the provider's circuit breaker was open.
             * @enum {string}
             */
            status: "ok" | "error" | "timeout" | "rate-limited" | "skipped";
            latencyMs: number;
            /** @enum {string|null} */
            errorClass: "rate-limit" | "server-error" | "client-error" | "timeout" | "network" | "circuit-open" | null;
            /** @description The provider's HTTP status, when it answered one. */
            httpStatus: number | null;
            /** @description What the provider's Retry-After asked. */
            retryAfterMs: number | null;
            /** @description The provider's error message. */
            detail: string | null;
        };
        LlmRun: {
            /** @example run_01JD0000000000000000000000 */
            id: string;
            /** @description The API key the run was made with (`apk_…`), or `null` when made with a session or without an account. */
            keyId: string | null;
            /**
             * @description `aborted`: a streamed run whose client disconnected (the reply was still read and recorded).
             * @enum {string}
             */
            status: "running" | "completed" | "failed" | "aborted";
            stream: boolean;
            /** @description What was asked. */
            request: {
                provider: string;
                model: string;
                messages: components["schemas"]["LlmRunMessage"][];
                fallbacks: components["schemas"]["LlmTarget"][];
                temperature?: number;
                maxTokens?: number;
            };
            /** @description The provider that answered. */
            provider: string | null;
            /** @description The model that answered. */
            model: string | null;
            message: {
                /** @enum {string} */
                role: "assistant";
                content: string;
            } | null;
            /** @enum {string|null} */
            finishReason: "stop" | "length" | "content-filter" | "tool-calls" | "error" | "other" | null;
            usage: components["schemas"]["LlmUsage"];
            cost: components["schemas"]["LlmCost"];
            /** @description From the request to the last token. */
            latencyMs: number | null;
            attempts: components["schemas"]["LlmAttempt"][];
            error: {
                code: string;
                detail: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            completedAt: string | null;
        };
        /**
         * @description A calendar period in UTC (`week` from Monday 00:00).
         * @enum {string}
         */
        LlmBudgetPeriod: "day" | "week" | "month";
        LlmBudget: {
            /**
             * @description `user`, or the API key's id.
             * @example user
             */
            subject: string;
            /** @description The API key it limits, `null` for the user's own. */
            keyId: string | null;
            /** @description What calls may spend per period. */
            limit: number;
            /** @enum {string} */
            currency: "USD";
            period: components["schemas"]["LlmBudgetPeriod"];
            /**
             * @description `operator`: put on the user by an operator; the user cannot change or remove it.
             * @enum {string}
             */
            setBy: "user" | "operator";
            /** @description What the period's ended calls cost. */
            spent: number;
            /** @description The most the calls under way can still cost (held until they end). */
            held: number;
            /** @description `limit − spent − held`, at least 0. */
            remaining: number;
            /** @description The calls charged this period. */
            calls: number;
            /** Format: date-time */
            periodStart: string;
            /**
             * Format: date-time
             * @description When the period ends and the spend starts again from 0.
             */
            resetsAt: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A 429 of a gateway call. */
        LlmTooManyRequestsProblem: components["schemas"]["Problem"] & {
            /**
             * @example rate-limited
             * @enum {string}
             */
            code?: "rate-limited" | "llm-upstream-rate-limited" | "llm-budget-exceeded";
            budget?: components["schemas"]["LlmBudget"];
            /** @description The most this call could cost, which the budget had no room for. */
            needed?: number;
        };
        LlmRunPage: {
            items: components["schemas"]["LlmRun"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        LlmBudgetPage: {
            items: components["schemas"]["LlmBudget"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        LlmBudgetRequest: {
            /**
             * @description What calls may spend per period, in the price table's currency (USD).
             * @example 5
             */
            limit: number;
            period: components["schemas"]["LlmBudgetPeriod"];
        };
        LlmUsageFigures: {
            calls: number;
            inputTokens: number;
            outputTokens: number;
            totalTokens: number;
            /** @description In `currency`; the priced calls' cost. */
            cost: number;
            /** @description Calls without a cost (no price, or no usage reported). */
            unpricedCalls: number;
        };
        LlmUsageGroup: {
            /**
             * Format: date
             * @description The UTC day.
             */
            day: string;
            /** @description The API key, `null` for calls made without one. */
            keyId: string | null;
            provider: string;
            model: string;
            calls: number;
            inputTokens: number;
            outputTokens: number;
            totalTokens: number;
            /** @description In `currency`; the priced calls' cost. */
            cost: number;
            /** @description Calls without a cost (no price, or no usage reported). */
            unpricedCalls: number;
        };
        LlmUsageReport: {
            /** @enum {string} */
            currency: "USD";
            /** Format: date-time */
            since: string;
            /** Format: date-time */
            until: string;
            totals: components["schemas"]["LlmUsageFigures"];
            items: components["schemas"]["LlmUsageGroup"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        LlmProviderList: {
            /** @description The price table's version. */
            priceTable: string;
            items: {
                id: string;
                /** @enum {string} */
                kind: "echo" | "openai" | "anthropic" | "google" | "openai-compatible";
                configured: boolean;
                /**
                 * @description The model called when a request names none (a fan-out agent without `model`):
                 *     `LLM_<NAME>_DEFAULT_MODEL`, else `echo-1`, `gpt-4o-mini`, `claude-haiku-4-5` or
                 *     `gemini-2.5-flash` for the built-in providers; `null` for an endpoint without one.
                 */
                defaultModel: string | null;
                /** @description Models with a known price. */
                models: string[];
            }[];
        };
        LlmHealth: {
            /**
             * @description The worst of the configured providers' states.
             * @enum {string}
             */
            status: "ok" | "degraded" | "down";
            providers: {
                id: string;
                /** @enum {string} */
                status: "ok" | "degraded" | "down";
                /** @enum {string} */
                breaker: "closed" | "open" | "half-open";
                consecutiveFailures: number;
                /**
                 * Format: date-time
                 * @description When an open breaker lets a trial call through.
                 */
                retryAt: string | null;
                /** @description Attempts in the last 15 minutes (all instances). */
                calls: number;
                latencyMs: {
                    p50: number | null;
                    p95: number | null;
                };
            }[];
        };
        FanoutConversation: {
            /** @example fcv_01JD0000000000000000000000 */
            id: string;
            title: string;
            /** @description Dispatches started in it, those still under way included (at most 50). */
            dispatchCount: number;
            /**
             * Format: date-time
             * @description When the last dispatch started.
             */
            lastDispatchAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        FanoutConversationPage: {
            items: components["schemas"]["FanoutConversation"][];
            total: number;
            nextCursor: components["schemas"]["NextCursor"];
        };
        FanoutConversationRequest: {
            /** @example Launch plan review */
            title: string;
        };
        FanoutResult: {
            agentId: string;
            role: string;
            /** @description Whether the agent answered. */
            ok: boolean;
            /** @description The agent's answer; `null` when it failed. */
            reply: string | null;
            /** @description The provider that answered (a fallback's, perhaps). */
            provider: string | null;
            /** @description The model that answered. */
            model: string | null;
            usage: components["schemas"]["LlmUsage"];
            cost: components["schemas"]["LlmCost"];
            latencyMs: number;
            /**
             * Format: date-time
             * @description When the agent's call began (milliseconds).
             */
            startedAt: string;
            /**
             * Format: date-time
             * @description When it ended.
             */
            completedAt: string;
            /** @description The gateway's run of this call (`GET /api/llm/runs/{id}`). */
            runId: string;
            /** @description Why the agent did not answer; `null` when it did. */
            error: {
                /**
                 * @description - `llm-upstream-error`: its provider answered with an error (`detail` has its message).
                 *     - `llm-upstream-timeout`: its provider did not answer within the provider's timeout.
                 *     - `llm-upstream-rate-limited`: its provider refused for its own rate limit.
                 *     - `llm-provider-unavailable`: every provider it named has an open circuit breaker.
                 *     - `fanout-agent-timeout`: it did not finish within the dispatch's `timeoutMs`.
                 * @example llm-upstream-error
                 * @enum {string}
                 */
                code: "llm-upstream-error" | "llm-upstream-timeout" | "llm-upstream-rate-limited" | "llm-provider-unavailable" | "fanout-agent-timeout";
                detail: string;
            } | null;
        };
        FanoutDispatch: {
            /** @example fdp_01JD0000000000000000000000 */
            id: string;
            conversationId: string;
            prompt: string;
            /** @description One per agent, in the order the agents were given. */
            results: components["schemas"]["FanoutResult"][];
            /** @description Agents with `ok` true. */
            answered: number;
            /** @description Agents with `ok` false. */
            failed: number;
            usage: components["schemas"]["LlmUsage"];
            cost: components["schemas"]["LlmCost"];
            /** @description From the dispatch's start to its last agent's end. */
            latencyMs: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            completedAt: string;
        };
        /** @description A conversation (as `FanoutConversation`) with its dispatches. */
        FanoutConversationDetail: {
            /** @example fcv_01JD0000000000000000000000 */
            id: string;
            title: string;
            /** @description Dispatches started in it. */
            dispatchCount: number;
            /** Format: date-time */
            lastDispatchAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description Oldest first; a dispatch still under way is not among them. */
            dispatches: components["schemas"]["FanoutDispatch"][];
        };
        FanoutAgent: {
            /**
             * @description The agent's name within the conversation (its earlier replies are found by it).
             * @example critic
             */
            id: string;
            /**
             * @description The agent's instructions, given to the model as its system message.
             * @example You are a sceptical reviewer. Name the weakest assumption.
             */
            role: string;
            provider: components["schemas"]["LlmProviderName"];
            model?: components["schemas"]["LlmModelName"];
            /** @description Other provider and model pairs tried in order when the agent's first fails. */
            fallbacks?: components["schemas"]["LlmTarget"][];
        };
        FanoutDispatchRequest: {
            /** @example Should we launch on Monday? */
            prompt: string;
            /**
             * @example [
             *       {
             *         "id": "optimist",
             *         "role": "You argue for the plan.",
             *         "provider": "echo"
             *       },
             *       {
             *         "id": "critic",
             *         "role": "You argue against the plan.",
             *         "provider": "echo",
             *         "model": "echo-1"
             *       }
             *     ]
             */
            agents: components["schemas"]["FanoutAgent"][];
            /**
             * @description How long each agent may take, retries and fallbacks included (default
             *     `FANOUT_AGENT_TIMEOUT_MS`, 60 s); an agent still working then is `ok: false`,
             *     `fanout-agent-timeout`.
             */
            timeoutMs?: number;
            temperature?: number;
            /** @description The most tokens each agent's reply may have. */
            maxTokens?: number;
            /** @description Answer as server-sent events (`text/event-stream`); absent or false, as JSON. */
            stream?: boolean;
        };
    };
    responses: {
        /**
         * @description A server error, never with a stack trace. `code`:
         *     - `internal`: an unexpected error; quote the `requestId` when reporting it.
         *     - `response-validation`: outside production only, the answer the server was about to send does
         *       not match this contract (a bug of the server's).
         */
        Problem: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ServerErrorProblem"];
            };
        };
        /**
         * @description The request is malformed or does not match the contract. `code`:
         *     - `validation`: a parameter or a body field is missing, unknown or malformed; `errors` lists each.
         *     - `malformed-json`: the body is not JSON.
         *     - `bad-request`: the body could not be read (it ended before its `Content-Length`).
         *     - `invalid-data`: a value the contract allows that the database cannot store (too long, out of
         *       range); the detail names the condition.
         */
        BadRequestBody: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["BadRequestBodyProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `payload-too-large`: the body is larger than the operation accepts (`x-body-limit`, else 1 MiB).
         */
        PayloadTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["PayloadTooLargeProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `unsupported-media-type`: the body is not `application/json` (or not UTF-8), or has no `Content-Type`.
         */
        UnsupportedMediaType: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["UnsupportedMediaTypeProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `rate-limited`: the caller's rate limit is used up; wait `Retry-After` seconds.
         */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["TooManyRequestsProblem"];
            };
        };
        /**
         * @description The request does not match the contract; `errors` lists what is wrong. `code`:
         *     - `validation`: a parameter is missing, unknown or malformed, or a value breaks its schema.
         */
        BadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["BadRequestProblem"];
            };
        };
        /**
         * @description No valid bearer token. `code`:
         *     - `unauthorized`: the token is missing or malformed, its session ended (signed out, ended, a
         *       refresh token reused) or it was revoked by sign-out-everywhere; or the API key is unknown,
         *       revoked or expired (all three answered alike).
         *     - `token-expired`: the access token's time is up: exchange the refresh token at
         *       `POST /api/auth/refresh` (the client packages do it for you) and call again.
         */
        Unauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["UnauthorizedProblem"];
            };
        };
        /**
         * @description An API key was sent that may not call this operation; nothing was done. `code` says why:
         *     - `insufficient-scope`: the key's scopes do not hold the operation's (`scope` names it).
         *     - `session-required`: only a signed-in session may call this operation, never a key.
         */
        Forbidden: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ForbiddenProblem"];
            };
        };
        /**
         * @description Temporarily unable to answer; nothing was done. Retry after `Retry-After` seconds. `code`:
         *     - `unavailable`: the database (or, for a bearer token, the check of it) is out of reach.
         */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ServiceUnavailableProblem"];
            };
        };
        /**
         * @description The request does not match the contract. `code`:
         *     - `validation`: a parameter is missing, unknown or malformed (`limit` above 200, say); `errors` lists each.
         *     - `invalid-cursor`: `cursor` is not a `nextCursor` this list gave out; pass it back unchanged.
         */
        BadRequestPage: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["BadRequestPageProblem"];
            };
        };
        /**
         * @description `code` says why:
         *     - `admin-only`: the caller is not an operator (role `admin`).
         *     - `insufficient-scope`, `session-required`: an API key was sent that may not call this
         *       operation (see `Forbidden`).
         */
        AdminOnly: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["AdminOnlyProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `idempotency-key-in-flight`: a request with the same Idempotency-Key is still being
         *       processed; retry after `Retry-After` seconds.
         */
        IdempotencyKeyInFlight: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["IdempotencyKeyInFlightProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `idempotency-key-reused`: the Idempotency-Key was used before with another request; use a new key.
         */
        IdempotencyKeyReused: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["IdempotencyKeyReusedProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `llm-budget-not-found`: the subject has no budget, or names no API key of the caller's (or no
         *       user, for an operator).
         */
        LlmBudgetNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example llm-budget-not-found
                     * @enum {string}
                     */
                    code?: "llm-budget-not-found";
                };
            };
        };
        /**
         * @description `code` says why:
         *     - `llm-budget-set-by-operator`: an operator put this budget on the user; only an operator can
         *       change or remove it.
         *     - `session-required`: an API key was sent; only a signed-in session may set budgets.
         *     - `insufficient-scope`: see `Forbidden`.
         */
        LlmBudgetForbidden: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": (components["schemas"]["Problem"] & {
                    /**
                     * @example llm-budget-set-by-operator
                     * @enum {string}
                     */
                    code?: "llm-budget-set-by-operator";
                }) | components["schemas"]["ForbiddenProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `fanout-conversation-not-found`: no conversation of the caller's has this id.
         */
        FanoutConversationNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example fanout-conversation-not-found
                     * @enum {string}
                     */
                    code?: "fanout-conversation-not-found";
                };
            };
        };
    };
    parameters: {
        /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
        Limit: number;
        /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
        Cursor: string;
        /**
         * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
         *     call's status and body without repeating its effect. The same key with a different body is
         *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
         */
        IdempotencyKey: string;
        /**
         * @description `user` (the caller's own budget) or the id of one of the caller's API keys (`apk_…`).
         * @example user
         */
        LlmBudgetSubject: string;
        /**
         * @description The conversation's id (`fcv_…`).
         * @example fcv_01JD0000000000000000000000
         */
        FanoutConversationIdPath: string;
    };
    requestBodies: never;
    headers: {
        /** @description The request's id, echoed from the request when it sent a valid one, otherwise generated. */
        "X-Request-Id": string;
        /** @description Seconds to wait before retrying. */
        "Retry-After": number;
        /** @description Requests allowed in the current window. */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current window. */
        "X-RateLimit-Remaining": number;
        /** @description Seconds until the current window resets. */
        "X-RateLimit-Reset": number;
        /** @description On operations that take a bearer token: `Bearer realm="trustplane"`, with `error="invalid_token"` when the token sent was refused. */
        "WWW-Authenticate": string;
        /** @description `true` when the response is the stored result of an earlier call with the same Idempotency-Key. */
        "Idempotent-Replayed": "true";
        /**
         * @description `false` on an answer that retrying cannot change before `Retry-After` (a spent budget): the
         *     header OpenAI's clients read to decide whether to retry.
         */
        "X-Should-Retry": "false";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createLlmChat: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LlmChatRequest"];
            };
        };
        responses: {
            /** @description The model's reply (JSON), or with `stream` true the reply as server-sent events. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LlmRun"];
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description The request names a provider the gateway cannot call; nothing was called. `code` says why:
             *     - `llm-provider-unknown`: no provider has this name (`GET /api/llm/providers` lists them).
             *     - `llm-provider-not-configured`: the provider exists but this server has no key for it.
             *     - `llm-model-unpriced`: a budget applies to the caller and the price table has no price for
             *       the model (or a fallback's), so what the call could cost cannot be held against it.
             *     - `idempotency-key-reused`: the Idempotency-Key was used before with another request.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example llm-provider-unknown
                         * @enum {string}
                         */
                        code?: "llm-provider-unknown" | "llm-provider-not-configured" | "llm-model-unpriced" | "idempotency-key-reused";
                    };
                };
            };
            /**
             * @description Too many requests; wait `Retry-After` seconds. `code` says whose limit:
             *     - `rate-limited`: the caller's chat budget (30 per minute) is used up.
             *     - `llm-upstream-rate-limited`: the provider refused for its own rate limit, after the gateway's
             *       retries and every fallback; `Retry-After` passes on what the provider asked.
             *     - `llm-budget-exceeded`: a spend budget of the caller's (`budget`: the user's or the API key's)
             *       has no room for the most this call can cost (`needed`); nothing was called. `Retry-After`
             *       counts down to `budget.resetsAt`, when its period ends.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Should-Retry": components["headers"]["X-Should-Retry"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["LlmTooManyRequestsProblem"];
                };
            };
            /**
             * @description `code`:
             *     - `llm-upstream-error`: the provider answered with an error (its message is in `detail`), after
             *       the gateway's retries and every fallback. The run is stored with status `failed`.
             */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example llm-upstream-error
                         * @enum {string}
                         */
                        code?: "llm-upstream-error";
                    };
                };
            };
            /**
             * @description Temporarily unable to answer. Retry after `Retry-After` seconds. `code`:
             *     - `unavailable`: the database (or, for a bearer token, the check of it) is out of reach.
             *     - `llm-provider-unavailable`: the circuit breaker of every provider asked for is open; nothing
             *       was called.
             */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example unavailable
                         * @enum {string}
                         */
                        code?: "unavailable" | "llm-provider-unavailable";
                    };
                };
            };
            /**
             * @description `code`:
             *     - `llm-upstream-timeout`: the provider did not answer within its timeout, after the gateway's
             *       retries and every fallback.
             */
            504: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example llm-upstream-timeout
                         * @enum {string}
                         */
                        code?: "llm-upstream-timeout";
                    };
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    listLlmRuns: {
        parameters: {
            query?: {
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only runs asked of this provider (`echo`, `openai`, …). */
                provider?: string;
                /** @description Only runs asked of this model. */
                model?: string;
                /** @description Only runs that ended so (or are still `running`). */
                status?: "running" | "completed" | "failed" | "aborted";
                /** @description Only runs made with this API key of the caller's (`apk_…`); `session` for runs made without one. */
                keyId?: string;
                /** @description Only runs begun at or after this time. */
                since?: string;
                /** @description Only runs begun before this time (later than `since`). */
                until?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LlmRunPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getLlmRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The run's id (`run_…`).
                 * @example run_01JD0000000000000000000000
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LlmRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description `code`:
             *     - `llm-run-not-found`: no run of the caller's has this id.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example llm-run-not-found
                         * @enum {string}
                         */
                        code?: "llm-run-not-found";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listLlmBudgets: {
        parameters: {
            query?: {
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of budgets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LlmBudgetPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getLlmBudget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description `user` (the caller's own budget) or the id of one of the caller's API keys (`apk_…`).
                 * @example user
                 */
                subject: components["parameters"]["LlmBudgetSubject"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The budget. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LlmBudget"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["LlmBudgetNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    setLlmBudget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description `user` (the caller's own budget) or the id of one of the caller's API keys (`apk_…`).
                 * @example user
                 */
                subject: components["parameters"]["LlmBudgetSubject"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "limit": 5,
                 *       "period": "month"
                 *     }
                 */
                "application/json": components["schemas"]["LlmBudgetRequest"];
            };
        };
        responses: {
            /** @description The budget as set, with its period's spend. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LlmBudget"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["LlmBudgetForbidden"];
            404: components["responses"]["LlmBudgetNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    deleteLlmBudget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description `user` (the caller's own budget) or the id of one of the caller's API keys (`apk_…`).
                 * @example user
                 */
                subject: components["parameters"]["LlmBudgetSubject"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subject has no budget. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["LlmBudgetForbidden"];
            404: components["responses"]["LlmBudgetNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    setLlmUserBudget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's id (`usr_…`). */
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "limit": 20,
                 *       "period": "month"
                 *     }
                 */
                "application/json": components["schemas"]["LlmBudgetRequest"];
            };
        };
        responses: {
            /** @description The user's budget as set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LlmBudget"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["LlmBudgetNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    deleteLlmUserBudget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's id (`usr_…`). */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user has no budget of their own. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getLlmUsage: {
        parameters: {
            query?: {
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
                /** @description From this time (default 30 days before `until`). */
                since?: string;
                /** @description Before this time (default now; later than `since`, at most 92 days after it). */
                until?: string;
                /** @description Only calls made with this API key of the caller's (`session`: those made without one). */
                keyId?: string;
                /** @description Only calls answered by this model (`<provider>/<model>`, as `GET /api/llm/v1/models` names them). */
                model?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The totals, and one page of the groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LlmUsageReport"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listLlmProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The providers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LlmProviderList"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getLlmHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The providers' health. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LlmHealth"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listFanoutConversations: {
        parameters: {
            query?: {
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of conversations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FanoutConversationPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    createFanoutConversation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FanoutConversationRequest"];
            };
        };
        responses: {
            /** @description Started. */
            201: {
                headers: {
                    /** @description `/api/fanout/conversations/{id}` */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FanoutConversation"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getFanoutConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The conversation's id (`fcv_…`).
                 * @example fcv_01JD0000000000000000000000
                 */
                id: components["parameters"]["FanoutConversationIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FanoutConversationDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["FanoutConversationNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    dispatchFanoutConversation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The conversation's id (`fcv_…`).
                 * @example fcv_01JD0000000000000000000000
                 */
                id: components["parameters"]["FanoutConversationIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "prompt": "Should we launch on Monday?",
                 *       "agents": [
                 *         {
                 *           "id": "optimist",
                 *           "role": "You argue for the plan.",
                 *           "provider": "echo"
                 *         },
                 *         {
                 *           "id": "critic",
                 *           "role": "You argue against the plan.",
                 *           "provider": "echo",
                 *           "model": "echo-1"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["FanoutDispatchRequest"];
            };
        };
        responses: {
            /** @description Every agent's result (JSON), or with `stream` true the agents' progress as server-sent events. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FanoutDispatch"];
                    "text/event-stream": string;
                };
            };
            /**
             * @description The request is malformed or does not match the contract. `code`:
             *     - `validation`: a parameter or a body field is missing, unknown or malformed (more than 8
             *       agents, say, or two agents with the same `id`); `errors` lists each.
             *     - `malformed-json`: the body is not JSON.
             *     - `bad-request`: the body could not be read (it ended before its `Content-Length`).
             *     - `invalid-data`: a value the contract allows that the database cannot store.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BadRequestBodyProblem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["FanoutConversationNotFound"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description Nothing was called. `code` says why:
             *     - `llm-provider-unknown`: an agent names a provider the gateway does not know.
             *     - `llm-provider-not-configured`: an agent names a provider this server has no key for.
             *     - `fanout-model-required`: an agent names no `model` and its provider has no default model.
             *     - `fanout-conversation-full`: the conversation holds 50 dispatches, the most it may; start another.
             *     - `llm-model-unpriced`: a spend budget applies to the caller and the price table has no price
             *       for an agent's model (or a fallback's).
             *     - `idempotency-key-reused`: the Idempotency-Key was used before with another request.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example llm-provider-unknown
                         * @enum {string}
                         */
                        code?: "llm-provider-unknown" | "llm-provider-not-configured" | "fanout-model-required" | "fanout-conversation-full" | "llm-model-unpriced" | "idempotency-key-reused";
                    };
                };
            };
            /**
             * @description `code`:
             *     - `rate-limited`: the caller's chat budget has fewer requests left than the dispatch has
             *       agents (it was refused whole; nothing was called); wait `Retry-After` seconds, or send
             *       fewer agents (`X-RateLimit-Remaining`).
             *     - `llm-budget-exceeded`: a spend budget of the caller's has no room for the most the agents'
             *       calls together can cost (`needed`; held for all of them at once, so the dispatch was refused
             *       whole and nothing was called); `budget` says which and when it resets (`Retry-After`).
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Should-Retry": components["headers"]["X-Should-Retry"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["LlmTooManyRequestsProblem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
}
