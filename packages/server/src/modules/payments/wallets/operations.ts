import type { AppContext } from "../../../context.ts";
import { preparedOn } from "../../../db/prepared.ts";
import { amountField } from "../../../http/amount-field.ts";
import { type CsvColumn, writeCsv } from "../../../http/csv.ts";
import { idempotencyKeyReused } from "../../../http/idempotency.ts";
import { parsePageQuery } from "../../../http/pagination.ts";
import { formatMinorUnits } from "../../../money.ts";
import type { OperationHandlers } from "../../../platform/operations.ts";
import type { PaymentsConfig } from "../config.ts";
import { paymentsProblems } from "../problems.ts";
import { KZT } from "./currency.ts";
import { paymentTransferView, paymentWalletLookupView, paymentWalletView } from "./presenters.ts";
import {
  type EntryRow,
  entriesPage,
  exportEntries,
  lookupWallet,
  openWallet,
  ownWallet,
  walletIdOrOwn,
  walletOfUser,
} from "./store.ts";
import { createTransfer, findTransferOf } from "./transfer.ts";

const ENTRY_CSV: readonly CsvColumn<EntryRow>[] = [
  "id",
  { header: "movementId", value: (row) => row.movement_id },
  "kind",
  "direction",
  { header: "amount", value: (row) => formatMinorUnits(row.amount, KZT) },
  { header: "fee", value: (row) => formatMinorUnits(row.fee, KZT) },
  { header: "balanceAfter", value: (row) => formatMinorUnits(row.balance_after, KZT) },
  { header: "counterpartyWalletId", value: (row) => row.counterparty_wallet_id },
  { header: "createdAt", value: (row) => row.created_at },
];

/** Wallets, their history and P2P transfers (openapi/payments.yaml). */
export const walletOperations = (ctx: AppContext, config: PaymentsConfig): OperationHandlers => {
  const { db } = ctx;
  const prepare = preparedOn(ctx.database.kind);
  const keys = () => config.personalDataKeys();
  const { livemode } = config;

  return {
    openPaymentWallet: async ({ caller }) => {
      const { wallet, created } = await openWallet(db, caller().id, config.unverifiedDailyOutflowTiyn);
      if (!created) return { status: 200, body: paymentWalletView(wallet, livemode) };
      return {
        status: 201,
        headers: { Location: `/api/payments/wallets/${wallet.id}` },
        body: paymentWalletView(wallet, livemode),
      };
    },

    listPaymentWallets: async ({ caller }) => {
      const wallet = await walletOfUser(db, caller().id);
      return { status: 200, body: { items: wallet ? [paymentWalletView(wallet, livemode)] : [] } };
    },

    lookupPaymentWallet: async ({ caller, query }) => {
      caller();
      const found = await lookupWallet(db, query.email);
      if (!found) throw paymentsProblems.walletNotFound();
      return { status: 200, body: paymentWalletLookupView(found) };
    },

    getPaymentWallet: async ({ caller, params }) => ({
      status: 200,
      body: paymentWalletView(await ownWallet(db, caller().id, params.id), livemode),
    }),

    listPaymentWalletEntries: async ({ caller, params, query }) => {
      const page = parsePageQuery(query);
      const wallet = await ownWallet(db, caller().id, params.id);
      return { status: 200, body: await entriesPage(db, wallet, page, livemode) };
    },

    exportPaymentWalletEntriesCsv: async ({ caller, params }) => {
      const wallet = await ownWallet(db, caller().id, params.id);
      return {
        status: 200,
        contentType: "text/csv",
        send: (res) =>
          writeCsv(res, { filename: "wallet-entries.csv", columns: ENTRY_CSV, rows: exportEntries(db, wallet) }),
      };
    },

    createPaymentTransfer: async ({ caller, body, idempotencyKey }) => {
      const payerId = caller().id;
      const amount = amountField(body.amount);
      const from = await walletIdOrOwn(db, payerId, body.from);
      const row = await createTransfer(
        db,
        keys(),
        // An empty note is no note (and AES-GCM would seal nothing but its tag).
        { payerId, from, to: body.to, amount, description: body.description || null, idempotencyKey },
        prepare,
      );
      const replayed = row.from_wallet_id !== from || row.to_wallet_id !== body.to || row.amount !== amount;
      if (replayed) throw idempotencyKeyReused();
      return { status: 201, body: paymentTransferView(keys(), row, livemode) };
    },

    getPaymentTransfer: async ({ caller, params }) => {
      const row = await findTransferOf(db, caller().id, params.id);
      if (!row) throw paymentsProblems.transferNotFound();
      return { status: 200, body: paymentTransferView(keys(), row, livemode) };
    },
  };
};
