import type { Backoff } from "./request-options.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE", "TRACE"]);

/** A wait the server asks for that is longer than this is not waited out: the error goes to the caller. */
export const MAX_RETRY_AFTER_MS = 60_000;

/**
 * Whether repeating the request cannot apply its effect twice: safe and idempotent methods, and any
 * request carrying an Idempotency-Key (the server replays the first answer instead of acting again).
 */
export const isRepeatable = (method: string, headers: Headers): boolean =>
  SAFE_METHODS.has(method) || headers.has("idempotency-key");

/**
 * Whether an error answer is worth another attempt. A request that is not repeatable is retried only
 * when the answer proves it was not acted on (408, 429). A 409 is retried only when it is the
 * "same Idempotency-Key still in flight" answer, which comes with Retry-After. An answer with
 * `x-should-retry: false` (a spent budget: nothing changes before its period ends) is never retried.
 */
export const shouldRetryStatus = (status: number, headers: Headers, repeatable: boolean): boolean => {
  if (headers.get("x-should-retry") === "false") return false;
  if (status === 408 || status === 429) return true;
  if (!repeatable) return false;
  if (status === 409) return headers.has("retry-after");
  return status >= 500;
};

/** `Retry-After` in milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export const parseRetryAfter = (value: string | null, now = Date.now()): number | undefined => {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
};

/** Full jitter (AWS architecture blog, "Exponential Backoff and Jitter"): spreads simultaneous retries apart. */
export const backoffDelay = (retry: number, backoff: Backoff = {}, random = Math.random): number => {
  const initial = backoff.initialDelayMs ?? 500;
  const max = backoff.maxDelayMs ?? 8000;
  return random() * Math.min(max, initial * 2 ** retry);
};
