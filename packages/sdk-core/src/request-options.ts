/** A bearer token, or a function that returns the current one (called before every attempt). */
export type TokenSource = string | (() => string | undefined | Promise<string | undefined>);

/** Exponential backoff with full jitter: attempt n waits a random time in [0, min(max, initial·2ⁿ)]. */
export type Backoff = {
  /** Milliseconds; default 500. */
  initialDelayMs?: number;
  /** Milliseconds; default 8000. */
  maxDelayMs?: number;
};

export type ClientOptions = {
  /** Where the API lives, e.g. `https://api.example.com` (the operations' paths start with `/api/`). */
  baseUrl: string;
  /** A bearer token or a token provider. `auth.login()` and `auth.register()` replace it. */
  token?: TokenSource;
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
  /** Headers sent with every request. */
  headers?: Record<string, string>;
};

/** Per-call options; each overrides the client's setting for this call only. */
export type RequestOptions = {
  /** Cancels the call (and any retry wait) when aborted; the call rejects with the signal's reason. */
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
