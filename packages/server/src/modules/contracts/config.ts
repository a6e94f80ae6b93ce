import { type Env, integer } from "../../env.ts";
import { cronSetting } from "../../jobs/scheduled-job.ts";

/**
 * The contracts module's settings (docs/configuration.md). Each document's own key is sealed under
 * `ctx.personalDataKeys`, and the log's address hashes are keyed by it.
 */
export type ContractsConfig = {
  /**
   * When the pg-boss job that destroys documents past their expiry runs (null: off). A document past
   * its expiry is destroyed by the first read that finds it, whether or not the sweep has run.
   */
  sweepCron: string | null;
  /** Documents a user may have that are not destroyed yet (nor past their expiry). */
  maxLiveDocumentsPerUser: number;
};

const CONTRACTS_SWEEP_CRON = cronSetting("CONTRACTS_SWEEP_CRON", {
  description:
    "when the pg-boss job (the same machinery as the payment requests' sweep, `jobs/scheduled-job.ts`) destroys contract documents past their `expiresAt` (key and content overwritten with NULL); `off` turns the sweep off. Any read of an expired document destroys it first whether or not the sweep has run. A document's link is `PUBLIC_BASE_URL/api/contracts/view/<token>` (the request's own origin when `PUBLIC_BASE_URL` is unset)",
});
const CONTRACTS_MAX_LIVE_DOCUMENTS_PER_USER = integer("CONTRACTS_MAX_LIVE_DOCUMENTS_PER_USER", {
  default: 500,
  description:
    "contract documents a user may have that are not destroyed (viewed out, expired or revoked ones free their place; 403 `contract-document-limit` beyond)",
});

export const CONTRACTS_SETTINGS = [CONTRACTS_SWEEP_CRON, CONTRACTS_MAX_LIVE_DOCUMENTS_PER_USER];

export const contractsConfigFromEnv = (env: Env): ContractsConfig => ({
  sweepCron: CONTRACTS_SWEEP_CRON.read(env),
  maxLiveDocumentsPerUser: CONTRACTS_MAX_LIVE_DOCUMENTS_PER_USER.read(env),
});
