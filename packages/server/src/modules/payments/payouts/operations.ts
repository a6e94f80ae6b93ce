import { sql } from "slonik";
import type { AppContext } from "../../../context.ts";
import { preparedOn } from "../../../db/prepared.ts";
import { amountField } from "../../../http/amount-field.ts";
import { requireAdmin } from "../../../http/auth.ts";
import { type CsvColumn, writeCsv } from "../../../http/csv.ts";
import { idempotencyKeyReused } from "../../../http/idempotency.ts";
import { parsePageQuery } from "../../../http/pagination.ts";
import { formatMinorUnits } from "../../../money.ts";
import { fetchPage, oldestFirstPage } from "../../../persistence/pages.ts";
import type { OperationHandlers } from "../../../platform/operations.ts";
import { type Acquirer, AcquirerError, type AcquirerPayout } from "../acquirer/acquirer.ts";
import { acquirerUnavailable } from "../acquirer/problems.ts";
import type { PaymentsConfig } from "../config.ts";
import { KZT } from "../wallets/currency.ts";
import { walletIdOrOwn } from "../wallets/store.ts";
import { kzIbanProblem, maskIban, normalizeIban } from "./iban.ts";
import { adminPayoutView, payoutView } from "./presenters.ts";
import { payoutProblems } from "./problems.ts";
import {
  createPayout,
  decidePayout,
  exportPayouts,
  openPayoutDestination,
  ownPayout,
  PAYOUT_COLUMNS,
  type PayoutRow,
  type PayoutStatus,
  payoutById,
} from "./store.ts";

const PAYOUT_CSV: readonly CsvColumn<PayoutRow & { holderName: string }>[] = [
  "id",
  "status",
  { header: "amount", value: (row) => formatMinorUnits(row.amount, KZT) },
  { header: "walletId", value: (row) => row.wallet_id },
  { header: "iban", value: (row) => maskIban(row.iban_last4) },
  "holderName",
  { header: "createdAt", value: (row) => row.created_at },
  { header: "updatedAt", value: (row) => row.updated_at },
  { header: "reason", value: (row) => row.history.findLast((e) => e.status === "rejected")?.reason ?? null },
];

