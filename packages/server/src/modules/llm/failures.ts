import {
  APICallError,
  InvalidArgumentError,
  InvalidPromptError,
  UnsupportedFunctionalityError,
} from "@ai-sdk/provider";
import type { Attempt, ErrorClass } from "./store.ts";

/**
 * How a provider call fails, in the gateway's terms: each attempt's error class (what is retried, what
 * feeds a breaker), and the failure the caller gets once retries and fallbacks are spent (the contract's
 * 429, 502, 503 and 504, or a fan-out agent's `error.code`). Never a stack: the provider's own message,
 * clipped.
 */

export type Failure = {
  ok: false;
  /** Which problem the caller gets (contract: 429, 502, 503, 504). */
  code: "llm-upstream-rate-limited" | "llm-upstream-error" | "llm-upstream-timeout" | "llm-provider-unavailable";
  status: 429 | 502 | 503 | 504;
  detail: string;
  /** Seconds for Retry-After (429 and 503). */
  retryAfter: number | null;
  attempts: Attempt[];
  /** A streamed reply that failed after its first token: what had been sent. */
  partial?: { provider: string; model: string; text: string };
};

export type AttemptError = {
  errorClass: ErrorClass;
  httpStatus: number | null;
  retryAfterMs: number | null;
  detail: string;
};

export const RETRYABLE: ReadonlySet<ErrorClass> = new Set(["rate-limit", "server-error", "timeout", "network"]);

const DETAIL_MAX = 500;
const clip = (text: string): string => (text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX - 1)}…` : text);

/** `retry-after-ms` (milliseconds, OpenAI's) or `Retry-After` (seconds, or an HTTP date). */
export const retryAfterOf = (headers: Record<string, string> | undefined, now = Date.now()): number | null => {
  if (!headers) return null;
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const ms = Number.parseFloat(lower["retry-after-ms"] ?? "");
  if (Number.isFinite(ms) && ms >= 0) return Math.ceil(ms);
  const raw = lower["retry-after"]?.trim();
  if (!raw) return null;
  if (/^\d+(\.\d+)?$/.test(raw)) return Math.ceil(Number(raw) * 1000);
  const date = Date.parse(raw);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
};

export class Timeout extends Error {}

/** What went wrong with one call, in the gateway's terms (never a stack). */
export const classify = (err: unknown, timedOut: boolean): AttemptError => {
  if (timedOut || err instanceof Timeout) {
    return {
      errorClass: "timeout",
      httpStatus: null,
      retryAfterMs: null,
      detail: "the provider did not answer in time",
    };
  }
  if (APICallError.isInstance(err)) {
    const status = err.statusCode ?? null;
    const errorClass: ErrorClass =
      status === null
        ? "network"
        : status === 429
          ? "rate-limit"
          : status === 408
            ? "timeout"
            : status >= 500
              ? "server-error"
              : "client-error";
    return {
      errorClass,
      httpStatus: status,
      retryAfterMs: retryAfterOf(err.responseHeaders),
      detail: clip(err.message),
    };
  }
  const message = err instanceof Error ? err.message : String(err);
  // What the SDK refuses before sending anything is the request's fault: not retried, not the provider's failure.
  if (
    InvalidPromptError.isInstance(err) ||
    InvalidArgumentError.isInstance(err) ||
    UnsupportedFunctionalityError.isInstance(err)
  ) {
    return { errorClass: "client-error", httpStatus: null, retryAfterMs: null, detail: clip(message) };
  }
  return { errorClass: "network", httpStatus: null, retryAfterMs: null, detail: clip(message || "the call failed") };
};

export const statusOfClass = (errorClass: ErrorClass): Attempt["status"] =>
  errorClass === "timeout" ? "timeout" : errorClass === "rate-limit" ? "rate-limited" : "error";

/** The caller's deadline passed: a timeout, whatever the last attempt's own outcome was. */
export const deadlineFailure = (last: AttemptError | undefined, attempts: Attempt[]): Failure => ({
  ok: false,
  code: "llm-upstream-timeout",
  status: 504,
  detail:
    last?.errorClass === "timeout"
      ? `${attempts.at(-1)?.provider ?? "provider"}: ${last.detail}`
      : "the call did not finish within its deadline",
  retryAfter: null,
  attempts,
});

export const failureOf = (error: AttemptError, attempts: Attempt[]): Failure => {
  const provider = attempts.at(-1)?.provider ?? "provider";
  if (error.errorClass === "rate-limit") {
    return {
      ok: false,
      code: "llm-upstream-rate-limited",
      status: 429,
      detail: `${provider} refused for its rate limit: ${error.detail}`,
      retryAfter: Math.max(1, Math.ceil((error.retryAfterMs ?? 1000) / 1000)),
      attempts,
    };
  }
  if (error.errorClass === "timeout") {
    return {
      ok: false,
      code: "llm-upstream-timeout",
      status: 504,
      detail: `${provider}: ${error.detail}`,
      retryAfter: null,
      attempts,
    };
  }
  return {
    ok: false,
    code: "llm-upstream-error",
    status: 502,
    detail: `${provider}: ${error.detail}`,
    retryAfter: null,
    attempts,
  };
};
