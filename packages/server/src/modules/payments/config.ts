import { commaList, type Env, integer, nodeEnvOf, text } from "../../env.ts";
import { cronSetting } from "../../jobs/scheduled-job.ts";
import { PAYMENTS_MODE } from "../../money/mode.ts";
import type { SealingKeys } from "../../sealing/seal.ts";
import { WEBHOOK_SETTINGS, type WebhookConfig, webhookConfigFromEnv } from "./webhooks/config.ts";

/** The payments module's settings as read from the environment (docs/configuration.md). */
export type PaymentsSettings = {
  /**
   * What a wallet whose owner has no approved identity check may send out per UTC day, transfers (with
   * their fee), payouts and paid requests together, in tiyn. Approval lifts the cap.
   */
  unverifiedDailyOutflowTiyn: bigint;
  /** How long a checkout session may be paid after it is created. */
  checkoutTtlSeconds: number;
  /**
   * When the pg-boss job that records expired payment requests runs (null: off). Requests past their
   * expiry read `expired` whether or not it has run.
   */
  requestSweepCron: string | null;
  /** Outbound merchant webhooks (webhooks/config.ts). */
  webhooks: WebhookConfig;
  /**
   * Whether the simulated checkout may credit wallets (test mode's deposits, no acquirer): with
   * `PAYMENTS_MODE=test`, or when it is unset outside production. A production server credits nothing
   * it was not told to simulate.
   */
  simulatedCheckout: boolean;
  /** `live`: real money through the acquirer, on a database of its own (payments index.ts checks it). */
  livemode: boolean;
  /** Where the acquirer is and how to speak to it: set exactly in live mode. */
  acquirer: { url: string; secretKey: string; notificationSecrets: readonly string[] } | undefined;
};

/** What the payments areas are built with: its settings and the core's key ring (`ctx.personalDataKeys`). */
export type PaymentsConfig = PaymentsSettings & {
  /** Transfer descriptions, notifications and KYC data are sealed under it. */
  personalDataKeys: () => SealingKeys;
};

const PAYMENTS_UNVERIFIED_DAILY_OUTFLOW = integer("PAYMENTS_UNVERIFIED_DAILY_OUTFLOW", {
  default: 100_000,
  description:
    "KZT a wallet may send out per UTC day (transfers with their fee, payouts, paid requests) until its owner's identity check is approved; approval lifts the cap",
});
const PAYMENTS_CHECKOUT_TTL_SECONDS = integer("PAYMENTS_CHECKOUT_TTL_SECONDS", {
  default: 1800,
  min: 1,
  description:
    "how long a hosted-checkout deposit session (`POST /api/payments/deposit/checkout`) may be paid after it is created; an unpaid one then reads `expired` and its completion is 410",
});
const PAYMENTS_REQUEST_SWEEP_CRON = cronSetting("PAYMENTS_REQUEST_SWEEP_CRON", {
  description:
    "when the pg-boss job (schema `pgboss`, in the same database) records payment requests past their `expiresAt` as expired and raises `payment_request.expired`; `off` turns the sweep off. Such a request reads `expired` and cannot be paid whether or not the sweep has run. A request's `payUrl` is `PUBLIC_BASE_URL/pay/requests/{id}`",
});

/** What turns the acquirer settings on: live mode, with a whole acquirer configuration. */
const LIVE_ONLY = {
  PAYMENTS_MODE: "live",
  PAYMENTS_ACQUIRER_URL: "https://acquirer.example",
  PAYMENTS_ACQUIRER_SECRET_KEY: "sk_live_example",
  PAYMENTS_ACQUIRER_NOTIFICATION_SECRETS: "whsec_example_notification_secret",
};
const PAYMENTS_ACQUIRER_URL = text("PAYMENTS_ACQUIRER_URL", {
  format: "URL",
  description: "the acquirer's API (live mode): hosted payments, capture, refunds and payouts over its protocol",
  example: LIVE_ONLY,
});
const PAYMENTS_ACQUIRER_SECRET_KEY = text("PAYMENTS_ACQUIRER_SECRET_KEY", {
  description: "the secret key the acquirer gave us (live mode), sent as `Authorization: Bearer`",
  example: LIVE_ONLY,
});
const PAYMENTS_ACQUIRER_NOTIFICATION_SECRETS = commaList("PAYMENTS_ACQUIRER_NOTIFICATION_SECRETS", {
  description:
    "the secrets the acquirer signs its notifications with (live mode; each at least 16 characters): the current one first, the previous one beside it while the acquirer rolls it",
  example: LIVE_ONLY,
});

export const PAYMENTS_SETTINGS = [
  PAYMENTS_MODE,
  PAYMENTS_ACQUIRER_URL,
  PAYMENTS_ACQUIRER_SECRET_KEY,
  PAYMENTS_ACQUIRER_NOTIFICATION_SECRETS,
  PAYMENTS_UNVERIFIED_DAILY_OUTFLOW,
  PAYMENTS_CHECKOUT_TTL_SECONDS,
  PAYMENTS_REQUEST_SWEEP_CRON,
  ...WEBHOOK_SETTINGS,
];

/**
 * What the payments mode allows. Live mode needs an acquirer to move real money: a server asked for it
 * without one refuses to start, rather than pass simulated deposits off as real money.
 */
const modeOf = (env: Env): Pick<PaymentsSettings, "simulatedCheckout" | "livemode" | "acquirer"> => {
  const mode = PAYMENTS_MODE.read(env);
  if (mode !== "live") {
    return {
      simulatedCheckout: mode === "test" || nodeEnvOf(env) !== "production",
      livemode: false,
      acquirer: undefined,
    };
  }
  const url = PAYMENTS_ACQUIRER_URL.read(env);
  const secretKey = PAYMENTS_ACQUIRER_SECRET_KEY.read(env);
  const notificationSecrets = PAYMENTS_ACQUIRER_NOTIFICATION_SECRETS.read(env);
  if (url === undefined || secretKey === undefined || notificationSecrets.length === 0) {
    throw new Error(
      "PAYMENTS_MODE=live needs an acquirer to move real money: set PAYMENTS_ACQUIRER_URL, " +
        "PAYMENTS_ACQUIRER_SECRET_KEY and PAYMENTS_ACQUIRER_NOTIFICATION_SECRETS, or PAYMENTS_MODE=test (no real money).",
    );
  }
  if (notificationSecrets.some((secret) => secret.length < 16)) {
    throw new Error("PAYMENTS_ACQUIRER_NOTIFICATION_SECRETS: each secret must be at least 16 characters");
  }
  return { simulatedCheckout: false, livemode: true, acquirer: { url, secretKey, notificationSecrets } };
};

export const paymentsConfigFromEnv = (env: Env): PaymentsSettings => ({
  ...modeOf(env),
  unverifiedDailyOutflowTiyn: BigInt(PAYMENTS_UNVERIFIED_DAILY_OUTFLOW.read(env)) * 100n,
  checkoutTtlSeconds: PAYMENTS_CHECKOUT_TTL_SECONDS.read(env),
  requestSweepCron: PAYMENTS_REQUEST_SWEEP_CRON.read(env),
  webhooks: webhookConfigFromEnv(env),
});