/** Payouts and the operators' payout queue (openapi/payouts.yaml). */
export const payoutOperations = (
  ctx: AppContext,
  config: PaymentsConfig,
  acquirer: Acquirer | undefined,
): OperationHandlers => {
  const { db } = ctx;
  const prepare = preparedOn(ctx.database.kind);
  const keys = () => config.personalDataKeys();

  /**
   * Settles a pending payout. Live mode: the acquirer pays it out first (keyed by the payout: approvals
   * that race pay once); paid at once, it settles; else it is `processing` until the acquirer reports the
   * bank's answer (payouts/live.ts). Test mode: nothing leaves, settling records the operator's word.
   */
  const approve = async (id: string, actorId: string): Promise<PayoutRow> => {
    if (acquirer === undefined) return decidePayout(db, keys(), id, { to: "settled", actorId }, prepare);
    const row = await payoutById(db, id);
    if (row === null) throw payoutProblems.notFound();
    if (row.status !== "pending") throw payoutProblems.notPending(row.status);
    const destination = openPayoutDestination(keys(), row);
    let paid: AcquirerPayout;
    try {
      paid = await acquirer.payout({
        amount: row.amount,
        reference: id,
        iban: destination.iban,
        holderName: destination.holderName,
        notifyUrl: `${ctx.config.publicBaseUrl}/api/payments/acquirer/notifications`,
        idempotencyKey: `payout-${id}`,
      });
    } catch (err) {
      if (!(err instanceof AcquirerError)) throw err;
      if (err.failure === "refused") throw payoutProblems.refusedByAcquirer(err.code ?? err.message);
      throw acquirerUnavailable(err);
    }
    if (paid.status === "failed") throw payoutProblems.refusedByAcquirer("it reported the payout failed");
    const transition =
      paid.status === "paid"
        ? ({ to: "settled", actorId } as const)
        : ({ to: "processing", actorId, acquirerPayoutId: paid.id } as const);
    return decidePayout(db, keys(), id, transition, prepare);
  };

  return {
    createPayout: async ({ caller, body, idempotencyKey }) => {
      const userId = caller().id;
      const amount = amountField(body.amount);
      const iban = normalizeIban(body.destination.iban);
      const problem = kzIbanProblem(iban);
      if (problem !== null) throw payoutProblems.invalidIban(problem);
      const walletId = await walletIdOrOwn(db, userId, body.walletId);
      const k = keys();
      const { row, replayed } = await createPayout(
        db,
        k,
        { userId, walletId, amount, iban, holderName: body.destination.holderName, idempotencyKey },
        prepare,
      );
      if (replayed) {
        const destination = openPayoutDestination(k, row);
        const same =
          row.wallet_id === walletId &&
          row.amount === amount &&
          destination.iban === iban &&
          destination.holderName === body.destination.holderName;
        if (!same) throw idempotencyKeyReused();
      }
      return {
        status: 201,
        headers: { Location: `/api/payments/payouts/${row.id}` },
        body: payoutView(k, row, config.livemode),
      };
    },

    listPayouts: async ({ caller, query }) => {
      const userId = caller().id;
      const page = parsePageQuery(query);
      const status = query.status as PayoutStatus | undefined;
      const k = keys();
      return {
        status: 200,
        body: await fetchPage(db, {
          page,
          columns: PAYOUT_COLUMNS,
          from: sql.fragment`payment_payouts`,
          where:
            status === undefined
              ? sql.fragment`user_id = ${userId}`
              : sql.fragment`user_id = ${userId} AND status = ${status}`,
          orderBy: "id",
          map: (row: PayoutRow) => payoutView(k, row, config.livemode),
        }),
      };
    },

    exportPayoutsCsv: async ({ caller }) => {
      const userId = caller().id;
      const k = keys();
      async function* rows() {
        for await (const row of exportPayouts(db, userId)) {
          yield { ...row, holderName: openPayoutDestination(k, row).holderName };
        }
      }
      return {
        status: 200,
        contentType: "text/csv",
        send: (res) => writeCsv(res, { filename: "payouts.csv", columns: PAYOUT_CSV, rows: rows() }),
      };
    },

    getPayout: async ({ caller, params }) => ({
      status: 200,
      body: payoutView(keys(), await ownPayout(db, caller().id, params.id), config.livemode),
    }),

    cancelPayout: async ({ caller, params }) => {
      const userId = caller().id;
      const row = await decidePayout(
        db,
        keys(),
        params.id,
        { to: "cancelled", actorId: userId, ownerId: userId },
        prepare,
      );
      return { status: 200, body: payoutView(keys(), row, config.livemode) };
    },

    listAdminPayouts: async ({ caller, query }) => {
      requireAdmin(caller(), "see the payout queue");
      const page = parsePageQuery(query);
      const status = (query.status as PayoutStatus | undefined) ?? "pending";
      const k = keys();
      return {
        status: 200,
        body: await oldestFirstPage(db, {
          page,
          columns: PAYOUT_COLUMNS,
          from: sql.fragment`payment_payouts`,
          where: sql.fragment`status = ${status}`,
          map: (row: PayoutRow) => adminPayoutView(k, row, config.livemode),
        }),
      };
    },

    approvePayout: async ({ caller, params }) => {
      const admin = requireAdmin(caller(), "settle payouts");
      const row = await approve(params.id, admin.id);
      return { status: 200, body: adminPayoutView(keys(), row, config.livemode) };
    },

    rejectPayout: async ({ caller, params, body }) => {
      const admin = requireAdmin(caller(), "reject payouts");
      const row = await decidePayout(
        db,
        keys(),
        params.id,
        { to: "rejected", actorId: admin.id, reason: body.reason },
        prepare,
      );
      return { status: 200, body: adminPayoutView(keys(), row, config.livemode) };
    },
  };
};
