import type { Env } from "../../platform/env.ts";
import { int } from "../../platform/env.ts";
import { personalDataKeysFromEnv, type SealingKeys } from "../../platform/sealing.ts";
import { type WebhookConfig, webhookConfigFromEnv } from "./webhooks/config.ts";

/** The payments module's settings (README, "Configuration"). */
export type PaymentsConfig = {
  /**
   * PAYMENTS_UNVERIFIED_DAILY_OUTFLOW (KZT, default 100000): what a wallet whose owner has no approved
   * identity check may send out per UTC day, transfers (with their fee), payouts and paid requests
   * together. Approval lifts the cap.
   */
  unverifiedDailyOutflowTiyn: bigint;
  /** PERSONAL_DATA_KEY(S_PREVIOUS): transfer descriptions, notifications and KYC data are sealed under it. */
  personalDataKeys: () => SealingKeys;
  /** PAYMENTS_WEBHOOK_* and PAYMENTS_ALLOW_PRIVATE_WEBHOOKS: outbound merchant webhooks (webhooks/config.ts). */
  webhooks: WebhookConfig;
};

export const paymentsConfigFromEnv = (env: Env): PaymentsConfig => ({
  unverifiedDailyOutflowTiyn: BigInt(int(env, "PAYMENTS_UNVERIFIED_DAILY_OUTFLOW", 100_000, 0)) * 100n,
  personalDataKeys: personalDataKeysFromEnv(env),
  webhooks: webhookConfigFromEnv(env),
});
