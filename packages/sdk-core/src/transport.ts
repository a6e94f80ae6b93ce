import { attemptSignal, sleep } from "./abort.js";
import { ApiError, ConnectionError, errorFromResponse, TimeoutError } from "./errors.js";
import type { Backoff, RequestOptions } from "./request-options.js";
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
};

export type Outcome = { data: unknown; response: Response };

/** JSON answers parsed, other media types as text, no body as undefined. */
const readBody = async (response: Response, method: string): Promise<unknown> => {
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
      status: response.status,
      headers: response.headers,
      cause,
    });
  }
};

/** The error for an attempt that got no (complete) answer: the caller's abort, a timeout, or the network. */
const failure = (cause: unknown, signal: AbortSignal, options: RequestOptions, timeout: number): unknown => {
  if (options.signal?.aborted) return options.signal.reason;
  if (cause instanceof ApiError) return cause;
  if (signal.aborted) return new TimeoutError(`No answer within ${timeout} ms`, { cause });
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new ConnectionError(`Connection failed: ${reason}`, { cause });
};

/**
 * Sends one request with retries: network errors, timeouts, 408, 409 (in-flight Idempotency-Key),
 * 429 and 5xx, as far as {@link shouldRetryStatus} allows, waiting `Retry-After` when the server
 * sends one and exponential backoff with full jitter otherwise. Resolves with the parsed body of a
 * successful answer; rejects with a typed {@link ApiError} (or the caller's abort reason).
 */
export const send = async (
  request: Request,
  settings: TransportSettings,
  options: RequestOptions,
): Promise<Outcome> => {
  const maxRetries = Math.max(0, options.maxRetries ?? settings.maxRetries);
  const timeout = options.timeout ?? settings.timeout;
  const repeatable = isRepeatable(request.method, request.headers);
  let sentToken = false;

  for (let retry = 0; ; retry++) {
    const last = retry >= maxRetries;
    options.signal?.throwIfAborted();
    const signal = attemptSignal(timeout, options.signal);
    // A body can be sent once: every attempt but the last sends a copy (bodiless requests are reusable).
    const attempt = last || request.body === null ? request : request.clone();
    const token = await settings.token();
    if (token) attempt.headers.set("Authorization", `Bearer ${token}`);
    else if (sentToken) attempt.headers.delete("Authorization"); // the provider has none any more
    sentToken ||= Boolean(token);

    let response: Response;
    try {
      // Looked up now, not at construction, so interceptors installed later (msw) see the call.
      const fetchNow = settings.fetch ?? globalThis.fetch;
      response = await fetchNow(attempt, { signal });
      if (response.ok || response.status === 304) {
        return { data: await readBody(response, request.method), response };
      }
    } catch (cause) {
      const error = failure(cause, signal, options, timeout);
      const retryable = error instanceof TimeoutError || error instanceof ConnectionError;
      if (last || !retryable || !repeatable) throw error;
      await sleep(backoffDelay(retry, settings.backoff), options.signal);
      continue;
    }

    if (!last && shouldRetryStatus(response.status, response.headers, repeatable)) {
      const asked = parseRetryAfter(response.headers.get("retry-after"));
      if (asked === undefined || asked <= MAX_RETRY_AFTER_MS) {
        // Free the connection before waiting.
        await response.body?.cancel().catch(() => {});
        await sleep(asked ?? backoffDelay(retry, settings.backoff), options.signal);
        continue;
      }
    }
    const error = await errorFromResponse(response);
    options.signal?.throwIfAborted();
    throw error;
  }
};
