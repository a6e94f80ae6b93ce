import type { AppContext } from "../../context.ts";
import { preparedOn } from "../../db/prepared.ts";
import { amountField } from "../../http/amount-field.ts";
import { writeCsv } from "../../http/csv.ts";
import { idempotencyKeyReused } from "../../http/idempotency.ts";
import { parsePageQuery } from "../../http/pagination.ts";
import { toMinorUnits } from "../../money.ts";
import type { OperationHandlers } from "../../platform/operations.ts";
import { findOwnAccount, listAccounts, lookupDefaultAccount, openAccount } from "./accounts.ts";
import type { LedgerConfig } from "./config.ts";
import { ACCOUNT_CSV, OPERATION_CSV, TRANSFER_CSV } from "./csv-columns.ts";
import { exportRows, operationsPage, transfersPage } from "./ledger-lists.ts";
import { ledgerMetrics, type MoneyMovementMetrics } from "./metrics.ts";
import { accountView, topupResultView, transferView } from "./presenters.ts";
import { ledgerProblems } from "./problems.ts";
import { findRecordedEffect } from "./recorded-effect.ts";
import { topup } from "./topup.ts";
import { transfer } from "./transfer.ts";

/** Runs a money-moving handler, counting how it ended (a throw by the problem it answers with). */
const counted = async <T>(metrics: MoneyMovementMetrics, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (err) {
    metrics.failed(err);
    throw err;
  }
};

/** The wallet's operations (openapi/ledger.yaml). Every one is authenticated by the contract. */
export const ledgerOperations = (ctx: AppContext, config: LedgerConfig): OperationHandlers => {
  const { db } = ctx;
  const topupCap = toMinorUnits(config.topupMax);
  const prepare = preparedOn(ctx.database.kind);
  const metrics = ledgerMetrics(ctx.metrics);

  return {
    listLedgerAccounts: async ({ caller }) => {
      const items = (await listAccounts(db, caller().id)).map(accountView);
      return { status: 200, body: { items, total: items.length } };
    },

    getLedgerAccount: async ({ caller, params }) => {
      const row = await findOwnAccount(db, caller().id, params.id);
      if (row === null) throw ledgerProblems.accountNotFound();
      return { status: 200, body: accountView(row) };
    },

    openLedgerAccount: async ({ caller }) => ({ status: 201, body: accountView(await openAccount(db, caller().id)) }),

    exportLedgerAccountsCsv: async ({ caller }) => {
      const rows = await listAccounts(db, caller().id);
      return {
        status: 200,
        contentType: "text/csv",
        send: (res) => writeCsv(res, { filename: "accounts.csv", columns: ACCOUNT_CSV, rows }),
      };
    },

    lookupLedgerAccount: async ({ caller, query }) => {
      caller();
      const found = await lookupDefaultAccount(db, query.email);
      if (!found) throw ledgerProblems.userNotFound();
      return { status: 200, body: found };
    },

    topUpLedgerAccount: ({ caller, body, idempotencyKey }) =>
      counted(metrics.topup, async () => {
        const callerId = caller().id;
        const amount = amountField(body.amount);
        if (amount > topupCap) throw ledgerProblems.topupLimit(config.topupMax);
        if (idempotencyKey !== undefined) {
          const earlier = await findRecordedEffect(db, { kind: "topup", callerId, idempotencyKey });
          if (earlier) {
            if (earlier.to_account_id !== body.accountId || earlier.amount !== amount) throw idempotencyKeyReused();
            metrics.topup.replayed();
            return { status: 200 as const, body: topupResultView(earlier) };
          }
        }
        const row = await topup(db, {
          callerId,
          accountId: body.accountId,
          amount,
          idempotencyKey,
          perHour: config.topupsPerHour,
        });
        metrics.topup.committed(amount);
        return { status: 200 as const, body: topupResultView(row) };
      }),

    createLedgerTransfer: ({ caller, body, idempotencyKey }) =>
      counted(metrics.transfer, async () => {
        const callerId = caller().id;
        const amount = amountField(body.amount);
        if (body.from === body.to) {
          throw ledgerProblems.sameAccount();
        }
        if (idempotencyKey !== undefined) {
          const earlier = await findRecordedEffect(db, { kind: "transfer", callerId, idempotencyKey });
          if (earlier) {
            const same =
              earlier.from_account_id === body.from && earlier.to_account_id === body.to && earlier.amount === amount;
            if (!same) throw idempotencyKeyReused();
            metrics.transfer.replayed();
            return { status: 201 as const, body: transferView(earlier) };
          }
        }
        const row = await transfer(db, { callerId, from: body.from, to: body.to, amount, idempotencyKey }, prepare);
        metrics.transfer.committed(amount);
        return { status: 201 as const, body: transferView(row) };
      }),

    listLedgerOperations: async ({ caller, query }) => ({
      status: 200,
      body: await operationsPage(db, caller().id, parsePageQuery(query)),
    }),

    listLedgerTransfers: async ({ caller, query }) => ({
      status: 200,
      body: await transfersPage(db, caller().id, parsePageQuery(query)),
    }),

    exportLedgerOperationsCsv: async ({ caller }) => {
      const rows = exportRows(db, "operations", caller().id);
      return {
        status: 200,
        contentType: "text/csv",
        send: (res) => writeCsv(res, { filename: "operations.csv", columns: OPERATION_CSV, rows }),
      };
    },

    exportLedgerTransfersCsv: async ({ caller }) => {
      const rows = exportRows(db, "transfers", caller().id);
      return {
        status: 200,
        contentType: "text/csv",
        send: (res) => writeCsv(res, { filename: "transfers.csv", columns: TRANSFER_CSV, rows }),
      };
    },
  };
};
