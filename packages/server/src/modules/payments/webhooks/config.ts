import { type Env, flag, integer, list, setting } from "../../../env.ts";

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

const PAYMENTS_WEBHOOK_SCHEDULE_MS = setting({
  name: "PAYMENTS_WEBHOOK_SCHEDULE_MS",
  format: "comma list of integers ≥ 0",
  default: `\`${DEFAULT_SCHEDULE_MS.join(",")}\``,
  description:
    "merchant webhooks: the delay before each attempt of a delivery (the first from the event, each next from the failure before it), one attempt per entry, each with ±10% jitter; 1 to 5 entries: a delivery gets at most 5 attempts (the contract's `attempts`, and a CHECK in the database), so a longer schedule is refused at start-up; Svix's schedule: immediately, 5 s, 5 min, 30 min, 2 h",
  read: (env) => {
    const raw = list(env.PAYMENTS_WEBHOOK_SCHEDULE_MS);
    const scheduleMs = raw.length === 0 ? [...DEFAULT_SCHEDULE_MS] : raw.map(Number);
    if (scheduleMs.length > MAX_ATTEMPTS || scheduleMs.some((ms) => !Number.isInteger(ms) || ms < 0)) {
      throw new Error(
        `PAYMENTS_WEBHOOK_SCHEDULE_MS must be 1 to ${MAX_ATTEMPTS} comma-separated integers >= 0 (ms, at most ${MAX_ATTEMPTS} attempts), got "${env.PAYMENTS_WEBHOOK_SCHEDULE_MS}"`,
      );
    }
    return scheduleMs;
  },
});
const PAYMENTS_WEBHOOK_TIMEOUT_MS = integer("PAYMENTS_WEBHOOK_TIMEOUT_MS", {
  default: 15_000,
  min: 1,
  description: "merchant webhooks: one attempt's deadline (connect, headers, body); only a 2xx within it is a success",
});
const PAYMENTS_WEBHOOK_RETRY_AFTER_MAX_MS = integer("PAYMENTS_WEBHOOK_RETRY_AFTER_MAX_MS", {
  default: 7_200_000,
  description:
    "merchant webhooks: the longest a response's `Retry-After` may postpone the next attempt (the later of it and the schedule is taken)",
});
const PAYMENTS_WEBHOOK_CONCURRENCY = integer("PAYMENTS_WEBHOOK_CONCURRENCY", {
  default: 64,
  min: 1,
  description: "merchant webhooks: attempts in flight at once per server instance",
});
const PAYMENTS_ALLOW_PRIVATE_WEBHOOKS = flag("PAYMENTS_ALLOW_PRIVATE_WEBHOOKS", {
  description:
    "`1` lets merchant webhook URLs be `http:` and reach loopback (127.0.0.0/8, `::1`), for development and tests; private networks and link-local stay refused (add CIDRs to `OUTBOUND_ALLOW_PRIVATE` for those)",
});

export const WEBHOOK_SETTINGS = [
  PAYMENTS_WEBHOOK_SCHEDULE_MS,
  PAYMENTS_WEBHOOK_TIMEOUT_MS,
  PAYMENTS_WEBHOOK_RETRY_AFTER_MAX_MS,
  PAYMENTS_WEBHOOK_CONCURRENCY,
  PAYMENTS_ALLOW_PRIVATE_WEBHOOKS,
];

export const webhookConfigFromEnv = (env: Env): WebhookConfig => ({
  scheduleMs: PAYMENTS_WEBHOOK_SCHEDULE_MS.read(env),
  timeoutMs: PAYMENTS_WEBHOOK_TIMEOUT_MS.read(env),
  retryAfterMaxMs: PAYMENTS_WEBHOOK_RETRY_AFTER_MAX_MS.read(env),
  concurrency: PAYMENTS_WEBHOOK_CONCURRENCY.read(env),
  allowPrivate: PAYMENTS_ALLOW_PRIVATE_WEBHOOKS.read(env),
});
