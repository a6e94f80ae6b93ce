import type { Env } from "../../platform/env.ts";
import { int } from "../../platform/env.ts";
import { personalDataKeysFromEnv, type SealingKeys } from "../../platform/sealing.ts";

/** The payments module's settings (README, "Configuration"). */
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
};

export const paymentsConfigFromEnv = (env: Env): PaymentsConfig => ({
  unverifiedDailyOutflowTiyn: BigInt(int(env, "PAYMENTS_UNVERIFIED_DAILY_OUTFLOW", 100_000, 0)) * 100n,
  checkoutTtlSeconds: int(env, "PAYMENTS_CHECKOUT_TTL_SECONDS", 1800, 1),
  personalDataKeys: personalDataKeysFromEnv(env),
});
