import { setTimeout as sleep } from "node:timers/promises";

/**
 * Serialization failures (40001) and deadlocks (40P01) are the database asking to run the work again:
 * nothing was written. Slonik already retries each of these a few times at once; this loop adds
 * attempts with a growing, jittered pause, so a burst of contention never reaches the client as a 5xx.
 */
const RETRYABLE = new Set(["40001", "40P01"]);
const ATTEMPTS = 8;

/** The SQLSTATE (or Node network error code) of a pg error, or of one slonik wrapped as `cause`. */
export const codeOf = (err: unknown): string | undefined => {
  let current: unknown = err;
  // The pg error itself, or one wrapped by slonik as `cause`.
  for (let depth = 0; depth < 3 && typeof current === "object" && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

export const isRetryable = (err: unknown): boolean => RETRYABLE.has(codeOf(err) ?? "");

export const retryOnConflict = async <T>(work: () => Promise<T>): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (!isRetryable(err) || attempt >= ATTEMPTS) throw err;
      await sleep(Math.random() * 5 * 2 ** attempt);
    }
  }
};
