import { sql } from "slonik";
import type { Prepare } from "../../../db/prepared.ts";
import type { SealingKeys } from "../../../sealing/seal.ts";
import { notify } from "../notifications/notify.ts";
import { kzt } from "../wallets/currency.ts";
import { move } from "../wallets/movements.ts";
import { ownWallet, walletIdOrOwn } from "../wallets/store.ts";
import { merchantProblems } from "./problems.ts";
import { REQUEST_COLUMNS, type RequestContext, type RequestRow, recordTransition } from "./requests.ts";

export type PayInput = {
  requestId: string;
  payerId: string;
  /** The payer's wallet to pay from (default theirs). */
  walletId: string | undefined;
  idempotencyKey: string | undefined;
};

/**
 * Pays a request, in ONE transaction: the conditional flip `open → paid` (only while open and
 * unexpired: of two payers racing, the second finds it paid once the first commits), the movement of
 * `amount` from the payer's wallet to the merchant's (`request_payment`, no fee, counted against the
 * payer's daily outflow cap), the transition's record, the merchant's `request.paid` notification and
 * the `payment_request.paid` event. Any refusal rolls all of it back.
 */
export const payRequest = async (
  ctx: RequestContext,
  keys: SealingKeys,
  input: PayInput,
  prepare: Prepare,
): Promise<RequestRow> =>
  ctx.db.transaction(async (tx) => {
    const current = (await tx.maybeOne(sql.unsafe`
      SELECT ${REQUEST_COLUMNS} FROM payment_requests WHERE id = ${input.requestId}`)) as RequestRow | null;
    if (!current) throw merchantProblems.requestNotFound();
    if (current.merchant_id === input.payerId) throw merchantProblems.ownRequest();
    // The payer's wallet: theirs or the same 404 as an unknown one (move checks it again under its lock).
    const from = await walletIdOrOwn(tx, input.payerId, input.walletId);
    if (input.walletId !== undefined) await ownWallet(tx, input.payerId, from);
    const paid = (await tx.maybeOne(sql.unsafe`
      UPDATE payment_requests SET status = 'paid', paid_at = now(), payer_id = ${input.payerId},
        payer_wallet_id = ${from}
      WHERE id = ${input.requestId} AND status = 'open' AND expires_at > now()
      RETURNING ${REQUEST_COLUMNS}`)) as RequestRow | null;
    if (!paid) {
      // Read again: in READ COMMITTED this sees what the statement above waited for (a racing payment).
      const now = (await tx.one(sql.unsafe`
        SELECT ${REQUEST_COLUMNS} FROM payment_requests WHERE id = ${input.requestId}`)) as RequestRow;
      if (now.status === "expired") throw merchantProblems.expired();
      throw merchantProblems.notOpen(now.status);
    }
    await move(
      tx,
      {
        id: paid.id,
        legs: [{ kind: "request_payment", from, to: paid.merchant_wallet_id, amount: paid.amount }],
        payer: { walletId: from, ownerId: input.payerId, outflow: paid.amount },
        userWallets: [paid.merchant_wallet_id],
        idempotencyKey: input.idempotencyKey,
      },
      prepare,
    );
    await recordTransition(tx, ctx, paid, "paid", input.payerId);
    await notify(tx, keys, {
      userId: paid.merchant_id,
      kind: "request.paid",
      data: { requestId: paid.id, amount: kzt(paid.amount), reference: paid.reference, payerWalletId: from },
    });
    return paid;
  });
