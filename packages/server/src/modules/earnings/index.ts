// Public surface of the earnings module: other modules import from here only.

import type { AuthenticatedUser } from "../../http/auth.ts";
import type { Page, PageQuery } from "../../http/pagination.ts";
import { defineModule } from "../../platform/module.ts";
import type { Schema } from "../../platform/operations.ts";
import { EARNINGS_SETTINGS, type EarningsConfig, earningsConfigFromEnv } from "./config.ts";
import { claimPendingEarnings } from "./credit.ts";
import { EARNINGS_IDS } from "./ids.ts";
import { prizesPage } from "./lists.ts";
import { partnerWebhookMetrics } from "./metrics.ts";
import { earningsOperations, partnerWebhookGate } from "./operations.ts";

/** What other modules read of partner earnings. */
export type EarningsService = {
  /** The caller's tournament prizes (records of source `chess`), newest first: the chess module lists them. */
  prizesPage: (user: AuthenticatedUser, query: PageQuery) => Promise<Page<Schema<"PrizeEntry">>>;
};

declare module "../../platform/module.ts" {
  interface Services {
    earnings: EarningsService;
  }
}

export const earningsModule = defineModule<EarningsConfig, EarningsService>({
  segment: "earnings",
  config: earningsConfigFromEnv,
  settings: EARNINGS_SETTINGS,
  migrations: new URL("./migrations/", import.meta.url),
  ids: EARNINGS_IDS,
  create: (ctx, { config }) => {
    const metrics = partnerWebhookMetrics(ctx.metrics);
    return {
      handlers: earningsOperations(ctx, metrics),
      // Partner webhooks prove their origin before the contract looks at their bodies.
      beforeValidation: partnerWebhookGate(config, metrics),
      service: { prizesPage: (user, query) => prizesPage(ctx.db, user, query) },
      // Runs after the ledger's hook, which opened the new user's default account in the same transaction:
      // what partners reported for the email before the user existed is credited to it now.
      hooks: {
        userCreated: async (tx, user) => void (await claimPendingEarnings(tx, { userId: user.id, email: user.email })),
      },
    };
  },
});
