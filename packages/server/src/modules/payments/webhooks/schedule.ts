/**
 * When a failed delivery is tried again: the schedule's next delay with ±10% jitter, or the response's
 * `Retry-After` when that is later (capped), or never once the schedule is spent.
 */

/** `Retry-After` as milliseconds from `now`: delta-seconds or an HTTP date; undefined when absent or not valid. */
export const retryAfterMs = (header: string | undefined, now: number): number | undefined => {
  if (header === undefined) return undefined;
  const text = header.trim();
  if (/^\d{1,10}$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  if (Number.isNaN(at) || !/[a-z]/i.test(text)) return undefined;
  return Math.max(0, at - now);
};

/** ±10% of `ms`. */
export const jittered = (ms: number, random: () => number = Math.random): number =>
  Math.round(ms * (0.9 + 0.2 * random()));

/**
 * The delay before attempt `attemptsDone + 1` after attempt `attemptsDone` failed, or undefined when
 * that was the last one the schedule allows.
 */
export const retryDelayMs = (
  scheduleMs: readonly number[],
  attemptsDone: number,
  options: { retryAfterMs?: number; retryAfterMaxMs: number; random?: () => number },
): number | undefined => {
  const step = scheduleMs[attemptsDone];
  if (step === undefined) return undefined;
  const scheduled = jittered(step, options.random);
  if (options.retryAfterMs === undefined) return scheduled;
  return Math.max(scheduled, Math.min(options.retryAfterMs, options.retryAfterMaxMs));
};
