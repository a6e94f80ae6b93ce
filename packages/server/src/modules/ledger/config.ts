import { type Env, integer } from "../../env.ts";

/** The wallet's settings (docs/configuration.md). */
export type LedgerConfig = {
  topupMax: number;
  topupsPerHour: number;
};

const TOPUP_MAX = integer("TOPUP_MAX", {
  default: 1_000_000,
  min: 1,
  description: "the wallet faucet: largest single top-up, in whole TNU (422 `topup-limit` beyond)",
});
const TOPUP_LIMIT_PER_HOUR = integer("TOPUP_LIMIT_PER_HOUR", {
  default: 10,
  min: 1,
  test: 1_000_000,
  description:
    "the wallet faucet: top-ups per user in any rolling hour (429 `topup-rate-limited` with `Retry-After` beyond)",
});

export const LEDGER_SETTINGS = [TOPUP_MAX, TOPUP_LIMIT_PER_HOUR];

export const ledgerConfigFromEnv = (env: Env): LedgerConfig => ({
  topupMax: TOPUP_MAX.read(env),
  topupsPerHour: TOPUP_LIMIT_PER_HOUR.read(env),
});
