import type { Env } from "../../env.ts";
import { int } from "../../env.ts";
import { cronFromEnv } from "../../jobs/scheduled-job.ts";
import { personalDataKeysFromEnv, type SealingKeys } from "../../sealing/seal.ts";

/** The contracts module's settings (docs/configuration.md). */
export type ContractsConfig = {
  /** PERSONAL_DATA_KEY(S_PREVIOUS): each document's own key is sealed under it; the log's address hashes are keyed by it. */
  keys: () => SealingKeys;
  /**
   * CONTRACTS_SWEEP_CRON (default `* * * * *`, each minute; `off` turns it off; off by default when
   * NODE_ENV=test): when the pg-boss job that destroys documents past their expiry runs. A document
   * past its expiry is destroyed by the first read that finds it, whether or not the sweep has run.
   */
  sweepCron: string | null;
  /**
   * CONTRACTS_MAX_LIVE_DOCUMENTS_PER_USER: documents a user may have that are not destroyed yet (nor past
   * their expiry); one that is destroyed (viewed out, expired, revoked) frees its place.
   */
  maxLiveDocumentsPerUser: number;
};

export const contractsConfigFromEnv = (env: Env): ContractsConfig => ({
  keys: personalDataKeysFromEnv(env),
  sweepCron: cronFromEnv(env, "CONTRACTS_SWEEP_CRON"),
  maxLiveDocumentsPerUser: int(env, "CONTRACTS_MAX_LIVE_DOCUMENTS_PER_USER", 500, 0),
});
