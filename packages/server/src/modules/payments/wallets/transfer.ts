import { type DatabasePool, sql } from "slonik";
import type { Prepare } from "../../../db/prepared.ts";
import type { Schema } from "../../../platform/operations.ts";
import { type SealingKeys, sealBytes, unsealBytes } from "../../../platform/sealing.ts";
import { anyFeeShard, newTransferId } from "../ids.ts";
import { notify } from "../notifications/notify.ts";
import { paymentsProblems } from "../problems.ts";
import { transferFee } from "./fees.ts";
import { move } from "./movements.ts";
import { kzt } from "./store.ts";

export type TransferInput = {
  payerId: string;
  from: string;
  to: string;
  /** Tiyn, positive (checked by the route). */
  amount: bigint;
  description: string | null;
  idempotencyKey: string | undefined;
};

export type TransferRow = {
  id: string;
  from_wallet_id: string;
  to_wallet_id: string;
  amount: bigint;
  fee: bigint;
  description: Buffer | null;
  created_at: string;
};

const descriptionAad = (id: string) => `payment_transfers:${id}:description`;

export const toTransfer = (keys: SealingKeys, row: TransferRow): Schema<"PaymentTransfer"> => ({
  id: row.id,
  from: row.from_wallet_id,
  to: row.to_wallet_id,
  amount: kzt(row.amount),
  fee: kzt(row.fee),
  total: kzt(row.amount + row.fee),
  description:
    row.description === null
      ? null
      : unsealBytes(keys, descriptionAad(row.id), row.description, `transfer ${row.id}'s description`).toString("utf8"),
  createdAt: row.created_at,
});

/**
 * A P2P transfer: in one transaction, the movement (amount to the payee, fee to a shard of the fee
 * account, both from the payer's wallet, checked and locked in one statement), the transfer's row and
 * the payee's notification. A retry with the same Idempotency-Key whose first attempt committed (its
 * answer lost) finds the row by the key (unique per payer) instead of moving the money again.
 */
export const createTransfer = async (
  pool: DatabasePool,
  keys: SealingKeys,
  input: TransferInput,
  prepare: Prepare,
): Promise<TransferRow> => {
  if (input.from === input.to) throw paymentsProblems.sameWallet();
  if (input.idempotencyKey !== undefined) {
    const earlier = await findTransferByKey(pool, input.payerId, input.idempotencyKey);
    if (earlier) return earlier;
  }
  const id = newTransferId();
  const fee = transferFee(input.amount);
  const description =
    input.description === null ? null : sealBytes(keys, descriptionAad(id), Buffer.from(input.description));
  return pool.transaction(async (tx) => {
    const moved = await move(
      tx,
      {
        id,
        legs: [
          { kind: "p2p", from: input.from, to: input.to, amount: input.amount },
          { kind: "p2p_fee", from: input.from, to: anyFeeShard(), amount: fee },
        ],
        payer: { walletId: input.from, ownerId: input.payerId, outflow: input.amount + fee },
        userWallets: [input.to],
        fee,
        idempotencyKey: input.idempotencyKey,
      },
      prepare,
    );
    const row = (await tx.one(sql.unsafe`
      WITH inserted AS (
        INSERT INTO payment_transfers (id, payer_id, from_wallet_id, to_wallet_id, amount, fee, description, idempotency_key, created_at)
        VALUES (${id}, ${input.payerId}, ${input.from}, ${input.to}, ${String(input.amount)}::int8, ${String(fee)}::int8,
          ${description === null ? null : sql.binary(description)}, ${input.idempotencyKey ?? null}::text, ${moved.createdAt}::timestamptz)
        RETURNING id, from_wallet_id, to_wallet_id, amount, fee, description, created_at, to_wallet_id AS payee_wallet
      )
      SELECT i.id, i.from_wallet_id, i.to_wallet_id, i.amount, i.fee, i.description, i.created_at, w.owner_id AS payee_id
      FROM inserted i JOIN payment_wallets w ON w.id = i.payee_wallet`)) as TransferRow & { payee_id: string };
    await notify(tx, keys, {
      userId: row.payee_id,
      kind: "transfer.received",
      data: { transferId: id, fromWalletId: input.from, toWalletId: input.to, amount: kzt(input.amount) },
    });
    const { payee_id: _payee, ...transfer } = row;
    return transfer;
  });
};

/** A transfer the user sent or received, or null (for anyone else it does not exist). */
export const findTransferOf = async (db: DatabasePool, userId: string, id: string): Promise<TransferRow | null> =>
  (await db.maybeOne(sql.unsafe`
    SELECT t.id, t.from_wallet_id, t.to_wallet_id, t.amount, t.fee, t.description, t.created_at
    FROM payment_transfers t JOIN payment_wallets payee ON payee.id = t.to_wallet_id
    WHERE t.id = ${id} AND (t.payer_id = ${userId} OR payee.owner_id = ${userId})`)) as TransferRow | null;

export const findTransferByKey = async (db: DatabasePool, payerId: string, key: string): Promise<TransferRow | null> =>
  (await db.maybeOne(sql.unsafe`
    SELECT id, from_wallet_id, to_wallet_id, amount, fee, description, created_at
    FROM payment_transfers WHERE payer_id = ${payerId} AND idempotency_key = ${key}`)) as TransferRow | null;
