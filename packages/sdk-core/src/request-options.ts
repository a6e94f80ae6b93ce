import type { ApiError } from "./errors.js";

/** A bearer token, or a function that returns the current one (called before every attempt). */
export type TokenSource = string | (() => string | undefined | Promise<string | undefined>);

/** Exponential backoff with full jitter: attempt n waits a random time in [0, min(max, initial·2ⁿ)]. */
export type Backoff = {
  /** Milliseconds; default 500. */
  initialDelayMs?: number;
  /** Milliseconds; default 8000. */
  maxDelayMs?: number;
};

/** One attempt of a call, as {@link Hooks} see it. */
export type RequestEvent = {
  /** The client method, e.g. `ledger.transfers.create`. */
  operation: string;
  /** `GET`, `POST`, … */
  method: string;
  /** The contract's path template, e.g. `/api/rights/objects/{id}` (no ids, no query: safe to log). */
  path: string;
  /** This attempt's full URL, with path and query parameters. */
  url: string;
  /** 0 for the first attempt, n for the n-th retry (sent as `Trustplane-Retry-Count` when above 0). */
  retryCount: number;
};

/** How one attempt ended, as {@link Hooks} see it. */
export type ResponseEvent = RequestEvent & {
  /** The answer's status; undefined when no answer arrived (network error, timeout, abort). */
  status: number | undefined;
  /** The answer's `X-Request-Id`. */
  requestId: string | undefined;
  /** Milliseconds from sending the attempt to having read its answer (or given up on it). */
  durationMs: number;
  /** Whether another attempt follows (a retry after this one). */
  retrying: boolean;
  /** What the call fails with, when this attempt ends it with an error (undefined otherwise). */
  error: ApiError | undefined;
};

/**
 * Callbacks that see every attempt of every call (logging, metrics, tracing). They run synchronously
 * and their return value is ignored; an exception thrown by one is caught and dropped, so a broken
 * logger never turns a call that succeeded on the server into a failure the caller might repeat.
 */
export type Hooks = {
  /** Before each attempt is sent. */
  onRequest?: (event: RequestEvent) => void;
  /** After each attempt: its answer read, or no answer. */
  onResponse?: (event: ResponseEvent) => void;
};

/** A session's tokens, as a sign-in or a refresh answers them. */
export type SessionTokens = { token: string; refreshToken: string; expiresAt: string };

export type ClientOptions = {
  /** Where the API lives, e.g. `https://api.example.com` (the operations' paths start with `/api/`). */
  baseUrl: string;
  /** A bearer token or a token provider. `auth.login()` and `auth.register()` replace it. */
  token?: TokenSource;
  /**
   * An API key (`tpk_…`, from `client.auth.apiKeys.create()`), for a server: sent as the bearer token on
   * every request. Give `token` or `apiKey`, not both.
   */
  apiKey?: string;
  /**
   * A session's refresh token (`tpr_…`, from `auth.login()`, `auth.register()` or an identity provider),
   * when `token` is its access token. Sign-ins through the client keep one themselves. When a call is
   * answered 401 `token-expired`, the client exchanges it once for a new pair (one exchange however many
   * calls are waiting) and sends the call again.
   */
  refreshToken?: string;
  /**
   * Told each new pair the client gets (a sign-in, a refresh), to keep it where the next process finds it;
   * `undefined` when the session ended (signed out, or the refresh was refused).
   */
  onTokens?: (tokens: SessionTokens | undefined) => void | Promise<void>;
  /**
   * The `fetch` to use. Looked up on every request, never captured: when absent, the global `fetch`
   * of that moment is used (so test interceptors such as msw installed later still apply).
   */
  fetch?: typeof fetch;
  /** Retries after the first attempt (default 2). 0 disables retries. */
  maxRetries?: number;
  /** Milliseconds each attempt may take, including reading the body (default 60 000). */
  timeout?: number;
  backoff?: Backoff;
  /**
   * Headers sent with every request. A `User-Agent` here replaces the client's own
   * (`@trustplane/sdk-fintech/0.1.0 (node 24.11.0; linux x64)`, sent everywhere but in browsers).
   */
  headers?: Record<string, string>;
  /** See each request and answer: method, path, status, request id, duration, retry count. */
  hooks?: Hooks;
};

/**
 * Per-call options, the last argument of every method; each overrides the client's setting for this
 * call only. Header parameters of the contract are passed here: `idempotencyKey`, or `headers` (for
 * example `{ "If-None-Match": etag }`).
 */
export type RequestOptions = {
  /** Cancels the call (and any retry wait) when aborted; the call rejects with an `AbortError`. */
  signal?: AbortSignal;
  timeout?: number;
  maxRetries?: number;
  /**
   * For operations that take an `Idempotency-Key` (money-moving POSTs). By default a random UUID is
   * generated per call and reused for that call's retries; pass your own to retry safely across calls.
   */
  idempotencyKey?: string;
  headers?: Record<string, string>;
};
