// Generated from the OpenAPI contract (openapi/dist/openapi.json) — do not edit.
// Regenerate with `npm run generate -w @trustplane/sdk-catalog` (scripts/generate-clients.mjs).

export interface paths {
    "/api/hub/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The module catalog, filtered, projected, or as CSV or Markdown.
         * @description Every module of the platform with its status, tags and links, ordered by `priority` (1 first).
         *     Filters combine with AND; the values of one comma list combine with OR.
         *
         *     Cached for 120 seconds: the server renders each distinct query at most once per 120 s, answers
         *     with `Cache-Control: public, max-age=120` and a strong `ETag` of the exact representation, and
         *     answers `304 Not Modified` when `If-None-Match` carries it. `generatedAt` is when the
         *     representation was rendered.
         *
         *     `format=csv` is RFC 4180 (`text/csv`, CRLF line ends, a header row) with 15 stable columns, in this
         *     order: `id, code, name, kind, status, tags, priority, frontend, ogImage, health, openapi, waitlist,
         *     status_url, live, related`. `tags` and `related` (the ids of the item's five closest related
         *     modules) are joined with `;`;
         *     cells that start with `=`, `+`, `-`, `@`, tab or CR are prefixed with `'` so spreadsheets do not
         *     run them as formulas. `format=md` is a Markdown table (columns `id, name, kind, status, priority,
         *     tags`, or the `fields` projection).
         */
        get: operations["listCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hub/catalog/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One catalog module with its priority and related modules.
         * @description Cached like the catalog (120 s, strong ETag, 304 on If-None-Match).
         */
        get: operations["getCatalogItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hub/catalog/{id}/related": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Modules related to one module by tag overlap, closest first.
         * @description Every module sharing at least one tag, ordered by the number of shared tags, then by Jaccard
         *     similarity of the two tag sets, then by priority, then by id. Items embed the top 5 of this list
         *     as `related`. Cached like the catalog.
         */
        get: operations["listRelatedModules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hub/catalog/{id}/og.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The module's social preview card (the item's `ogImage`), 1200x630 SVG.
         * @description An SVG card with the module's name, code, status and summary, for link previews. Cached like the
         *     catalog (120 s, strong ETag, 304 on If-None-Match); unknown ids are 404.
         */
        get: operations["getCatalogItemImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hub/graph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The module graph: modules as nodes, tag overlaps as weighted edges.
         * @description One undirected edge per pair of modules sharing at least `minWeight` tags; `weight` is the number
         *     of shared tags. Edges are ordered by weight (heaviest first), then by the modules' priority.
         *     Cached like the catalog.
         */
        get: operations["getModuleGraph"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hub/registry-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Taxonomy counts of the catalog.
         * @description Counts by status and kind (every value present, zero or not), the ten most used tags, the total and the live count. Cached like the catalog.
         */
        get: operations["getCatalogStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hub/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The aggregate index of module descriptions and published client packages.
         * @description One entry per catalog module (then one per contract tag that is not a catalog module, such as
         *     `auth`) with links into the contract and the docs and the module's paths, the API index
         *     version, and the `sdk` section: each published client package and the webhook verifier with its
         *     version, install command, modules and README link, and `transparencyLog`: the transparency log's
         *     origin and verifier key and where its checkpoint is. Cached like the catalog.
         */
        get: operations["getApiIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hub/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Build information; answers 200 as soon as the server is ready.
         * @description Static between deployments except `uptimeSeconds`. Not cached (`Cache-Control: no-store`).
         */
        get: operations["getVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hub/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Aggregate health probe over the server's dependencies, the database first.
         * @description Each dependency is checked at once with a 2-second timeout. `down` when a critical dependency
         *     (the database) fails or times out: answered with 503. `degraded` when anything else is not ok
         *     (the database answers `SELECT 1` slower than 500 ms, or migrations are pending): answered with
         *     200, as is `ok`. Not cached.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hub/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sitemap (sitemaps.org XML) of the public pages, with absolute URLs.
         * @description The docs, both OpenAPI documents, the catalog and every catalog item. Cached like the catalog.
         */
        get: operations["getSitemap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist/{module}/signups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put an email address on a module's waitlist.
         * @description Public. Idempotent per address and module: the address is compared after trimming and
         *     lower-casing, and joining again changes nothing. The answer is the same `202` whether the
         *     address was new or already on the list, so the API does not reveal who has signed up. Rate
         *     limited per client address like sign-in (`x-rate-limit: credentials`).
         */
        post: operations["joinWaitlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign-ups per module (operators only).
         * @description For users with role `admin` (403 `admin-only` for everyone else): how many distinct addresses
         *     are on each module's list, with the first and latest sign-up, modules with the most first.
         *     Modules nobody has joined are left out.
         */
        get: operations["getWaitlistStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist/{module}/signups.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A module's waitlist as CSV (operators only).
         * @description For users with role `admin` (403 `admin-only` for everyone else): every address on the module's
         *     list, decrypted, oldest first, streamed as CSV (`email,joinedAt`). The export is the only place
         *     the addresses leave the database in the clear; it is `no-store`.
         */
        get: operations["exportWaitlistCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/constitution/public/regimes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The regimes the model classifies into.
         * @description The regimes of the governance model (`@trustplane/governance-model`'s `REGIMES`), in its tie-breaking order: `id`, `name` and `description`. Public, cached for an hour (`Cache-Control: public, max-age=3600`) with a strong ETag; `If-None-Match` with it answers 304.
         */
        get: operations["listConstitutionRegimes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/constitution/public/presets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ready-made scenarios to load into the playground.
         * @description At least six named slider settings, each with the regime and metrics the model gives it (computed when the server starts; the model's own test pins them). Public, cached for an hour with a strong ETag; `If-None-Match` with it answers 304.
         */
        get: operations["listConstitutionPresets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/constitution/public/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Illustrative slider settings for real countries.
         * @description At least twelve countries (ISO 3166-1 alpha-2 `code`), each with slider values and the regime and metrics the model gives them. The values are **illustrative** (`note` says so): a rough reading for the playground, not a measurement or a ranking. Public, cached for an hour with a strong ETag; `If-None-Match` with it answers 304.
         */
        get: operations["listConstitutionCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/constitution/public/sliders-spec": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The eight sliders and their ranges.
         * @description The eight sliders in model order with their label, description and range: integers from `min` 0 to `max` 100 in steps of `step` 1, `default` 50 (`@trustplane/governance-model`'s `SLIDER_SPEC`). Public, cached for an hour with a strong ETag; `If-None-Match` with it answers 304.
         */
        get: operations["getConstitutionSlidersSpec"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/constitution/classify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Classify sliders into a regime and compute the six metrics.
         * @description Runs the governance model (`@trustplane/governance-model`'s `evaluate`, the same code the
         *     playground runs in the browser) on `sliders`: the regime whose prototype is nearest and the six
         *     metrics, each from 0 to 100 with at most one decimal. The formulas are in the package's README.
         *     Public; limited like every anonymous call (per IP), and nothing is stored.
         */
        post: operations["classifyConstitutionSliders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/constitution/scenarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's saved scenarios, newest first.
         * @description The caller's scenarios, newest first, `{items, total, nextCursor}` with keyset cursors like
         *     every list (`limit` 1–200, default 50).
         */
        get: operations["listConstitutionScenarios"];
        put?: never;
        /**
         * Save a scenario.
         * @description Saves the caller's scenario: `title`, `sliders`, optional `tags`, and the `regime` and `metrics`
         *     the client computed. The server recomputes both from `sliders` with the same model:
         *     - `regime` (the regime's display `name`, as the spec's body has it, or its `id`, or the
         *       `{id, name}` object the answers carry) must be the one the sliders classify into; a body
         *       whose regime disagrees is refused with 422
         *       `constitution-regime-mismatch`, naming the right one. Left out, the server's is used.
         *     - `metrics` are **never trusted**: the saved and returned metrics are always the server's, so a
         *       client's rounding cannot creep into saved data; what the body sent is ignored.
         *     Counts against the plan's `scenarios` quota (`GET /api/constitution/me/plan`): past it, 403
         *     `constitution-quota-exceeded`. **Idempotency-Key**: a retry with the same key and body answers
         *     the scenario already saved.
         */
        post: operations["createConstitutionScenario"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/constitution/scenarios/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's scenarios.
         * @description The scenario as saved. Someone else's scenario and an unknown id get the same 404.
         */
        get: operations["getConstitutionScenario"];
        put?: never;
        post?: never;
        /**
         * Delete one of the caller's scenarios, freeing its place in the plan's quota.
         * @description The scenario is gone for good, and the plan's `scenarios` quota counts one less at once
         *     (`GET /api/constitution/me/plan`), so a user at the quota can save again. Someone else's
         *     scenario and an unknown id get the same 404 (a second delete of the same scenario too).
         */
        delete: operations["deleteConstitutionScenario"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/constitution/me/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's plan, its quotas and what has been used of them.
         * @description Every account is on the `free` plan. Its quotas (set by the server's configuration,
         *     `CONSTITUTION_MAX_SCENARIOS`, `CONSTITUTION_AI_SUGGESTIONS_PER_DAY`,
         *     `CONSTITUTION_PDFS_PER_DAY`), each with `limit`, `used`, `remaining` and `resetAt`:
         *     - `scenarios`: scenarios saved, ever (`resetAt` null: it never resets). Past it, saving is 403.
         *     - `aiSuggestionsPerDay`: AI suggestions asked for (streamed or not) since 00:00 UTC, each
         *       counted when the call is made, whatever the model answers. Past it, 429.
         *     - `pdfsPerDay`: PDFs made since 00:00 UTC. Past it, 429.
         *     Daily quotas reset at the next 00:00 UTC (`resetAt`). Usage is counted in the database, so every
         *     instance of the server sees the same figures.
         */
        get: operations["getConstitutionPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/constitution/ai-suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Slider changes toward a goal, from a language model or worked out by the governance model.
         * @description Answers how to move `sliders` toward `goal` (or toward `aim`). Who works it out depends on the
         *     server, and the answer's `source` says which:
         *
         *     **Without a language model** (`CONSTITUTION_AI_PROVIDER` left at its default `echo`, the
         *     gateway's offline provider, which only repeats the prompt), `source` is `deterministic`: the
         *     governance model (`@trustplane/governance-model`'s `suggestChanges`) works out the smallest
         *     slider changes that meet the aim, with no model asked and no run stored (`provider` `builtin`,
         *     `model` `governance-model`, `runId` null). The aim is `aim` when sent, else read from `goal`
         *     (in English): a regime named by its name or id (`liberal democracy`, `Dominant-party state`;
         *     of several, the last one named that is not the regime now, so "from technocracy to liberal
         *     democracy" aims at Liberal democracy); else the first metric named (`innovation`, `stability`,
         *     `legitimacy`, `resentment`, `internal conflict` or `conflict`, `elite fear`, or its key), raised
         *     or lowered as the word before it says (`more`, `raise`, `increase`, `higher`, `boost`,
         *     `improve`, … or `less`, `lower`, `reduce`, `decrease`, `fewer`, `cut`, …), else the way the
         *     model counts as better (up for innovation, stability, legitimacy and elite fear, down for
         *     resentment and internal conflict), by 10 points. A goal that names neither is 422
         *     `constitution-aim-unclear`, before the quota is counted. Smallest means the fewest sliders, then
         *     the smallest total move, then the change that ends deepest inside the aim, then the earlier
         *     sliders, then the lower values; changes of up to three sliders are searched exhaustively over
         *     every value (the smallest there is), a larger one comes from a bounded walk toward the aim and
         *     is said not to be proven the smallest. `outcome` is `suggested`, `already-met` (the sliders
         *     already classify as the regime: no change) or `unreachable` (the metric is already at 100 or 0:
         *     no change); each change has a `reason` (the slider, from → to, and the regime boundary or the
         *     metric term it moves), and `rationale` says it all in sentences. Same input, same answer.
         *
         *     **With a language model** (`CONSTITUTION_AI_PROVIDER` names a configured provider), `source` is
         *     `model`: the language-model gateway is asked. The model is told the sliders' ranges and meaning
         *     (and `aim`, when sent) and asked for one JSON object `{"sliders": {…}, "rationale": "…"}`; the
         *     prompt's last line is the current scenario in that very shape, so a model that only repeats it
         *     suggests no change. The answer is then checked, never trusted:
         *     - the last JSON object in the model's text that has a `sliders` member is taken (prose or a
         *       fenced ```json block around it is fine; a goal the model repeats comes before its answer);
         *     - `sliders` may name only the eight sliders; each must be a number from 0 to 100 (a fraction is
         *       rounded to the nearest integer); a slider it leaves out keeps its current value;
         *     - `rationale`, when a string, is kept (at most 2000 characters);
         *     anything else is 502 `constitution-ai-invalid-answer`, with what was wrong in `detail`.
         *     The answer is the suggested sliders with the model's regime and metrics for them, each change
         *     (`changes`, in slider order), the rationale, and the gateway's run (`runId`, `GET
         *     /api/llm/runs/{id}`) with its provider and model.
         *
         *     **Quota and budget.** Each request counts against the plan's `aiSuggestionsPerDay` when the
         *     suggestion is made, whatever the answer (429 `constitution-quota-exceeded` past it), and as one
         *     chat of the caller's chat budget (`x-rate-limit: llm-chat`, shared with `POST /api/llm/chat`),
         *     whichever works it out.
         *
         *     **Without an account.** The public playground's visitors ask without signing in: a request
         *     without a bearer token counts against `CONSTITUTION_ANONYMOUS_AI_SUGGESTIONS_PER_DAY` (5 by
         *     default) suggestions a UTC day, shared by every anonymous caller from one client address (kept
         *     only as an HMAC under a key derived from `PERSONAL_DATA_KEY`), and against that address's
         *     request budget. The run is stored under that anonymous holder, so its `runId` cannot be read
         *     back (without a language model there is no run). A server that sets the limit to 0 answers
         *     anonymous requests 401. A bearer token that is sent is checked: an invalid one is 401, never an
         *     anonymous request.
         */
        post: operations["suggestConstitutionSliders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/constitution/ai-suggest-stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The same AI suggestion, as server-sent events.
         * @description What `POST /api/constitution/ai-suggest` does, answered as `text/event-stream`: `delta`
         *     (`{"text"}`) as the model writes, a `heartbeat` (`{}`) every `LLM_STREAM_HEARTBEAT_MS`, then one
         *     `done` (the `ConstitutionSuggestion`, as the JSON answer would be) or `error` (`{"code",
         *     "status", "detail"}`, with the codes and statuses the JSON operation answers with: a provider's
         *     failure, or `constitution-ai-invalid-answer` when the whole answer does not check). Without a
         *     language model (`source` `deterministic`) the same events carry the governance model's answer
         *     at once: its `rationale` as `delta` events, a line each, then `done`. A request refused
         *     before the suggestion is made (validation, a goal with no aim it can read, the quota, the chat
         *     budget) is answered with a problem, as the JSON operation is. Counts against the same quota and
         *     budget, and works without an account in the same way.
         */
        post: operations["streamConstitutionSuggestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public video list, newest published first, by cursor or by offset (public).
         * @description Every published video, newest published first (`publishedAt`, then `id`), `limit` at a time.
         *     Drafts are never listed here (operators see them at `GET /api/media/admin/videos`).
         *
         *     **Paging.** Pass the answer's `nextCursor` back as `cursor` for the next page (`null` when the
         *     list is exhausted), as every list of this API; or, as the list always allowed, skip `offset`
         *     videos (0–100,000; deeper is refused with 400, not scanned). Not both: a request with `cursor`
         *     and `offset` is 400 `media-cursor-and-offset`. A page read by offset answers a `nextCursor`
         *     too, so a client may start by offset and go on by cursor.
         *
         *     A cursor resumes strictly after the last video of the previous page, so a video published while
         *     a client pages lands ahead of it and every video is listed exactly once; by offset, a video
         *     published between two pages shifts the later ones by one (one video comes twice).
         *
         *     The answer repeats the `limit` used and `offset`: the one sent, or with a cursor how many
         *     videos now come before this page. `total` is how many videos the whole list holds.
         */
        get: operations["listMediaVideos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/videos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One published video (public).
         * @description The video, when it is published. An unknown id and a video that is not published (a draft, or
         *     unpublished by an operator) are the same 404 `media-video-not-found`.
         */
        get: operations["getMediaVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/tracks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public track list with play counts, newest published first, by cursor or by offset (public).
         * @description Every published audio track, newest published first (`publishedAt`, then `id`), with its play
         *     count `plays`, paged like the video list: `limit` (1–200, default 50), and `cursor` (the
         *     previous page's `nextCursor`) or `offset` (0–100,000), not both (400
         *     `media-cursor-and-offset`). Drafts are never listed here.
         */
        get: operations["listMediaTracks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/tracks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One published track with its play count (public).
         * @description The track and `plays`, how many plays have counted so far (see `POST /api/media/tracks/{id}/play`
         *     for what counts). An unknown id and a track that is not published are the same 404
         *     `media-track-not-found`.
         */
        get: operations["getMediaTrack"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/tracks/{id}/play": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a play of a track; repeats by one listener within the window count once (public).
         * @description Records that a listener started the track and answers whether the play `counted` (added one to
         *     the track's `plays`) and the count now. Repeated plays by the same listener count once per
         *     window: a play counts when this listener has no counted play of the track in the last
         *     `MEDIA_PLAY_WINDOW_SECONDS` (default 1800, 30 minutes); later plays inside that window answer
         *     `counted: false`, and `countsAgainAt` says when the next play would count. The window slides
         *     from the last play that counted, so a listener playing a track on a loop adds one play per window.
         *
         *     Only a published track is played: an unknown id and a track that is not published (a draft, or
         *     unpublished by an operator) are the same 404 `media-track-not-found`, for operators too, and
         *     nothing is recorded.
         *
         *     **The listener.** With a bearer token (optional here; a token that is sent must be valid, 401
         *     otherwise) the listener is the signed-in user, on any device. Without one it is the client's
         *     address and `User-Agent` together, kept only as an HMAC-SHA256 under a key derived from the
         *     server's `PERSONAL_DATA_KEY`: the address itself is never stored, and the hash cannot be
         *     reversed or recomputed without the server key.
         *
         *     **Race-safe in the database.** Each (track, listener) has one row holding the time its last
         *     play counted. A play is one statement: `INSERT … ON CONFLICT (track_id, listener) DO UPDATE SET
         *     counted_at = now() WHERE counted_at <= now() - window`, and only when that inserted or updated
         *     a row does the same statement add one to the track's `plays`. Simultaneous plays by one listener
         *     meet on the primary key: PostgreSQL lets one of them insert (or update) the row and re-checks
         *     the condition for the others against it, so exactly one counts, on any number of server
         *     instances. A retry of a play is therefore harmless and needs no `Idempotency-Key`.
         */
        post: operations["playMediaTrack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every video, drafts included, newest first (operators only).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else): every video, published or
         *     not, newest first (`createdAt`, then `id`), with its `status`; `status` keeps only those in one
         *     status. Keyset cursors like every list.
         */
        get: operations["listMediaAdminVideos"];
        put?: never;
        /**
         * Create a video, a draft unless it says published (operators only).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else, checked before the
         *     Idempotency-Key is claimed, so a refused request records nothing under it).
         *     The video is a `draft`, seen by operators only, unless `status` is `published`; publish or
         *     unpublish it later with `PATCH /api/media/admin/videos/{id}`.
         *
         *     **What is accepted.** `title`: 1–200 characters on one line, not blank. `description`: up to
         *     4,000 characters (line breaks allowed). `durationSeconds`: a whole number from 1 to 86,400 (a
         *     day). `videoUrl` and `thumbnailUrl`: absolute `https:` URLs of at most 2,048 characters with a
         *     host and no credentials (`user:password@`); the contract's checks answer 400 `validation`, a URL
         *     that passes them but is still not such a URL 400 `media-invalid-url`.
         *
         *     Recorded in the operators' audit (who, when, the video as made). **Idempotency-Key:** a retry
         *     within 24 hours with the same key and body answers the first video and makes it once.
         */
        post: operations["createMediaVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/videos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One video, a draft too, with its status (operators only).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else). An unknown id is 404
         *     `media-video-not-found`.
         */
        get: operations["getMediaAdminVideo"];
        put?: never;
        post?: never;
        /**
         * Delete a video for good (operators only).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else). The video is gone from every
         *     list and read at once; the operators' audit keeps a `delete` record with the video as it was. An
         *     unknown id, and a second delete of the same video, are 404 `media-video-not-found`.
         */
        delete: operations["deleteMediaVideo"];
        options?: never;
        head?: never;
        /**
         * Edit, publish or unpublish a video (operators only).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else). Changes the fields given and
         *     keeps the others, by the rules of `POST /api/media/admin/videos`; `thumbnailUrl: null` removes
         *     the thumbnail.
         *
         *     **Publishing.** `status: published` shows the video in the public list and by id; `status:
         *     draft` takes it back out (the public then gets 404 for it). `publishedAt` is set the first time
         *     it is published and kept after, so a video unpublished and published again keeps its place in
         *     the public list.
         *
         *     Every change is recorded in the operators' audit (who, when, each field from and to: a
         *     `publish`, an `unpublish` or an `update`); a request that changes nothing records nothing and
         *     keeps `updatedAt`. An unknown id is 404 `media-video-not-found`.
         */
        patch: operations["updateMediaVideo"];
        trace?: never;
    };
    "/api/media/admin/tracks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every track, drafts included, newest first (operators only).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else): every track, published or
         *     not, newest first (`createdAt`, then `id`), with its `status` and `plays`; `status` keeps only
         *     those in one status. Keyset cursors like every list.
         */
        get: operations["listMediaAdminTracks"];
        put?: never;
        /**
         * Create a track, a draft unless it says published (operators only).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else, checked before the
         *     Idempotency-Key is claimed, so a refused request records nothing under it).
         *     The track is a `draft`, seen by operators only and not playable, unless `status` is
         *     `published`; its `plays` start at 0.
         *
         *     **What is accepted.** As for a video (`POST /api/media/admin/videos`): `title` and `artist`
         *     1–200 characters on one line, not blank; `description` up to 4,000 characters;
         *     `durationSeconds` from 1 to 86,400; `audioUrl` and `coverUrl` absolute `https:` URLs of at most
         *     2,048 characters with a host and no credentials (400 `validation`, or `media-invalid-url` for a
         *     URL that passes the contract's checks but is still not such a URL).
         *
         *     Recorded in the operators' audit. **Idempotency-Key:** a retry within 24 hours with the same key
         *     and body answers the first track and makes it once.
         */
        post: operations["createMediaTrack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/tracks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One track, a draft too, with its status and play count (operators only).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else). An unknown id is 404
         *     `media-track-not-found`.
         */
        get: operations["getMediaAdminTrack"];
        put?: never;
        post?: never;
        /**
         * Delete a track and its play records for good (operators only).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else). The track is gone from every
         *     list and read at once, with its listeners' play records; the operators' audit keeps a `delete`
         *     record with the track as it was (its `plays` included). An unknown id, and a second delete of
         *     the same track, are 404 `media-track-not-found`.
         */
        delete: operations["deleteMediaTrack"];
        options?: never;
        head?: never;
        /**
         * Edit, publish or unpublish a track (operators only).
         * @description For operators (role `admin`; 403 `admin-only` for everyone else). Changes the fields given and
         *     keeps the others, by the rules of `POST /api/media/admin/tracks`; `coverUrl: null` removes the
         *     cover. `status: published` makes the track public and playable, `status: draft` takes it back
         *     out (the public then gets 404 for it and its plays, which are kept). `publishedAt` is set the
         *     first time it is published and kept after.
         *
         *     Every change is recorded in the operators' audit (a `publish`, an `unpublish` or an `update`,
         *     each field from and to); a request that changes nothing records nothing and keeps `updatedAt`.
         *     An unknown id is 404 `media-track-not-found`.
         */
        patch: operations["updateMediaTrack"];
        trace?: never;
    };
    "/api/registry/constitution-artifacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published artifacts, newest first, optionally of one regime (public).
         * @description Every published artifact, newest first, each with its vote and comment counts. `regime` keeps
         *     those classified as that regime (one of the ids of `GET /api/constitution/public/regimes`).
         *     No token needed. Paginated: pass `nextCursor` back as `cursor` (with the same `regime`).
         */
        get: operations["listConstitutionArtifacts"];
        put?: never;
        /**
         * Publish a governance scenario as an artifact.
         * @description Publishes a snapshot of a scenario: a title, the eight sliders and optionally a summary and
         *     tags. The server classifies the sliders with the governance model (the same code the
         *     playground runs) and stores the regime and the six metrics with them: a client cannot publish a
         *     regime its sliders do not give, so the body has no `regime` or `metrics`.
         *
         *     The artifact is public. Its author is shown only as a pseudonymous `handle` (`citizen-…`), made
         *     at random on the caller's first publication and the same on all their artifacts and comments;
         *     never their email, name or user id. Send an `Idempotency-Key` to retry without publishing twice.
         *
         *     **Limit.** An account may have at most `CONSTITUTION_MAX_ARTIFACTS_PER_USER` artifacts published
         *     (server configuration, 200 unless set). Past it, 403 `constitution-artifact-limit` (with
         *     `limit`) and nothing is published; deleting one of the caller's artifacts frees its place. A
         *     quota on what is kept, not a rate: it does not reset with time.
         */
        post: operations["publishConstitutionArtifact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/constitution-artifacts/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many artifacts each regime has, and their average metrics (public).
         * @description One row per regime of the model, in the model's order, regimes without artifacts included
         *     (`count` 0, `averageMetrics` null), and the total. Averages are arithmetic means of the stored
         *     metrics, rounded half up to one decimal. Read from running totals kept with every publish and
         *     deletion, so its cost does not grow with the number of artifacts.
         */
        get: operations["getConstitutionArtifactStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/constitution-artifacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One artifact (public).
         * @description The artifact with its vote and comment counts. An unknown id is 404.
         */
        get: operations["getConstitutionArtifact"];
        put?: never;
        post?: never;
        /**
         * Withdraw one of the caller's artifacts, with its votes and comments.
         * @description Deletes the artifact for good, and every vote and comment on it. Only its author can; someone
         *     else's artifact and an unknown id get the same 404.
         */
        delete: operations["deleteConstitutionArtifact"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/constitution-artifacts/{id}/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The artifacts nearest to this one by their sliders (public).
         * @description The `limit` artifacts (default 10, at most 50) whose sliders are nearest to this one's, nearest
         *     first, the artifact itself left out. The distance is the governance model's `distance`: the
         *     Euclidean distance between the two slider vectors with each slider divided by 100, so 0 for
         *     equal sliders and at most √8 ≈ 2.828. Equal distances go newest first. Not paginated.
         */
        get: operations["listSimilarConstitutionArtifacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/constitution-artifacts/{id}/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Vote for an artifact (once per user; repeating it changes nothing).
         * @description Adds the caller's vote, at most one per user and artifact (a unique constraint holds it, also
         *     under concurrent calls); voting again answers the same and changes nothing. Anyone signed in
         *     may vote for any artifact, their own included.
         */
        post: operations["voteConstitutionArtifact"];
        /**
         * Take back the caller's vote (repeating it changes nothing).
         * @description Removes the caller's vote if there is one; without one it answers the same and changes nothing.
         *     The artifact's `votes` and the caller's `voted` are on `GET` of the artifact.
         */
        delete: operations["unvoteConstitutionArtifact"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/constitution-artifacts/{id}/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Comment on an artifact.
         * @description Adds a comment of 1 to 2000 characters (not only white space) under the caller's handle. At
         *     most `CONSTITUTION_COMMENTS_PER_HOUR` comments per user in any rolling hour (default 30; 429
         *     `comment-rate-limited` with `Retry-After`). Send an `Idempotency-Key` to retry without
         *     commenting twice.
         */
        post: operations["commentConstitutionArtifact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/constitution-artifacts/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An artifact's comments, newest first (public).
         * @description Paginated like every list. An unknown artifact is 404.
         */
        get: operations["listConstitutionArtifactComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/constitution-artifacts/{id}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a comment (its author, or the artifact's author).
         * @description The comment's author can delete it, and so can the author of the artifact it is on. For anyone
         *     else, and for a comment that does not exist or is not on this artifact, the same 404.
         */
        delete: operations["deleteConstitutionArtifactComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/constitution-artifacts/{id}/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An artifact's vote and comment counts and its recent activity (public).
         * @description The counts, and the last 20 votes and comments together, newest first, each only as its kind
         *     and time (and a comment's id): nothing about who voted or commented.
         */
        get: operations["getConstitutionArtifactSocial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/sessions/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a coaching session on a topic, optionally from a chess position (FEN).
         * @description Starts an `active` session of the caller's on `topic`. `fen`, when given, is the position the
         *     session starts from, in Forsyth–Edwards Notation; it is checked with chess.js (the maintained
         *     JavaScript chess library) before anything is stored, and a position it refuses is 400
         *     `invalid-fen` whose `detail` and `errors[0].message` carry the library's reason (for example
         *     "Invalid FEN: missing white king"). A position chess.js accepts must also be spelled as FEN
         *     writes it, since it is kept as sent: the six fields separated by single spaces, the halfmove
         *     clock a plain number from 0 to 9999 and the move number from 1 to 99999 (chess.js alone takes
         *     tabs or `1e5`); otherwise it is 400 `invalid-fen` too, saying so. The session keeps the FEN as
         *     sent, surrounding blanks trimmed, and says whose move it is (`sideToMove`).
         *
         *     With `Idempotency-Key`, a retry within 24 hours answers the same session and starts no other;
         *     the same key with a different body is 422.
         *
         *     **Limit.** An account may have at most `COACH_MAX_ACTIVE_SESSIONS_PER_USER` sessions `active`
         *     at once (server configuration, 20 unless set). Past it, 403 `coach-session-limit` (with
         *     `limit`) and nothing is started; ending a session frees its place. A quota on what is kept, not
         *     a rate: it does not reset with time.
         */
        post: operations["startCoachSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's coaching sessions, newest first.
         * @description The caller's sessions, active and ended, newest first, with keyset cursors like every list.
         *     Nobody else's sessions are ever listed.
         */
        get: operations["listCoachSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's coaching sessions.
         * @description The session as `{session}`, its notes opened when it has ended with some. Only the owner sees a
         *     session: anyone else's, like an unknown id, is 404 `coach-session-not-found`.
         */
        get: operations["getCoachSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/sessions/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End one of the caller's active coaching sessions, with optional notes and a message count.
         * @description Ends the session (`status: ended`, `endedAt` set) and keeps `notes` (up to 8,000 characters) and
         *     `messageCount` (how many messages the session exchanged, 0–100,000) when given. Notes are
         *     personal: they are sealed at rest (AES-256-GCM under `PERSONAL_DATA_KEY`, bound to the session)
         *     and opened only for the owner. A session ends once: ending an ended session is 409
         *     `coach-session-ended` and changes nothing (two simultaneous ends: one succeeds, the other is
         *     409). Someone else's session, like an unknown id, is 404.
         */
        post: operations["endCoachSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This contract (OpenAPI 3.0), the reference for every schema.
         * @description Cached 120 s with a strong ETag (304 on If-None-Match); it changes only between deployments.
         */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
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
        /**
         * Format: date-time
         * @description ISO 8601 in UTC.
         */
        Timestamp: string;
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
        /**
         * @description `idea`: specified, not started. `working`: being built, not served yet. `mvp`: a first version is
         *     served. `launched`: complete and supported. `mvp` and `launched` count as live.
         * @enum {string}
         */
        CatalogStatus: "idea" | "mvp" | "working" | "launched";
        /** @description A tag, matched case-insensitively. */
        TagQuery: string;
        /**
         * @description `product`: user-facing features. `service`: developer-facing API services. `infrastructure`: platform plumbing.
         * @enum {string}
         */
        CatalogKind: "product" | "service" | "infrastructure";
        /** @enum {string} */
        CatalogField: "id" | "code" | "name" | "summary" | "kind" | "status" | "tags" | "priority" | "live" | "frontend" | "ogImage" | "health" | "openapi" | "waitlist" | "status_url" | "related";
        ModuleIdValue: string;
        /** @description A lowercase slug. */
        Tag: string;
        /** Format: uri */
        Url: string;
        RelatedModule: {
            id: components["schemas"]["ModuleIdValue"];
            name: string;
            status: components["schemas"]["CatalogStatus"];
            /** @description How many tags the two modules share. */
            overlap: number;
            sharedTags: components["schemas"]["Tag"][];
        };
        /** @description A catalog item, or part of one (with the `fields` projection `id` is always present). */
        CatalogItemFields: {
            id: components["schemas"]["ModuleIdValue"];
            /** @description Short uppercase code, e.g. `LDG`. */
            code?: string;
            name?: string;
            /** @description What the module does, in one sentence. */
            summary?: string;
            kind?: components["schemas"]["CatalogKind"];
            status?: components["schemas"]["CatalogStatus"];
            tags?: components["schemas"]["Tag"][];
            /** @description Build and display order; 1 comes first. */
            priority?: number;
            /** @description True for the statuses counted as live (`mvp`, `launched`). */
            live?: boolean;
            /** @description The module's own public page when it serves one (the governance playground at `/playground/`), otherwise its section of the docs. */
            frontend?: components["schemas"]["Url"];
            /** @description Social preview card (SVG). */
            ogImage?: components["schemas"]["Url"];
            /** @description The module's health endpoint, or the aggregate probe. */
            health?: components["schemas"]["Url"];
            /** @description The contract at this module's tag. */
            openapi?: components["schemas"]["Url"];
            /** @description The module's waitlist page (`/waitlist/{id}`), where anyone joins its waitlist by email. */
            waitlist?: components["schemas"]["Url"];
            /** @description This item in the catalog API. */
            status_url?: components["schemas"]["Url"];
            /** @description The five closest related modules by tag overlap (the full list is at `/api/hub/catalog/{id}/related`). */
            related?: components["schemas"]["RelatedModule"][];
        };
        CatalogResponse: {
            total: components["schemas"]["Total"];
            items: components["schemas"]["CatalogItemFields"][];
            generatedAt: components["schemas"]["Timestamp"];
        };
        /** @description A full catalog item (every field; `list` without `fields` answers these). */
        CatalogItem: WithRequired<components["schemas"]["CatalogItemFields"], "id" | "code" | "name" | "summary" | "kind" | "status" | "tags" | "priority" | "live" | "frontend" | "ogImage" | "health" | "openapi" | "waitlist" | "status_url" | "related">;
        RelatedModules: {
            id: components["schemas"]["ModuleIdValue"];
            total: components["schemas"]["Total"];
            items: components["schemas"]["RelatedModule"][];
        };
        ModuleGraph: {
            generatedAt: components["schemas"]["Timestamp"];
            nodes: {
                id: components["schemas"]["ModuleIdValue"];
                name: string;
                kind: components["schemas"]["CatalogKind"];
                status: components["schemas"]["CatalogStatus"];
                tags: components["schemas"]["Tag"][];
            }[];
            edges: {
                source: components["schemas"]["ModuleIdValue"];
                target: components["schemas"]["ModuleIdValue"];
                /** @description How many tags the two modules share. */
                weight: number;
                sharedTags: components["schemas"]["Tag"][];
            }[];
        };
        CatalogStats: {
            total: components["schemas"]["Total"];
            byStatus: {
                idea: number;
                mvp: number;
                working: number;
                launched: number;
            };
            byKind: {
                product: number;
                service: number;
                infrastructure: number;
            };
            /** @description The ten most used tags, most used first (ties by name). */
            topTags: {
                tag: components["schemas"]["Tag"];
                count: number;
            }[];
            /** @description Modules counted as live: `mvp` plus `launched`. */
            live: number;
        };
        ApiIndex: {
            /** @description Version of this index format (semver). */
            apiIndexVersion: string;
            /** @description `info.version` of the contract. */
            apiVersion: string;
            generatedAt: components["schemas"]["Timestamp"];
            /** @description The full contract. */
            openapi: components["schemas"]["Url"];
            modules: {
                id: string;
                name: string;
                /** @description The contract tag whose operations make up the module. */
                tag: string;
                /**
                 * @description Catalog status: the module's, or for a part of one (`partOf`) that module's; null for
                 *     contract parts that belong to no catalog module (e.g. `auth`).
                 * @enum {string|null}
                 */
                status: "idea" | "mvp" | "working" | "launched" | null;
                /**
                 * @description For a contract tag that is one area of a catalog module (`checkout` of `payments`, from the
                 *     tag's `x-module` in the contract), that module's id; null otherwise.
                 */
                partOf: string | null;
                /** @description The contract at this module's tag. */
                openapi: components["schemas"]["Url"];
                /** @description The module's section of the docs. */
                docs: components["schemas"]["Url"];
                /** @description Path templates carrying the module's tag (empty while it is not built). */
                paths: string[];
                operationCount: number;
            }[];
            /** @description The published client packages and the webhook verifier. */
            sdk: {
                /** @description npm package name, e.g. `@trustplane/sdk-catalog`. */
                package: string;
                /** @description The version in the package's package.json. */
                version: string;
                description: string;
                /** @description e.g. `npm install @trustplane/sdk-catalog`. */
                install: string;
                /**
                 * @description Ids of the modules the package covers: the contract tags it is generated from, plus `auth`
                 *     (every client package carries accounts through the shared runtime).
                 */
                modules: string[];
                /** @description The package's README (its npm page). */
                readme: components["schemas"]["Url"];
            }[];
            /**
             * @description The public transparency log of the receipts this server issues (the `transparency` operations):
             *     the key its checkpoints are signed with, to pin before trusting any checkpoint, and where its
             *     latest checkpoint is. The same for every instance, and fixed for the log's life (a new key
             *     starts a new log, under a new origin). Null when this server keeps no log.
             */
            transparencyLog: {
                /** @description The log's name: the first line of its checkpoints. */
                origin: string;
                /** @description The log key as a C2SP signed-note verifier key, `<origin>+<8 hex digits>+<base64 of 0x01 and the Ed25519 key>`. */
                verifierKey: string;
                /** @description The latest checkpoint (a signed note). */
                checkpoint: components["schemas"]["Url"];
                /** @description The log's origin, verifier key and size. */
                log: components["schemas"]["Url"];
            } | null;
        };
        VersionInfo: {
            /** @enum {string} */
            status: "ok";
            /** @description The server's version. */
            version: string;
            /** @description `info.version` of the contract. */
            apiVersion: string;
            /** @description e.g. `node v24.11.0`. */
            runtime: string;
            /** @enum {string} */
            environment: "development" | "test" | "production";
            uptimeSeconds: number;
            /** @description The deployment's release identifier (`RELEASE_ID`). */
            releaseId: string;
            startedAt: components["schemas"]["Timestamp"];
        };
        /** @enum {string} */
        HealthStatus: "ok" | "degraded" | "down";
        HealthReport: {
            status: components["schemas"]["HealthStatus"];
            /** @description One entry per dependency, the database first. */
            checks: {
                /** @description e.g. `database`, `migrations`. */
                name: string;
                status: components["schemas"]["HealthStatus"];
                latencyMs: number;
                detail?: string;
            }[];
        };
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
         * Format: email
         * @description An email address (at most 254 characters); compared after trimming and lower-casing.
         */
        WaitlistEmail: string;
        WaitlistSignupRequest: {
            email: components["schemas"]["WaitlistEmail"];
        };
        WaitlistSignup: {
            /** @description The module's id. */
            module: string;
            /**
             * @description Always `on-the-list`, whether the address is new or was already there.
             * @enum {string}
             */
            status: "on-the-list";
        };
        WaitlistStats: {
            /** @description Sign-ups over all modules. */
            total: number;
            modules: {
                module: string;
                signups: number;
                /** Format: date-time */
                firstAt: string;
                /** Format: date-time */
                latestAt: string;
            }[];
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
        /** @enum {string} */
        ConstitutionRegimeId: "autocracy" | "oligarchy" | "anarchy" | "dominant-party" | "populist-democracy" | "technocracy" | "social-democracy" | "liberal-democracy" | "polycentric-federation";
        ConstitutionRegime: {
            id: components["schemas"]["ConstitutionRegimeId"];
            name: string;
            description: string;
        };
        ConstitutionRegimeList: {
            items: components["schemas"]["ConstitutionRegime"][];
        };
        ConstitutionSliderValue: number;
        /** @description The eight sliders, each an integer from 0 to 100 (`GET /api/constitution/public/sliders-spec`). */
        ConstitutionSliders: {
            floor: components["schemas"]["ConstitutionSliderValue"];
            ruleOfLaw: components["schemas"]["ConstitutionSliderValue"];
            rotation: components["schemas"]["ConstitutionSliderValue"];
            transparency: components["schemas"]["ConstitutionSliderValue"];
            multiStatus: components["schemas"]["ConstitutionSliderValue"];
            skinInGame: components["schemas"]["ConstitutionSliderValue"];
            polycentricity: components["schemas"]["ConstitutionSliderValue"];
            positiveSum: components["schemas"]["ConstitutionSliderValue"];
        };
        ConstitutionRegimeRef: {
            id: components["schemas"]["ConstitutionRegimeId"];
            /** @example Social democracy */
            name: string;
        };
        ConstitutionMetricValue: number;
        /** @description The six metrics, each from 0 to 100 with at most one decimal. */
        ConstitutionMetrics: {
            eliteFear: components["schemas"]["ConstitutionMetricValue"];
            intraConflict: components["schemas"]["ConstitutionMetricValue"];
            resentment: components["schemas"]["ConstitutionMetricValue"];
            innovation: components["schemas"]["ConstitutionMetricValue"];
            stability: components["schemas"]["ConstitutionMetricValue"];
            legitimacy: components["schemas"]["ConstitutionMetricValue"];
        };
        ConstitutionPreset: {
            /** @example nordic-model */
            id: string;
            name: string;
            description: string;
            sliders: components["schemas"]["ConstitutionSliders"];
            regime: components["schemas"]["ConstitutionRegimeRef"];
            metrics: components["schemas"]["ConstitutionMetrics"];
        };
        ConstitutionPresetList: {
            items: components["schemas"]["ConstitutionPreset"][];
        };
        ConstitutionCountry: {
            /**
             * @description ISO 3166-1 alpha-2.
             * @example KZ
             */
            code: string;
            /** @example Kazakhstan */
            name: string;
            sliders: components["schemas"]["ConstitutionSliders"];
            regime: components["schemas"]["ConstitutionRegimeRef"];
            metrics: components["schemas"]["ConstitutionMetrics"];
        };
        ConstitutionCountryList: {
            /** @description Says that the values are illustrative, not measurements. */
            note: string;
            items: components["schemas"]["ConstitutionCountry"][];
        };
        ConstitutionSliderSpec: {
            /** @enum {string} */
            key: "floor" | "ruleOfLaw" | "rotation" | "transparency" | "multiStatus" | "skinInGame" | "polycentricity" | "positiveSum";
            label: string;
            description: string;
            /** @enum {integer} */
            min: 0;
            /** @enum {integer} */
            max: 100;
            /** @enum {integer} */
            step: 1;
            default: number;
        };
        ConstitutionSliderSpecList: {
            items: components["schemas"]["ConstitutionSliderSpec"][];
        };
        ConstitutionClassifyRequest: {
            sliders: components["schemas"]["ConstitutionSliders"];
        };
        ConstitutionEvaluation: {
            regime: components["schemas"]["ConstitutionRegimeRef"];
            metrics: components["schemas"]["ConstitutionMetrics"];
        };
        ConstitutionScenario: {
            /** @example csc_01JD0000000000000000000000 */
            id: string;
            title: string;
            sliders: components["schemas"]["ConstitutionSliders"];
            regime: components["schemas"]["ConstitutionRegimeRef"];
            metrics: components["schemas"]["ConstitutionMetrics"];
            tags: string[];
            /** Format: date-time */
            createdAt: string;
        };
        ConstitutionScenarioPage: {
            items: components["schemas"]["ConstitutionScenario"][];
            total: number;
            nextCursor: components["schemas"]["NextCursor"];
        };
        /** @description Up to 10 tags, each 1–40 characters. */
        ConstitutionTags: string[];
        ConstitutionScenarioRequest: {
            /** @example Nordic-style baseline */
            title: string;
            sliders: components["schemas"]["ConstitutionSliders"];
            /**
             * @description The regime the client classified the sliders as, checked: its display name or its id (a
             *     string, as the spec's body has it), or the `{id, name}` object every answer carries, so a
             *     scenario's `regime` as read can be sent back as it is.
             * @example Social democracy
             */
            regime?: string | components["schemas"]["ConstitutionRegimeRef"];
            /** @description The metrics the client computed; ignored (the server's are saved). */
            metrics?: {
                [key: string]: number;
            };
            tags?: components["schemas"]["ConstitutionTags"];
        };
        ConstitutionQuotaProblem: components["schemas"]["Problem"] & {
            /**
             * @example constitution-quota-exceeded
             * @enum {string}
             */
            code?: "constitution-quota-exceeded";
            /** @enum {string} */
            quota: "scenarios" | "aiSuggestionsPerDay" | "pdfsPerDay";
            limit: number;
            /** Format: date-time */
            resetAt: string | null;
        };
        ConstitutionQuota: {
            limit: number;
            used: number;
            remaining: number;
            /**
             * Format: date-time
             * @description When it resets; null when it never does.
             */
            resetAt: string | null;
        };
        ConstitutionPlan: {
            /** @enum {string} */
            plan: "free";
            quotas: {
                scenarios: components["schemas"]["ConstitutionQuota"];
                aiSuggestionsPerDay: components["schemas"]["ConstitutionQuota"];
                pdfsPerDay: components["schemas"]["ConstitutionQuota"];
            };
        };
        /**
         * @description What the changes aim at, exactly: either `regime` (reach it), or `metric` with `direction` (move
         *     it by at least `by` points, an integer from 1 to 100, 10 when left out, or as far as its limit,
         *     0 or 100, when that is nearer); anything else is 400 `validation`. Without a language model it
         *     is worked toward instead of reading `goal`; a language model is told it beside the goal.
         * @example {
         *       "metric": "innovation",
         *       "direction": "raise",
         *       "by": 10
         *     }
         */
        ConstitutionSuggestAim: {
            regime?: components["schemas"]["ConstitutionRegimeId"];
            /** @enum {string} */
            metric?: "eliteFear" | "intraConflict" | "resentment" | "innovation" | "stability" | "legitimacy";
            /** @enum {string} */
            direction?: "raise" | "lower";
            /** @description How many points; 10 when left out. */
            by?: number;
        };
        ConstitutionSuggestRequest: {
            sliders: components["schemas"]["ConstitutionSliders"];
            /**
             * @description What the changes should achieve, in any language for a language model. Without one, and
             *     without `aim`, the aim is read from it: a regime or a metric named in English (see the
             *     operation).
             * @example Less resentment without losing stability.
             */
            goal: string;
            aim?: components["schemas"]["ConstitutionSuggestAim"];
        };
        ConstitutionSuggestion: {
            sliders: components["schemas"]["ConstitutionSliders"];
            regime: components["schemas"]["ConstitutionRegimeRef"];
            metrics: components["schemas"]["ConstitutionMetrics"];
            /** @description The sliders the suggestion moves, in slider order (empty when it moves none). */
            changes: {
                /** @enum {string} */
                key: "floor" | "ruleOfLaw" | "rotation" | "transparency" | "multiStatus" | "skinInGame" | "polycentricity" | "positiveSum";
                from: components["schemas"]["ConstitutionSliderValue"];
                to: components["schemas"]["ConstitutionSliderValue"];
                /**
                 * @description Why this slider moves (`source` `deterministic` only): the slider, from → to, and the
                 *     regime boundary or the metric term the move shifts.
                 * @example Rotation of power 50 → 80: Liberal democracy's prototype has 80 here, Technocracy's 35; raising it moves the scenario across the boundary from Technocracy (the regime now) toward Liberal democracy.
                 */
                reason?: string;
            }[];
            /** @description The model's reasons, as it gave them (empty when it gave none); from the governance model, what it found and each change's reason. */
            rationale: string;
            /**
             * @description Who worked the suggestion out: `model`, a language model through the gateway; `deterministic`,
             *     the governance model's search, because no language model is configured.
             * @enum {string}
             */
            source: "model" | "deterministic";
            /**
             * @description `source` `deterministic` only: `suggested` (the changes meet the aim), `already-met` (the
             *     sliders already classify as the aim's regime) or `unreachable` (the metric is already at its
             *     limit); the last two change nothing.
             * @enum {string}
             */
            outcome?: "suggested" | "already-met" | "unreachable";
            aim?: components["schemas"]["ConstitutionSuggestAim"];
            /** @description The provider that answered; `builtin` for the governance model. */
            provider: string;
            /** @description The model that answered; `governance-model` for the governance model. */
            model: string;
            /** @description The gateway's run of this call (`GET /api/llm/runs/{id}`); null when no language model was asked. */
            runId: string | null;
        };
        /**
         * @description A video id (`mvd_` and a ULID).
         * @example mvd_01JD5V8ZK3M4N5P6Q7R8S9T0VW
         */
        MediaVideoId: string;
        /** @description A published video. */
        MediaVideo: {
            id: components["schemas"]["MediaVideoId"];
            title: string;
            /** @description May be empty. */
            description: string;
            /** @description Length in whole seconds. */
            durationSeconds: number;
            /**
             * Format: uri
             * @description Where the video streams from.
             */
            videoUrl: string;
            /**
             * Format: uri
             * @description A still image for the list; `null` when there is none.
             */
            thumbnailUrl: string | null;
            publishedAt: components["schemas"]["Timestamp"];
            createdAt: components["schemas"]["Timestamp"];
        };
        /** @description One page of the public video list. */
        MediaVideoPage: {
            items: components["schemas"]["MediaVideo"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
            /** @description The page size used. */
            limit: number;
            /** @description How many videos come before this page (the `offset` sent; with a cursor, counted now). */
            offset: number;
        };
        /**
         * @description A track id (`mtr_` and a ULID).
         * @example mtr_01JD5V8ZK3M4N5P6Q7R8S9T0VW
         */
        MediaTrackId: string;
        /** @description A published audio track and how many plays have counted. */
        MediaTrack: {
            id: components["schemas"]["MediaTrackId"];
            title: string;
            artist: string;
            /** @description May be empty. */
            description: string;
            /** @description Length in whole seconds. */
            durationSeconds: number;
            /**
             * Format: uri
             * @description Where the audio streams from.
             */
            audioUrl: string;
            /**
             * Format: uri
             * @description Cover art; `null` when there is none.
             */
            coverUrl: string | null;
            /** @description Plays counted so far, repeats by one listener within the window counted once. */
            plays: number;
            publishedAt: components["schemas"]["Timestamp"];
            createdAt: components["schemas"]["Timestamp"];
        };
        /** @description One page of the public track list. */
        MediaTrackPage: {
            items: components["schemas"]["MediaTrack"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
            /** @description The page size used. */
            limit: number;
            /** @description How many tracks come before this page (the `offset` sent; with a cursor, counted now). */
            offset: number;
        };
        /** @description What recording a play did. */
        MediaTrackPlay: {
            trackId: components["schemas"]["MediaTrackId"];
            /** @description Whether this play added one to `plays` (false for a repeat inside the listener's window). */
            counted: boolean;
            /** @description The track's play count after this play. */
            plays: number;
            /**
             * Format: date-time
             * @description When the next play by this listener will count (the last counted play plus the window), ISO 8601 in UTC.
             */
            countsAgainAt: string;
        };
        /**
         * @description `draft`: seen by operators only (and a draft track is not played); `published`: public.
         * @enum {string}
         */
        MediaStatus: "draft" | "published";
        /** @description A video as operators see it, a draft too. */
        MediaAdminVideo: {
            id: components["schemas"]["MediaVideoId"];
            title: string;
            description: string;
            durationSeconds: number;
            /** Format: uri */
            videoUrl: string;
            /** Format: uri */
            thumbnailUrl: string | null;
            status: components["schemas"]["MediaStatus"];
            /**
             * Format: date-time
             * @description When it was first published (kept when it is unpublished); `null` if it never was.
             */
            publishedAt: string | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        MediaAdminVideoPage: {
            items: components["schemas"]["MediaAdminVideo"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /**
         * @description One line of text, 1–200 characters, not blank (no line breaks or other control characters).
         * @example Signing a document in sixty seconds
         */
        MediaTitle: string;
        /**
         * @description Up to 4,000 characters; line breaks and tabs allowed, no other control characters. May be empty.
         * @example Register a work, sign its certificate and verify it offline.
         */
        MediaDescription: string;
        /**
         * @description Length in whole seconds, 1 to 86,400 (a day).
         * @example 64
         */
        MediaDuration: number;
        /**
         * Format: uri
         * @description An absolute `https:` URL with a host and no credentials (`user:password@`), at most 2,048 characters.
         * @example https://media.example/videos/signing-in-sixty-seconds.mp4
         */
        MediaUrl: string;
        /**
         * Format: uri
         * @description An absolute `https:` URL as for the media itself, or `null` for none.
         * @example https://media.example/videos/signing-in-sixty-seconds.jpg
         */
        MediaOptionalUrl: string | null;
        MediaVideoCreate: {
            title: components["schemas"]["MediaTitle"];
            description?: components["schemas"]["MediaDescription"];
            durationSeconds: components["schemas"]["MediaDuration"];
            videoUrl: components["schemas"]["MediaUrl"];
            thumbnailUrl?: components["schemas"]["MediaOptionalUrl"];
            status?: components["schemas"]["MediaStatus"];
        };
        /** @description The fields to change; those left out keep their value. */
        MediaVideoUpdate: {
            title?: components["schemas"]["MediaTitle"];
            description?: components["schemas"]["MediaDescription"];
            durationSeconds?: components["schemas"]["MediaDuration"];
            videoUrl?: components["schemas"]["MediaUrl"];
            thumbnailUrl?: components["schemas"]["MediaOptionalUrl"];
            status?: components["schemas"]["MediaStatus"];
        };
        /** @description A track as operators see it, a draft too. */
        MediaAdminTrack: {
            id: components["schemas"]["MediaTrackId"];
            title: string;
            artist: string;
            description: string;
            durationSeconds: number;
            /** Format: uri */
            audioUrl: string;
            /** Format: uri */
            coverUrl: string | null;
            plays: number;
            status: components["schemas"]["MediaStatus"];
            /**
             * Format: date-time
             * @description When it was first published (kept when it is unpublished); `null` if it never was.
             */
            publishedAt: string | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        MediaAdminTrackPage: {
            items: components["schemas"]["MediaAdminTrack"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        MediaTrackCreate: {
            title: components["schemas"]["MediaTitle"];
            artist: components["schemas"]["MediaTitle"];
            description?: components["schemas"]["MediaDescription"];
            durationSeconds: components["schemas"]["MediaDuration"];
            audioUrl: components["schemas"]["MediaUrl"];
            coverUrl?: components["schemas"]["MediaOptionalUrl"];
            status?: components["schemas"]["MediaStatus"];
        };
        /** @description The fields to change; those left out keep their value. */
        MediaTrackUpdate: {
            title?: components["schemas"]["MediaTitle"];
            artist?: components["schemas"]["MediaTitle"];
            description?: components["schemas"]["MediaDescription"];
            durationSeconds?: components["schemas"]["MediaDuration"];
            audioUrl?: components["schemas"]["MediaUrl"];
            coverUrl?: components["schemas"]["MediaOptionalUrl"];
            status?: components["schemas"]["MediaStatus"];
        };
        /**
         * @description A regime of the governance model (`GET /api/constitution/public/regimes`).
         * @example liberal-democracy
         * @enum {string}
         */
        ConstitutionArtifactRegimeId: "autocracy" | "oligarchy" | "anarchy" | "dominant-party" | "populist-democracy" | "technocracy" | "social-democracy" | "liberal-democracy" | "polycentric-federation";
        /** @description Who wrote it, only as a pseudonymous handle (random, the same on all of one user's artifacts and comments). */
        ConstitutionArtifactAuthor: {
            /** @example citizen-k3v9q2m7xa */
            handle: string;
        };
        /**
         * @description The eight sliders, each an integer from 0 to 100 (`GET /api/constitution/public/sliders-spec`).
         * @example {
         *       "floor": 55,
         *       "ruleOfLaw": 85,
         *       "rotation": 80,
         *       "transparency": 80,
         *       "multiStatus": 70,
         *       "skinInGame": 70,
         *       "polycentricity": 60,
         *       "positiveSum": 75
         *     }
         */
        ConstitutionArtifactSliders: {
            floor: number;
            ruleOfLaw: number;
            rotation: number;
            transparency: number;
            multiStatus: number;
            skinInGame: number;
            polycentricity: number;
            positiveSum: number;
        };
        ConstitutionArtifactRegime: {
            id: components["schemas"]["ConstitutionArtifactRegimeId"];
            /** @example Liberal democracy */
            name: string;
        };
        /** @description The six metrics the model gives the sliders, each from 0 to 100 with at most one decimal. */
        ConstitutionArtifactMetrics: {
            eliteFear: number;
            intraConflict: number;
            resentment: number;
            innovation: number;
            stability: number;
            legitimacy: number;
        };
        ConstitutionArtifact: {
            /** @example cna_01JD0000000000000000000000 */
            id: string;
            title: string;
            summary: string | null;
            tags: string[];
            author: components["schemas"]["ConstitutionArtifactAuthor"];
            sliders: components["schemas"]["ConstitutionArtifactSliders"];
            regime: components["schemas"]["ConstitutionArtifactRegime"];
            metrics: components["schemas"]["ConstitutionArtifactMetrics"];
            /** @description How many users voted for it. */
            votes: number;
            /** @description How many comments it has. */
            comments: number;
            /** Format: date-time */
            createdAt: string;
        };
        ConstitutionArtifactPage: {
            items: components["schemas"]["ConstitutionArtifact"][];
            total: number;
            nextCursor: components["schemas"]["NextCursor"];
        };
        PublishConstitutionArtifactRequest: {
            /** @example Rotation with a generous floor */
            title: string;
            sliders: components["schemas"]["ConstitutionArtifactSliders"];
            /**
             * @description A few sentences on what the scenario explores.
             * @example What happens to resentment when the floor rises and power rotates every term.
             */
            summary?: string;
            /**
             * @description Up to 10 tags of 1–40 characters, without white space at either end; a repeated tag is kept once.
             * @example [
             *       "floor",
             *       "rotation"
             *     ]
             */
            tags?: string[];
        };
        ConstitutionArtifactStats: {
            total: number;
            regimes: {
                regime: components["schemas"]["ConstitutionArtifactRegime"];
                count: number;
                /** @description The mean of each metric over the regime's artifacts; null when it has none. */
                averageMetrics: {
                    eliteFear: number;
                    intraConflict: number;
                    resentment: number;
                    innovation: number;
                    stability: number;
                    legitimacy: number;
                } | null;
            }[];
        };
        SimilarConstitutionArtifacts: {
            items: {
                /** @description The model's distance between the two slider vectors. */
                distance: number;
                artifact: components["schemas"]["ConstitutionArtifact"];
            }[];
        };
        ConstitutionArtifactVote: {
            artifactId: string;
            /** @description How many users voted for the artifact now. */
            votes: number;
            /** @description Whether the caller's vote is counted in `votes`. */
            voted: boolean;
        };
        ConstitutionArtifactCommentRequest: {
            /** @example The floor alone does not buy stability here. */
            body: string;
        };
        ConstitutionArtifactComment: {
            /** @example ccm_01JD0000000000000000000000 */
            id: string;
            artifactId: string;
            author: components["schemas"]["ConstitutionArtifactAuthor"];
            body: string;
            /** Format: date-time */
            createdAt: string;
        };
        ConstitutionArtifactCommentPage: {
            items: components["schemas"]["ConstitutionArtifactComment"][];
            total: number;
            nextCursor: components["schemas"]["NextCursor"];
        };
        ConstitutionArtifactSocial: {
            artifactId: string;
            votes: number;
            comments: number;
            /** @description The last 20 votes and comments, newest first. */
            recent: {
                /** @enum {string} */
                kind: "vote" | "comment";
                /** Format: date-time */
                at: string;
                /** @description The comment's id (comments only). */
                commentId?: string;
            }[];
        };
        StartCoachSessionRequest: {
            /**
             * @description What the session is about (not blank).
             * @example Endgame technique
             */
            topic: string;
            /**
             * @description The position to start from, in Forsyth–Edwards Notation (checked with chess.js).
             * @example rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
             */
            fen?: string;
        };
        /**
         * @description A coaching session id (`cse_` and a ULID).
         * @example cse_01JD5V8ZK3M4N5P6Q7R8S9T0VW
         */
        CoachSessionId: string;
        /** @description A coaching session. */
        CoachSession: {
            id: components["schemas"]["CoachSessionId"];
            topic: string;
            /** @description The starting position as sent (trimmed); `null` for a session without one. */
            fen: string | null;
            /**
             * @description Whose move it is in `fen`; `null` without a position.
             * @enum {string|null}
             */
            sideToMove: "white" | "black" | null;
            /** @enum {string} */
            status: "active" | "ended";
            /** @description The notes given when the session ended; `null` while active or when none were given. */
            notes: string | null;
            /** @description The message count given when the session ended; `null` when none was given. */
            messageCount: number | null;
            startedAt: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description When the session ended (ISO 8601 in UTC); `null` while active.
             */
            endedAt: string | null;
        };
        /** @description One session. */
        CoachSessionEnvelope: {
            session: components["schemas"]["CoachSession"];
        };
        /** @description One page of the caller's sessions, newest first. */
        CoachSessionPage: {
            items: components["schemas"]["CoachSession"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        EndCoachSessionRequest: {
            /** @description The caller's notes on the session (sealed at rest). */
            notes?: string;
            /** @description How many messages the session exchanged. */
            messageCount?: number;
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
        /** @description The representation matches `If-None-Match`; no body. */
        NotModified: {
            headers: {
                ETag: components["headers"]["ETag"];
                "Cache-Control": components["headers"]["Cache-Control"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /**
         * @description `code` says why:
         *     - `catalog-item-not-found`: no module with this id in the catalog.
         */
        ModuleNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example catalog-item-not-found
                     * @enum {string}
                     */
                    code?: "catalog-item-not-found";
                };
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
         * @description `code` says why:
         *     - `catalog-item-not-found`: no module with this id in the catalog.
         */
        WaitlistModuleNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example catalog-item-not-found
                     * @enum {string}
                     */
                    code?: "catalog-item-not-found";
                };
            };
        };
        /** @description The representation matches `If-None-Match`; no body. */
        ConstitutionNotModified: {
            headers: {
                ETag: components["headers"]["ETag"];
                "Cache-Control": components["headers"]["Cache-Control"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /**
         * @description `code`:
         *     - `constitution-quota-exceeded`: the caller has saved as many scenarios as the plan allows
         *       (`quota` is `scenarios`, with its `limit`; `resetAt` is null, it never resets).
         *     - `insufficient-scope`, `session-required`: an API key was sent that may not call this
         *       operation (see `Forbidden` in components.yaml).
         */
        ConstitutionScenarioQuotaExceeded: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ConstitutionQuotaProblem"] | components["schemas"]["ForbiddenProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `constitution-scenario-not-found`: no scenario of the caller's has this id.
         */
        ConstitutionScenarioNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example constitution-scenario-not-found
                     * @enum {string}
                     */
                    code?: "constitution-scenario-not-found";
                };
            };
        };
        /**
         * @description Nothing was counted or asked. `code`:
         *     - `constitution-aim-unclear`: no language model is configured, and `goal` names no regime and
         *       no metric the governance model could work toward, and no `aim` was sent; `detail` lists what
         *       it reads.
         *     - `llm-model-unpriced`: a spend budget applies to the signed-in caller and the price table has no
         *       price for the configured suggestion model (`CONSTITUTION_AI_MODEL`).
         */
        ConstitutionSuggestUnprocessable: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example constitution-aim-unclear
                     * @enum {string}
                     */
                    code?: "constitution-aim-unclear" | "llm-model-unpriced";
                };
            };
        };
        /**
         * @description Nothing was asked of the model unless said otherwise. `code`:
         *     - `rate-limited`: the caller's chat budget (shared with `POST /api/llm/chat`) is used up; without
         *       an account, the client address's request budget.
         *     - `constitution-quota-exceeded`: the plan's `aiSuggestionsPerDay` is used up (`quota`, `limit`,
         *       `resetAt`: the next 00:00 UTC; `Retry-After` counts down to it); without an account, the
         *       address's `CONSTITUTION_ANONYMOUS_AI_SUGGESTIONS_PER_DAY` (`limit` is that figure).
         *     - `llm-upstream-rate-limited` (JSON operation only): the provider refused for its own rate limit,
         *       after the gateway's retries and fallbacks.
         *     - `llm-budget-exceeded`: a spend budget of the signed-in caller's (`budget`) has no room for
         *       the most the model's call can cost (`needed`); nothing was counted or asked (see `PUT
         *       /api/llm/budgets/{subject}`).
         */
        ConstitutionSuggestTooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Should-Retry": components["headers"]["X-Should-Retry"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example rate-limited
                     * @enum {string}
                     */
                    code?: "rate-limited" | "constitution-quota-exceeded" | "llm-upstream-rate-limited" | "llm-budget-exceeded";
                    budget?: components["schemas"]["LlmBudget"];
                    needed?: number;
                    /** @enum {string} */
                    quota?: "aiSuggestionsPerDay";
                    limit?: number;
                    /** Format: date-time */
                    resetAt?: string;
                };
            };
        };
        /**
         * @description The model was asked; its run is stored. `code`:
         *     - `llm-upstream-error`: the provider answered with an error (its message in `detail`).
         *     - `constitution-ai-invalid-answer`: the model's answer is not a usable suggestion (no JSON
         *       object, an unknown slider, a value that is not a number from 0 to 100); `detail` says what.
         */
        ConstitutionSuggestBadGateway: {
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
                    code?: "llm-upstream-error" | "constitution-ai-invalid-answer";
                };
            };
        };
        /**
         * @description Retry after `Retry-After` seconds. `code`:
         *     - `unavailable`: the database is out of reach.
         *     - `llm-provider-unavailable`: the provider's circuit breaker is open; nothing was asked.
         */
        ConstitutionSuggestUnavailable: {
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
         *     - `llm-upstream-timeout`: the model did not answer within `CONSTITUTION_AI_TIMEOUT_MS` (or its
         *       provider's own timeout), retries included.
         */
        ConstitutionSuggestTimeout: {
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
        /**
         * @description The request does not match the contract. `code`:
         *     - `validation`: a parameter is missing, unknown or malformed (`limit` above 200, `offset` above
         *       100,000, say); `errors` lists each.
         *     - `invalid-cursor`: `cursor` is not a `nextCursor` this list gave out; pass it back unchanged.
         *     - `media-cursor-and-offset`: both `cursor` and `offset` were sent; page by one of them.
         */
        MediaPageBadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example validation
                     * @enum {string}
                     */
                    code?: "validation" | "invalid-cursor" | "media-cursor-and-offset";
                };
            };
        };
        /**
         * @description `code` says why:
         *     - `media-video-not-found`: no video has this id (or, on the public reads, none that is published).
         */
        MediaVideoNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example media-video-not-found
                     * @enum {string}
                     */
                    code?: "media-video-not-found";
                };
            };
        };
        /**
         * @description `code` says why:
         *     - `media-track-not-found`: no track has this id (or, on the public reads and plays, none that is
         *       published).
         */
        MediaTrackNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example media-track-not-found
                     * @enum {string}
                     */
                    code?: "media-track-not-found";
                };
            };
        };
        /**
         * @description Nothing was changed. `code`:
         *     - `validation`: a parameter or a body field is missing, unknown or malformed (a blank title, a
         *       duration of 0, a URL that is not `https://…`, say); `errors` lists each.
         *     - `malformed-json`: the body is not JSON.
         *     - `bad-request`: the body could not be read (it ended before its `Content-Length`).
         *     - `invalid-data`: a value the contract allows that the database cannot store.
         *     - `media-invalid-url`: a URL field passes the contract's checks but is not an absolute `https:`
         *       URL with a host and without credentials (`user:password@`); `errors` names the field.
         */
        MediaWriteBadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example validation
                     * @enum {string}
                     */
                    code?: "validation" | "malformed-json" | "bad-request" | "invalid-data" | "media-invalid-url";
                };
            };
        };
        /**
         * @description Nothing was published. `code`:
         *     - `constitution-artifact-limit`: the caller already has `limit` artifacts published
         *       (`CONSTITUTION_MAX_ARTIFACTS_PER_USER`); delete one first.
         *     - `insufficient-scope`, `session-required`: an API key was sent that may not call this
         *       operation (see `Forbidden` in components.yaml).
         */
        ConstitutionArtifactLimit: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": (components["schemas"]["Problem"] & {
                    /**
                     * @example constitution-artifact-limit
                     * @enum {string}
                     */
                    code?: "constitution-artifact-limit";
                    limit: number;
                }) | components["schemas"]["ForbiddenProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `constitution-artifact-not-found`: no artifact has this id (for a deletion: none of the caller's).
         */
        ConstitutionArtifactNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example constitution-artifact-not-found
                     * @enum {string}
                     */
                    code?: "constitution-artifact-not-found";
                };
            };
        };
        /**
         * @description Nothing was started. `code`:
         *     - `coach-session-limit`: the caller already has `limit` active sessions
         *       (`COACH_MAX_ACTIVE_SESSIONS_PER_USER`); end one first.
         *     - `insufficient-scope`, `session-required`: an API key was sent that may not call this
         *       operation (see `Forbidden` in components.yaml).
         */
        CoachSessionLimit: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": (components["schemas"]["Problem"] & {
                    /**
                     * @example coach-session-limit
                     * @enum {string}
                     */
                    code?: "coach-session-limit";
                    limit: number;
                }) | components["schemas"]["ForbiddenProblem"];
            };
        };
        /**
         * @description `code` says why:
         *     - `coach-session-not-found`: no session of the caller's has this id.
         */
        CoachSessionNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example coach-session-not-found
                     * @enum {string}
                     */
                    code?: "coach-session-not-found";
                };
            };
        };
    };
    parameters: {
        /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
        Limit: number;
        /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
        Cursor: string;
        /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
        IfNoneMatch: string;
        /** @description A catalog module id, e.g. `ledger`. */
        ModuleId: string;
        /**
         * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
         *     call's status and body without repeating its effect. The same key with a different body is
         *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
         */
        IdempotencyKey: string;
        /** @description A catalog module id, e.g. `payments`. */
        WaitlistModule: string;
        /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
        ConstitutionIfNoneMatch: string;
        /**
         * @description The scenario's id (`csc_…`).
         * @example csc_01JD0000000000000000000000
         */
        ConstitutionScenarioIdPath: string;
        /**
         * @description How many items of the list to skip, 0–100,000 (0 when left out); a larger value is refused with
         *     400. Not together with `cursor` (400 `media-cursor-and-offset`).
         */
        MediaOffset: number;
        /** @description A video id. */
        MediaVideoIdPath: components["schemas"]["MediaVideoId"];
        /** @description A track id. */
        MediaTrackIdPath: components["schemas"]["MediaTrackId"];
        /** @description Only items in this status; every item when left out. */
        MediaStatusFilter: components["schemas"]["MediaStatus"];
        /**
         * @description The artifact's id (`cna_…`).
         * @example cna_01JD0000000000000000000000
         */
        ConstitutionArtifactIdPath: string;
        /** @description A coaching session id. */
        CoachSessionIdPath: components["schemas"]["CoachSessionId"];
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
        /** @description How long the representation may be cached. */
        "Cache-Control": string;
        /** @description Entity tag of the representation; send it back in `If-None-Match`. */
        ETag: string;
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
    listCatalog: {
        parameters: {
            query?: {
                /** @description Only these statuses (comma list, e.g. `mvp,launched`). An unknown status is 400. */
                status?: components["schemas"]["CatalogStatus"][];
                /** @description Only modules carrying at least one of these tags (comma list, case-insensitive). */
                tag?: components["schemas"]["TagQuery"][];
                /** @description Only modules of this kind. */
                kind?: components["schemas"]["CatalogKind"];
                /**
                 * @description Projection (comma list): return only these fields of each item; `id` is always included. An
                 *     unknown field is 400. Applies to JSON and Markdown; combining it with `format=csv` is 400
                 *     (the CSV's columns are fixed).
                 */
                fields?: components["schemas"]["CatalogField"][];
                /** @description `json` (default), `csv` (RFC 4180, 15 columns) or `md` (Markdown table). */
                format?: "json" | "csv" | "md";
            };
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalog, as JSON, CSV or Markdown depending on `format`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogResponse"];
                    "text/csv": string;
                    "text/markdown": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getCatalogItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description A catalog module id, e.g. `ledger`. */
                id: components["parameters"]["ModuleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The module. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogItem"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["ModuleNotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listRelatedModules: {
        parameters: {
            query?: {
                /** @description At most this many related modules (default all). `total` still counts them all. */
                limit?: number;
            };
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description A catalog module id, e.g. `ledger`. */
                id: components["parameters"]["ModuleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The related modules. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelatedModules"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["ModuleNotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getCatalogItemImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description A catalog module id, e.g. `ledger`. */
                id: components["parameters"]["ModuleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preview card. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["ModuleNotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getModuleGraph: {
        parameters: {
            query?: {
                /** @description Leave out edges with fewer shared tags than this (default 1). */
                minWeight?: number;
            };
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The graph. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModuleGraph"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getCatalogStats: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogStats"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getApiIndex: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The index. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiIndex"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getVersion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Build information. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Problem"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ok or degraded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description `down`: the report says which dependency failed. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReport"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    getSitemap: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sitemap. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    joinWaitlist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A catalog module id, e.g. `payments`. */
                module: components["parameters"]["WaitlistModule"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WaitlistSignupRequest"];
            };
        };
        responses: {
            /** @description The address is on the list. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitlistSignup"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            404: components["responses"]["WaitlistModuleNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getWaitlistStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitlistStats"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    exportWaitlistCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A catalog module id, e.g. `payments`. */
                module: components["parameters"]["WaitlistModule"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as a CSV attachment. */
            200: {
                headers: {
                    /** @description `attachment; filename="waitlist-<module>.csv"` */
                    "Content-Disposition"?: string;
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["WaitlistModuleNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listConstitutionRegimes: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["ConstitutionIfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionRegimeList"];
                };
            };
            304: components["responses"]["ConstitutionNotModified"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listConstitutionPresets: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["ConstitutionIfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionPresetList"];
                };
            };
            304: components["responses"]["ConstitutionNotModified"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listConstitutionCountries: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["ConstitutionIfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionCountryList"];
                };
            };
            304: components["responses"]["ConstitutionNotModified"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getConstitutionSlidersSpec: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["ConstitutionIfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionSliderSpecList"];
                };
            };
            304: components["responses"]["ConstitutionNotModified"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    classifyConstitutionSliders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sliders": {
                 *         "floor": 90,
                 *         "ruleOfLaw": 90,
                 *         "rotation": 80,
                 *         "transparency": 90,
                 *         "multiStatus": 75,
                 *         "skinInGame": 60,
                 *         "polycentricity": 60,
                 *         "positiveSum": 80
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ConstitutionClassifyRequest"];
            };
        };
        responses: {
            /** @description The regime and metrics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionEvaluation"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listConstitutionScenarios: {
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
            /** @description One page of scenarios. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionScenarioPage"];
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
    createConstitutionScenario: {
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
                /**
                 * @example {
                 *       "title": "Nordic-style baseline",
                 *       "sliders": {
                 *         "floor": 90,
                 *         "ruleOfLaw": 90,
                 *         "rotation": 80,
                 *         "transparency": 90,
                 *         "multiStatus": 75,
                 *         "skinInGame": 60,
                 *         "polycentricity": 60,
                 *         "positiveSum": 80
                 *       },
                 *       "regime": "Social democracy",
                 *       "metrics": {
                 *         "eliteFear": 81,
                 *         "intraConflict": 21.5,
                 *         "resentment": 13.8,
                 *         "innovation": 74.8,
                 *         "stability": 79.5,
                 *         "legitimacy": 83.3
                 *       },
                 *       "tags": [
                 *         "baseline",
                 *         "nordic"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ConstitutionScenarioRequest"];
            };
        };
        responses: {
            /** @description Saved. */
            201: {
                headers: {
                    /** @description `/api/constitution/scenarios/{id}` */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionScenario"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ConstitutionScenarioQuotaExceeded"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description Nothing was saved. `code` says why:
             *     - `constitution-regime-mismatch`: `regime` is not the regime `sliders` classify into; `detail`
             *       names the right one, and `expected` carries it as `{id, name}`.
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
                         * @example constitution-regime-mismatch
                         * @enum {string}
                         */
                        code?: "constitution-regime-mismatch" | "idempotency-key-reused";
                        expected?: components["schemas"]["ConstitutionRegimeRef"];
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getConstitutionScenario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The scenario's id (`csc_…`).
                 * @example csc_01JD0000000000000000000000
                 */
                id: components["parameters"]["ConstitutionScenarioIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The scenario. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionScenario"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ConstitutionScenarioNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    deleteConstitutionScenario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The scenario's id (`csc_…`).
                 * @example csc_01JD0000000000000000000000
                 */
                id: components["parameters"]["ConstitutionScenarioIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ConstitutionScenarioNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getConstitutionPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionPlan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    suggestConstitutionSliders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sliders": {
                 *         "floor": 20,
                 *         "ruleOfLaw": 15,
                 *         "rotation": 5,
                 *         "transparency": 10,
                 *         "multiStatus": 10,
                 *         "skinInGame": 20,
                 *         "polycentricity": 5,
                 *         "positiveSum": 20
                 *       },
                 *       "goal": "Less resentment without losing stability."
                 *     }
                 */
                "application/json": components["schemas"]["ConstitutionSuggestRequest"];
            };
        };
        responses: {
            /** @description The suggestion (`source` says who worked it out). */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionSuggestion"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ConstitutionSuggestUnprocessable"];
            429: components["responses"]["ConstitutionSuggestTooManyRequests"];
            502: components["responses"]["ConstitutionSuggestBadGateway"];
            503: components["responses"]["ConstitutionSuggestUnavailable"];
            504: components["responses"]["ConstitutionSuggestTimeout"];
            default: components["responses"]["Problem"];
        };
    };
    streamConstitutionSuggestion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sliders": {
                 *         "floor": 20,
                 *         "ruleOfLaw": 15,
                 *         "rotation": 5,
                 *         "transparency": 10,
                 *         "multiStatus": 10,
                 *         "skinInGame": 20,
                 *         "polycentricity": 5,
                 *         "positiveSum": 20
                 *       },
                 *       "goal": "Less resentment without losing stability."
                 *     }
                 */
                "application/json": components["schemas"]["ConstitutionSuggestRequest"];
            };
        };
        responses: {
            /** @description The model's progress (or the governance model's rationale), then the suggestion, as server-sent events. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ConstitutionSuggestUnprocessable"];
            429: components["responses"]["ConstitutionSuggestTooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listMediaVideos: {
        parameters: {
            query?: {
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description How many items of the list to skip, 0–100,000 (0 when left out); a larger value is refused with
                 *     400. Not together with `cursor` (400 `media-cursor-and-offset`).
                 */
                offset?: components["parameters"]["MediaOffset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of videos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaVideoPage"];
                };
            };
            400: components["responses"]["MediaPageBadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getMediaVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A video id. */
                id: components["parameters"]["MediaVideoIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The video. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaVideo"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["MediaVideoNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listMediaTracks: {
        parameters: {
            query?: {
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description How many items of the list to skip, 0–100,000 (0 when left out); a larger value is refused with
                 *     400. Not together with `cursor` (400 `media-cursor-and-offset`).
                 */
                offset?: components["parameters"]["MediaOffset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of tracks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaTrackPage"];
                };
            };
            400: components["responses"]["MediaPageBadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getMediaTrack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A track id. */
                id: components["parameters"]["MediaTrackIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The track. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaTrack"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["MediaTrackNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    playMediaTrack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A track id. */
                id: components["parameters"]["MediaTrackIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The play was recorded; `counted` says whether it added to `plays`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaTrackPlay"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["MediaTrackNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listMediaAdminVideos: {
        parameters: {
            query?: {
                /** @description Only items in this status; every item when left out. */
                status?: components["parameters"]["MediaStatusFilter"];
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
            /** @description One page of videos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaAdminVideoPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    createMediaVideo: {
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
                /**
                 * @example {
                 *       "title": "Signing a document in sixty seconds",
                 *       "description": "Register a work, sign its certificate and verify it offline.",
                 *       "durationSeconds": 64,
                 *       "videoUrl": "https://media.example/videos/signing-in-sixty-seconds.mp4",
                 *       "thumbnailUrl": "https://media.example/videos/signing-in-sixty-seconds.jpg"
                 *     }
                 */
                "application/json": components["schemas"]["MediaVideoCreate"];
            };
        };
        responses: {
            /** @description Created (a draft unless `status` said `published`). */
            201: {
                headers: {
                    /** @description `/api/media/admin/videos/{id}` */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaAdminVideo"];
                };
            };
            400: components["responses"]["MediaWriteBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getMediaAdminVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A video id. */
                id: components["parameters"]["MediaVideoIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The video. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaAdminVideo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["MediaVideoNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    deleteMediaVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A video id. */
                id: components["parameters"]["MediaVideoIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["MediaVideoNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    updateMediaVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A video id. */
                id: components["parameters"]["MediaVideoIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "published"
                 *     }
                 */
                "application/json": components["schemas"]["MediaVideoUpdate"];
            };
        };
        responses: {
            /** @description The video after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaAdminVideo"];
                };
            };
            400: components["responses"]["MediaWriteBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["MediaVideoNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listMediaAdminTracks: {
        parameters: {
            query?: {
                /** @description Only items in this status; every item when left out. */
                status?: components["parameters"]["MediaStatusFilter"];
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
            /** @description One page of tracks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaAdminTrackPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    createMediaTrack: {
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
                /**
                 * @example {
                 *       "title": "Night Train",
                 *       "artist": "The Ledger Lines",
                 *       "description": "Piano sketch in D minor.",
                 *       "durationSeconds": 214,
                 *       "audioUrl": "https://media.example/tracks/night-train.mp3",
                 *       "coverUrl": "https://media.example/tracks/night-train.jpg",
                 *       "status": "published"
                 *     }
                 */
                "application/json": components["schemas"]["MediaTrackCreate"];
            };
        };
        responses: {
            /** @description Created (a draft unless `status` said `published`). */
            201: {
                headers: {
                    /** @description `/api/media/admin/tracks/{id}` */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaAdminTrack"];
                };
            };
            400: components["responses"]["MediaWriteBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getMediaAdminTrack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A track id. */
                id: components["parameters"]["MediaTrackIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The track. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaAdminTrack"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["MediaTrackNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    deleteMediaTrack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A track id. */
                id: components["parameters"]["MediaTrackIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["MediaTrackNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    updateMediaTrack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A track id. */
                id: components["parameters"]["MediaTrackIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "draft"
                 *     }
                 */
                "application/json": components["schemas"]["MediaTrackUpdate"];
            };
        };
        responses: {
            /** @description The track after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaAdminTrack"];
                };
            };
            400: components["responses"]["MediaWriteBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["MediaTrackNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listConstitutionArtifacts: {
        parameters: {
            query?: {
                /** @description Only artifacts classified as this regime. */
                regime?: components["schemas"]["ConstitutionArtifactRegimeId"];
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
            /** @description A page of artifacts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionArtifactPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    publishConstitutionArtifact: {
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
                "application/json": components["schemas"]["PublishConstitutionArtifactRequest"];
            };
        };
        responses: {
            /** @description The published artifact. */
            201: {
                headers: {
                    /** @description `/api/registry/constitution-artifacts/{id}` */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionArtifact"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ConstitutionArtifactLimit"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getConstitutionArtifactStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionArtifactStats"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getConstitutionArtifact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The artifact's id (`cna_…`).
                 * @example cna_01JD0000000000000000000000
                 */
                id: components["parameters"]["ConstitutionArtifactIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The artifact. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionArtifact"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["ConstitutionArtifactNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    deleteConstitutionArtifact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The artifact's id (`cna_…`).
                 * @example cna_01JD0000000000000000000000
                 */
                id: components["parameters"]["ConstitutionArtifactIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ConstitutionArtifactNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listSimilarConstitutionArtifacts: {
        parameters: {
            query?: {
                /** @description How many artifacts, 1–50 (default 10). */
                limit?: number;
            };
            header?: never;
            path: {
                /**
                 * @description The artifact's id (`cna_…`).
                 * @example cna_01JD0000000000000000000000
                 */
                id: components["parameters"]["ConstitutionArtifactIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The nearest artifacts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimilarConstitutionArtifacts"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["ConstitutionArtifactNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    voteConstitutionArtifact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The artifact's id (`cna_…`).
                 * @example cna_01JD0000000000000000000000
                 */
                id: components["parameters"]["ConstitutionArtifactIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The artifact's votes now, and that the caller has voted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionArtifactVote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ConstitutionArtifactNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    unvoteConstitutionArtifact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The artifact's id (`cna_…`).
                 * @example cna_01JD0000000000000000000000
                 */
                id: components["parameters"]["ConstitutionArtifactIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's vote is gone (or there was none). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ConstitutionArtifactNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    commentConstitutionArtifact: {
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
                 * @description The artifact's id (`cna_…`).
                 * @example cna_01JD0000000000000000000000
                 */
                id: components["parameters"]["ConstitutionArtifactIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConstitutionArtifactCommentRequest"];
            };
        };
        responses: {
            /** @description The comment. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionArtifactComment"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ConstitutionArtifactNotFound"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            /**
             * @description Wait `Retry-After` seconds. `code` says why:
             *     - `rate-limited`: the caller's rate limit is used up; wait `Retry-After` seconds.
             *     - `comment-rate-limited`: the caller wrote `CONSTITUTION_COMMENTS_PER_HOUR` comments in the
             *       last hour; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example rate-limited
                         * @enum {string}
                         */
                        code?: "rate-limited" | "comment-rate-limited";
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listConstitutionArtifactComments: {
        parameters: {
            query?: {
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /**
                 * @description The artifact's id (`cna_…`).
                 * @example cna_01JD0000000000000000000000
                 */
                id: components["parameters"]["ConstitutionArtifactIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of comments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionArtifactCommentPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            404: components["responses"]["ConstitutionArtifactNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    deleteConstitutionArtifactComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The artifact's id (`cna_…`).
                 * @example cna_01JD0000000000000000000000
                 */
                id: components["parameters"]["ConstitutionArtifactIdPath"];
                /**
                 * @description The comment's id (`ccm_…`).
                 * @example ccm_01JD0000000000000000000000
                 */
                commentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description `code`:
             *     - `constitution-comment-not-found`: no comment with this id on this artifact that the caller may delete.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example constitution-comment-not-found
                         * @enum {string}
                         */
                        code?: "constitution-comment-not-found";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getConstitutionArtifactSocial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The artifact's id (`cna_…`).
                 * @example cna_01JD0000000000000000000000
                 */
                id: components["parameters"]["ConstitutionArtifactIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts and the recent activity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstitutionArtifactSocial"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["ConstitutionArtifactNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    startCoachSession: {
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
                "application/json": components["schemas"]["StartCoachSessionRequest"];
            };
        };
        responses: {
            /** @description The session, started. */
            201: {
                headers: {
                    /** @description `/api/coach/sessions/{id}` */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoachSessionEnvelope"];
                };
            };
            /**
             * @description The request is malformed, or the position is not a legal one. `code`:
             *     - `validation`: a parameter or a body field is missing, unknown or malformed; `errors` lists each.
             *     - `malformed-json`: the body is not JSON.
             *     - `bad-request`: the body could not be read (it ended before its `Content-Length`).
             *     - `invalid-data`: a value the contract allows that the database cannot store.
             *     - `invalid-fen`: `fen` is not a valid position; `detail` and `errors[0]` (path `/body/fen`)
             *       give chess.js's reason.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example validation
                         * @enum {string}
                         */
                        code?: "validation" | "malformed-json" | "bad-request" | "invalid-data" | "invalid-fen";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CoachSessionLimit"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listCoachSessions: {
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
            /** @description One page of sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoachSessionPage"];
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
    getCoachSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A coaching session id. */
                id: components["parameters"]["CoachSessionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoachSessionEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["CoachSessionNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    endCoachSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A coaching session id. */
                id: components["parameters"]["CoachSessionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EndCoachSessionRequest"];
            };
        };
        responses: {
            /** @description The session, ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoachSessionEnvelope"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["CoachSessionNotFound"];
            /**
             * @description `code` says why:
             *     - `coach-session-ended`: the session has ended already; it ends once.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example coach-session-ended
                         * @enum {string}
                         */
                        code?: "coach-session-ended";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getOpenApi: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bundled OpenAPI 3.0 document. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
