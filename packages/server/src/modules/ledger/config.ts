import { type Env, int, isTest } from "../../env.ts";

/** The wallet's settings (docs/configuration.md). */
export type LedgerConfig = {
  /** TOPUP_MAX: the largest single top-up, in whole TNU. */
  topupMax: number;
  /** TOPUP_LIMIT_PER_HOUR: top-ups per user in any rolling hour (out of reach under NODE_ENV=test unless set). */
  topupsPerHour: number;
};

export const ledgerConfigFromEnv = (env: Env): LedgerConfig => ({
  topupMax: int(env, "TOPUP_MAX", 1_000_000, 1),
  topupsPerHour: int(env, "TOPUP_LIMIT_PER_HOUR", isTest(env) ? 1_000_000 : 10, 1),
});
