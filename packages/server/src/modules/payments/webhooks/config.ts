import { type Env, int, list } from "../../../env.ts";

/** The outbound webhooks' settings (docs/configuration.md). */
export type WebhookConfig = {
  /**
   * PAYMENTS_WEBHOOK_SCHEDULE_MS (default `0,5000,300000,1800000,7200000`, Svix's): the delay before
   * each attempt, the first counted from the event and each next one from the failure before it; as
   * many attempts as entries, 1 to MAX_ATTEMPTS. Each delay gets ±10% jitter.
   */
  scheduleMs: readonly number[];
  /** PAYMENTS_WEBHOOK_TIMEOUT_MS (default 15000): an attempt's whole deadline (connect, headers, body). */
  timeoutMs: number;
  /** PAYMENTS_WEBHOOK_RETRY_AFTER_MAX_MS (default 7200000): the longest a `Retry-After` may postpone an attempt. */
  retryAfterMaxMs: number;
  /** PAYMENTS_WEBHOOK_CONCURRENCY (default 64): attempts in flight at once per server instance. */
  concurrency: number;
  /** PAYMENTS_ALLOW_PRIVATE_WEBHOOKS=1 (off by default): http: URLs and loopback (127.0.0.0/8, ::1), for development and tests. */
  allowPrivate: boolean;
};

export const DEFAULT_SCHEDULE_MS = [0, 5_000, 300_000, 1_800_000, 7_200_000] as const;

/**
 * The most attempts a delivery gets (the product's 5): the contract's `attempts` and attempt `number`
 * are at most this, and so are the database's (payments migration 0006), so the schedule may not be longer.
 */
export const MAX_ATTEMPTS = 5;

export const webhookConfigFromEnv = (env: Env): WebhookConfig => {
  const raw = list(env.PAYMENTS_WEBHOOK_SCHEDULE_MS);
  const scheduleMs = raw.length === 0 ? [...DEFAULT_SCHEDULE_MS] : raw.map(Number);
  if (scheduleMs.length > MAX_ATTEMPTS || scheduleMs.some((ms) => !Number.isInteger(ms) || ms < 0)) {
    throw new Error(
      `PAYMENTS_WEBHOOK_SCHEDULE_MS must be 1 to ${MAX_ATTEMPTS} comma-separated integers >= 0 (ms, at most ${MAX_ATTEMPTS} attempts), got "${env.PAYMENTS_WEBHOOK_SCHEDULE_MS}"`,
    );
  }
  const flag = env.PAYMENTS_ALLOW_PRIVATE_WEBHOOKS ?? "";
  if (!["", "0", "1"].includes(flag)) throw new Error(`PAYMENTS_ALLOW_PRIVATE_WEBHOOKS must be 0 or 1, got "${flag}"`);
  return {
    scheduleMs,
    timeoutMs: int(env, "PAYMENTS_WEBHOOK_TIMEOUT_MS", 15_000, 1),
    retryAfterMaxMs: int(env, "PAYMENTS_WEBHOOK_RETRY_AFTER_MAX_MS", 7_200_000, 0),
    concurrency: int(env, "PAYMENTS_WEBHOOK_CONCURRENCY", 64, 1),
    allowPrivate: flag === "1",
  };
};
