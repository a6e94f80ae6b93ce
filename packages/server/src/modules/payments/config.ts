import type { Env } from "../../env.ts";
import { int } from "../../env.ts";
import { cronFromEnv } from "../../jobs/scheduled-job.ts";
import { personalDataKeysFromEnv, type SealingKeys } from "../../sealing/seal.ts";
import { type WebhookConfig, webhookConfigFromEnv } from "./webhooks/config.ts";

/** The payments module's settings (docs/configuration.md). */
export type PaymentsConfig = {
  /**
   * PAYMENTS_UNVERIFIED_DAILY_OUTFLOW (KZT, default 100000): what a wallet whose owner has no approved
   * identity check may send out per UTC day, transfers (with their fee), payouts and paid requests
   * together. Approval lifts the cap.
   */
  unverifiedDailyOutflowTiyn: bigint;
  /** PAYMENTS_CHECKOUT_TTL_SECONDS (default 1800): how long a checkout session may be paid after it is created. */
  checkoutTtlSeconds: number;
  /** PERSONAL_DATA_KEY(S_PREVIOUS): transfer descriptions, notifications and KYC data are sealed under it. */
  personalDataKeys: () => SealingKeys;
  /**
   * PAYMENTS_REQUEST_SWEEP_CRON (default `* * * * *`, each minute; `off` turns it off; off by default
   * when NODE_ENV=test): when the pg-boss job that records expired payment requests runs (5 fields, or 6
   * with seconds first). Requests past their expiry read `expired` whether or not it has run.
   */
  requestSweepCron: string | null;
  /** PAYMENTS_WEBHOOK_* and PAYMENTS_ALLOW_PRIVATE_WEBHOOKS: outbound merchant webhooks (webhooks/config.ts). */
  webhooks: WebhookConfig;
};

export const paymentsConfigFromEnv = (env: Env): PaymentsConfig => ({
  unverifiedDailyOutflowTiyn: BigInt(int(env, "PAYMENTS_UNVERIFIED_DAILY_OUTFLOW", 100_000, 0)) * 100n,
  checkoutTtlSeconds: int(env, "PAYMENTS_CHECKOUT_TTL_SECONDS", 1800, 1),
  personalDataKeys: personalDataKeysFromEnv(env),
  requestSweepCron: cronFromEnv(env, "PAYMENTS_REQUEST_SWEEP_CRON"),
  webhooks: webhookConfigFromEnv(env),
});
