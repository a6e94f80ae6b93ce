// Public surface of the ledger module: other modules import from here only.
import { defineModule } from "../../platform/module.ts";
import { openDefaultAccount } from "./accounts.ts";
import { LEDGER_SETTINGS, type LedgerConfig, ledgerConfigFromEnv } from "./config.ts";
import { LEDGER_IDS } from "./ids.ts";
import { ledgerOperations } from "./operations.ts";

export { defaultAccounts } from "./accounts.ts";
export { newOperationId } from "./ids.ts";
export { mintAccount } from "./issuance.ts";
export { fundsProblem } from "./problems.ts";

export const ledgerModule = defineModule<LedgerConfig>({
  segment: "ledger",
  migrations: new URL("./migrations/", import.meta.url),
  catalog: {
    id: "ledger",
    code: "LDG",
    name: "Wallet ledger",
    summary: "Wallet accounts in the test-net unit: top-up, transfers, paginated ledger operations and CSV export.",
    kind: "product",
    status: "mvp",
    priority: 2,
    tags: ["fintech", "wallet", "ledger", "idempotency", "csv-export"],
  },
  config: ledgerConfigFromEnv,
  settings: LEDGER_SETTINGS,
  ids: LEDGER_IDS,
  create: (ctx, { config }) => ({
    handlers: ledgerOperations(ctx, config),
    // These operations keep the idempotency scope that the keys stored for them carry.
    bindOptions: { idempotencyScope: { topUpLedgerAccount: "ledger.topup", createLedgerTransfer: "ledger.transfer" } },
    hooks: { userCreated: async (tx, user) => void (await openDefaultAccount(tx, user.id)) },
  }),
});
