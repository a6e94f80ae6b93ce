// Public surface of the contracts module: other modules import from here only.

import { type ScheduledJob, startScheduledJob } from "../../jobs/scheduled-job.ts";
import { defineModule } from "../../platform/module.ts";
import { CONTRACTS_SETTINGS, type ContractsConfig, contractsConfigFromEnv } from "./config.ts";
import { CONTRACTS_IDS } from "./ids.ts";
import { contractMetrics } from "./metrics.ts";
import { contractOperations } from "./operations.ts";
import { sweepExpiredDocuments } from "./store.ts";

export const CONTRACTS_SWEEP_QUEUE = "contracts-document-expiry";

/**
 * Self-destructing contract documents (openapi/contracts.yaml): five templates, documents encrypted
 * under keys of their own, read through a one-time link a limited number of times, then destroyed for
 * good (crypto-shredding) at their last view, their expiry (a pg-boss sweep, and any read that finds
 * one expired) or their owner's revocation.
 */
export const contractsModule = defineModule<ContractsConfig>({
  segment: "contracts",
  catalog: {
    id: "contracts",
    code: "CTR",
    name: "Self-destructing contracts",
    summary:
      "Contract documents from five templates, encrypted under keys of their own, read through a one-time link a limited number of times, then crypto-shredded.",
    kind: "product",
    status: "mvp",
    priority: 8,
    tags: ["documents", "templates", "privacy", "csv-export"],
  },
  config: contractsConfigFromEnv,
  settings: CONTRACTS_SETTINGS,
  migrations: new URL("./migrations/", import.meta.url),
  ids: CONTRACTS_IDS,
  create: (ctx, { config }) => {
    let sweeper: ScheduledJob | undefined;
    const metrics = contractMetrics(ctx.metrics);
    return {
      handlers: contractOperations(ctx, config, metrics),
      start: () => {
        if (config.sweepCron === null) return;
        sweeper = startScheduledJob({
          connectionUri: ctx.database.connectionUri,
          queue: CONTRACTS_SWEEP_QUEUE,
          cron: config.sweepCron,
          logger: ctx.logger,
          name: "contracts-sweep",
          run: async () => {
            const destroyed = await sweepExpiredDocuments(ctx.db);
            metrics.destroyed("expired", destroyed);
            return destroyed;
          },
        });
      },
      stop: async () => {
        await sweeper?.stop();
      },
    };
  },
});
