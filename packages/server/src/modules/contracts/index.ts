// Public surface of the contracts module: other modules import from here only.

import { defineModule } from "../../platform/module.ts";
import { CONTRACTS_SETTINGS, type ContractsConfig, contractsConfigFromEnv } from "./config.ts";
import { CONTRACTS_IDS } from "./ids.ts";
import { contractMetrics } from "./metrics.ts";
import { contractOperations } from "./operations.ts";
import { sweepExpiredDocuments } from "./store.ts";

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
    const metrics = contractMetrics(ctx.metrics);
    return {
      handlers: contractOperations(ctx, config, metrics),
      // Queue `contracts-document-expiry`, the name the sweep has always had (a database keeps its schedule).
      jobs: [
        {
          name: "document-expiry",
          cron: config.sweepCron,
          run: async () => {
            const destroyed = await sweepExpiredDocuments(ctx.db);
            metrics.destroyed("expired", destroyed);
            return destroyed;
          },
        },
      ],
    };
  },
});
