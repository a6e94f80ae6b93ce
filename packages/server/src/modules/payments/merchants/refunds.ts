import { type CommonQueryMethods, sql } from "slonik";
import type { Prepare } from "../../../db/prepared.ts";
import type { Page, PageQuery } from "../../../http/pagination.ts";
import { fetchPage } from "../../../persistence/pages.ts";
import type { SealingKeys } from "../../../sealing/seal.ts";
import { newRefundId } from "../ids.ts";
import { notify } from "../notifications/notify.ts";
import { kzt } from "../wallets/currency.ts";
import { move } from "../wallets/movements.ts";
import { paymentRefundView, paymentRequestView } from "./presenters.ts";
import { merchantProblems } from "./problems.ts";
import { ownRequest, REQUEST_COLUMNS, type RequestContext, type RequestRow } from "./requests.ts";

export type RefundRow = {
  id: string;
  request_id: string;
  merchant_wallet_id: string;
  payer_wallet_id: string;
  amount: bigint;
  created_at: string;
};

const REFUND_COLUMNS = sql.fragment`id, request_id, merchant_wallet_id, payer_wallet_id, amount, created_at`;

export type RefundInput = {
  merchantId: string;
  requestId: string;
  /** Tiyn to give back; the rest not yet refunded when undefined. */
  amount: bigint | undefined;
  idempotencyKey: string | undefined;
};

/**
 * Refunds a paid request, in ONE transaction: the request's row is locked (refunds that race are
 * counted one after another, so together they never pass the paid amount, which its CHECK also holds),
 * its refunded total grows, `amount` moves from the merchant's wallet back to the wallet that paid
 * (`request_refund`, no fee: paying a request had none), the refund is recorded, both sides are notified
 * and the merchant's endpoints get `payment_request.refunded`. Any refusal rolls all of it back.
 */
export const refundRequest = (
  ctx: RequestContext,
  keys: SealingKeys,
  input: RefundInput,
  prepare: Prepare,
): Promise<{ refund: RefundRow; request: RequestRow }> =>
  ctx.db.transaction(async (tx) => {
    const current = await ownRequest(tx, input.merchantId, input.requestId);
    const locked = (await tx.one(sql.unsafe`
      SELECT status, amount, amount_refunded, payer_id, payer_wallet_id FROM payment_requests
      WHERE id = ${current.id} FOR UPDATE`)) as {
      status: string;
      amount: bigint;
      amount_refunded: bigint;
      payer_id: string | null;
      payer_wallet_id: string | null;
    };
    if (locked.status !== "paid" || locked.payer_wallet_id === null || locked.payer_id === null) {
      throw merchantProblems.notPaid(current.status);
    }
    const remaining = locked.amount - locked.amount_refunded;
    const amount = input.amount ?? remaining;
    if (amount <= 0n || amount > remaining) throw merchantProblems.refundExceedsPaid(kzt(remaining).toFixed(2));
    const id = newRefundId();
    const request = (await tx.one(sql.unsafe`
      UPDATE payment_requests SET amount_refunded = amount_refunded + ${amount}::bigint
      WHERE id = ${current.id}
      RETURNING ${REQUEST_COLUMNS}`)) as RequestRow;
    await move(
      tx,
      {
        id,
        legs: [{ kind: "request_refund", from: request.merchant_wallet_id, to: locked.payer_wallet_id, amount }],
        userWallets: [locked.payer_wallet_id],
        idempotencyKey: input.idempotencyKey,
      },
      prepare,
    );
    const refund = (await tx.one(sql.unsafe`
      INSERT INTO payment_refunds (id, request_id, merchant_id, merchant_wallet_id, payer_wallet_id, amount)
      VALUES (${id}, ${request.id}, ${input.merchantId}, ${request.merchant_wallet_id}, ${locked.payer_wallet_id},
        ${amount}::bigint)
      RETURNING ${REFUND_COLUMNS}`)) as RefundRow;
    const about = { requestId: request.id, refundId: id, amount: kzt(amount), reference: request.reference };
    await notify(tx, keys, { userId: input.merchantId, kind: "request.refunded", data: about });
    await notify(tx, keys, {
      userId: locked.payer_id,
      kind: "refund.received",
      data: { requestId: request.id, refundId: id, amount: kzt(amount), walletId: locked.payer_wallet_id },
    });
    await ctx.emit(tx, {
      merchantId: input.merchantId,
      type: "payment_request.refunded",
      data: { ...paymentRequestView(ctx.publicBaseUrl, request, ctx.livemode), refund: { id, amount: kzt(amount) } },
    });
    return { refund, request };
  });

/** One of the merchant's requests' refunds, newest first (404 for a request not theirs). */
export const refundsPage = async (
  db: CommonQueryMethods,
  merchantId: string,
  requestId: string,
  page: PageQuery,
  livemode: boolean,
): Promise<Page<ReturnType<typeof paymentRefundView>>> => {
  await ownRequest(db, merchantId, requestId);
  return fetchPage(db, {
    page,
    columns: REFUND_COLUMNS,
    from: sql.fragment`payment_refunds`,
    where: sql.fragment`request_id = ${requestId}`,
    orderBy: "id",
    map: (row: RefundRow) => paymentRefundView(row, livemode),
  });
};
