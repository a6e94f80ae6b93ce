import { attemptSignal, sleep } from "./abort.js";
import { AbortError, ApiError, ConnectionError, errorFromResponse, TimeoutError } from "./errors.js";
import type { Backoff, Hooks, RequestEvent, RequestOptions, ResponseEvent } from "./request-options.js";
import { backoffDelay, isRepeatable, MAX_RETRY_AFTER_MS, parseRetryAfter, shouldRetryStatus } from "./retry-policy.js";

/** What every call of one client shares. */
export type TransportSettings = {
  /** The caller's fetch, if they gave one; otherwise the global fetch is looked up per attempt. */
  fetch: typeof fetch | undefined;
  maxRetries: number;
  timeout: number;
  backoff: Backoff | undefined;
  /** The bearer token for the next attempt (a token provider is asked every time). */
  token: () => Promise<string | undefined>;
  hooks: Hooks | undefined;
  /**
   * The client's session, when it can have one (not with an API key): whether it holds a refresh token
   * now, and the exchange for a new pair (one at a time, however many calls ask; true when the client has
   * a new access token).
   */
  session?: { canRefresh(): boolean; refresh(): Promise<boolean> };
};

/** Which client method a request is for, and the contract path it was made from. */
export type CallContext = { operation: string; path: string };

export type Outcome = { data: unknown; response: Response };

/** The header a retry carries: how many attempts came before it. */
export const RETRY_COUNT_HEADER = "Trustplane-Retry-Count";

/** JSON answers parsed, other media types as text, no body as undefined. */
const readBody = async (response: Response, method: string, operation: string): Promise<unknown> => {
  if (method === "HEAD" || response.status === 204 || response.status === 205 || response.status === 304) {
    return undefined;
  }
  const text = await response.text();
  if (text === "") return undefined;
  if (!/json/i.test(response.headers.get("content-type") ?? "")) return text;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ApiError(`${response.status} answer is not valid JSON`, {
      operation,
      status: response.status,
      headers: response.headers,
      cause,
    });
  }
};

const aborted = (signal: AbortSignal, operation: string) =>
  new AbortError("The call was aborted", { operation, cause: signal.reason });

/** The error for an attempt that got no (complete) answer: the caller's abort, a timeout, or the network. */
const failure = (cause: unknown, signal: AbortSignal, options: RequestOptions, timeout: number, operation: string) => {
  if (options.signal?.aborted) return aborted(options.signal, operation);
  if (cause instanceof ApiError) return cause;
  if (signal.aborted) return new TimeoutError(`No answer within ${timeout} ms`, { operation, cause });
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new ConnectionError(`Connection failed: ${reason}`, { operation, cause });
};

/** Calls a hook; what it throws is dropped (see {@link Hooks}). */
const notify = <E>(hook: ((event: E) => void) | undefined, event: E) => {
  try {
    hook?.(event);
  } catch {
    // A logging hook must not fail (or repeat) the call it reports on.
  }
};

/**
 * Sends one request with retries: network errors, timeouts, 408, 409 (in-flight Idempotency-Key),
 * 429 and 5xx, as far as {@link shouldRetryStatus} allows, waiting `Retry-After` when the server
 * sends one and exponential backoff with full jitter otherwise. Each retry says which it is in
 * `Trustplane-Retry-Count`. Resolves with the parsed body of a successful answer; rejects with a typed
 * {@link ApiError} ({@link AbortError} when the caller's signal fires).
 */
export const send = async (
  request: Request,
  settings: TransportSettings,
  options: RequestOptions,
  context: CallContext,
): Promise<Outcome> => {
  const { operation } = context;
  const maxRetries = Math.max(0, options.maxRetries ?? settings.maxRetries);
  const timeout = options.timeout ?? settings.timeout;
  const repeatable = isRepeatable(request.method, request.headers);
  const hooks = settings.hooks;
  const caller = options.signal;
  let sentToken = false;
  // One refresh per call: after it the call is retried once with the new token, not counted as a retry.
  let refreshed = false;

  /** Waits before the next attempt; the caller's abort ends the wait with an AbortError. */
  const pause = async (ms: number) => {
    try {
      await sleep(ms, caller);
    } catch {
      throw aborted(caller!, operation);
    }
  };

  for (let retry = 0; ; retry++) {
    const last = retry >= maxRetries;
    if (caller?.aborted) throw aborted(caller, operation);
    const signal = attemptSignal(timeout, caller);
    // A body can be sent once: every attempt but the last sends a copy (bodiless requests are reusable),
    // and so does every attempt while a refresh may still send the call again.
    const mayRefresh = !refreshed && settings.session?.canRefresh() === true;
    const attempt = (last && !mayRefresh) || request.body === null ? request : request.clone();
    const token = await settings.token();
    if (token) attempt.headers.set("Authorization", `Bearer ${token}`);
    else if (sentToken) attempt.headers.delete("Authorization"); // the provider has none any more
    sentToken ||= Boolean(token);
    if (retry > 0) attempt.headers.set(RETRY_COUNT_HEADER, String(retry));

    // Without hooks nothing is allocated for them: a call's own cost stays what it was.
    const event: RequestEvent | undefined = hooks && {
      operation,
      method: request.method,
      path: context.path,
      url: request.url,
      retryCount: retry,
    };
    if (event) notify(hooks?.onRequest, event);
    const started = event ? performance.now() : 0;
    const report = (response: Response | undefined, retrying: boolean, error?: ApiError) => {
      if (!event || !hooks?.onResponse) return;
      notify<ResponseEvent>(hooks.onResponse, {
        ...event,
        status: response?.status,
        requestId: response?.headers.get("x-request-id") ?? error?.requestId ?? undefined,
        durationMs: performance.now() - started,
        retrying,
        error,
      });
    };

    let response: Response | undefined;
    try {
      // Looked up now, not at construction, so interceptors installed later (msw) see the call.
      const fetchNow = settings.fetch ?? globalThis.fetch;
      response = await fetchNow(attempt, { signal });
      if (response.ok || response.status === 304) {
        const data = await readBody(response, request.method, operation);
        report(response, false);
        return { data, response };
      }
    } catch (cause) {
      const error = failure(cause, signal, options, timeout, operation);
      const retryable = error instanceof TimeoutError || error instanceof ConnectionError;
      const retrying = !last && retryable && repeatable;
      report(response, retrying, retrying ? undefined : error);
      if (!retrying) throw error;
      await pause(backoffDelay(retry, settings.backoff));
      continue;
    }

    if (!last && shouldRetryStatus(response.status, response.headers, repeatable)) {
      const asked = parseRetryAfter(response.headers.get("retry-after"));
      if (asked === undefined || asked <= MAX_RETRY_AFTER_MS) {
        report(response, true);
        // Free the connection before waiting.
        await response.body?.cancel().catch(() => {});
        await pause(asked ?? backoffDelay(retry, settings.backoff));
        continue;
      }
    }
    let error = await errorFromResponse(response, operation);
    if (caller?.aborted)
      error = aborted(caller, operation); // aborted while the problem body was read
    else if (mayRefresh && response.status === 401 && error.code === "token-expired") {
      refreshed = true;
      if (await settings.session!.refresh()) {
        report(response, true, error);
        retry--; // the same attempt again, with the new token
        continue;
      }
    }
    report(response, false, error);
    throw error;
  }
};
