import { type DatabasePool, sql, UniqueIntegrityConstraintViolationError } from "slonik";
import type { Prepare } from "../../../db/prepared.ts";
import { type SealingKeys, sealBytes, unsealBytes } from "../../../sealing/seal.ts";
import { anyFeeShard, newTransferId } from "../ids.ts";
import { notificationRow } from "../notifications/notify.ts";
import { paymentsProblems } from "../problems.ts";
import { kzt } from "./currency.ts";
import { transferFee } from "./fees.ts";
import { move } from "./movements.ts";

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
  /** The description as written, when this process has it (a transfer just made): nothing to open. */
  description_text?: string | null;
};

const descriptionAad = (id: string) => `payment_transfers:${id}:description`;

/** The description as written: the one this process has (a transfer just made), else opened. */
export const openTransferDescription = (keys: SealingKeys, row: TransferRow): string | null =>
  row.description_text !== undefined
    ? row.description_text
    : row.description === null
      ? null
      : unsealBytes(keys, descriptionAad(row.id), row.description, `transfer ${row.id}'s description`).toString("utf8");

/**
 * A P2P transfer as ONE statement (no transaction held open across round trips): the movement (the
 * amount to the payee, the fee to a shard of the fee account, both from the payer's wallet, checked
 * and locked in id order), and, only when the money moved, the transfer's row and the payee's
 * notification (movements.ts `also`). A retry with the same Idempotency-Key whose first attempt
 * committed (its answer lost) finds the row by the key (unique per payer) instead of moving the money
 * again; two such retries at once cannot both commit (the unique index), and the loser answers the
 * winner's transfer.
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
  const moved = sql.fragment`EXISTS (SELECT 1 FROM moved)`;
  const note = notificationRow(
    keys,
    {
      userId: sql.fragment`(SELECT owner_id FROM locked WHERE id = ${input.to})`,
      kind: "transfer.received",
      data: { transferId: id, fromWalletId: input.from, toWalletId: input.to, amount: kzt(input.amount) },
    },
    moved,
  );
  try {
    const done = await move(
      pool,
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
        also: {
          statement: "transfer",
          writes: [
            sql.fragment`
              INSERT INTO payment_transfers (id, payer_id, from_wallet_id, to_wallet_id, amount, fee, description, idempotency_key)
              SELECT ${id}, ${input.payerId}, ${input.from}, ${input.to}, ${String(input.amount)}::int8, ${String(fee)}::int8,
                ${description === null ? null : sql.binary(description)}::bytea, ${input.idempotencyKey ?? null}::text
              WHERE ${moved}`,
            sql.fragment`INSERT INTO payment_notifications (id, user_id, kind, data) ${note}`,
          ],
        },
      },
      prepare,
    );
    return {
      id,
      from_wallet_id: input.from,
      to_wallet_id: input.to,
      amount: input.amount,
      fee,
      description,
      description_text: input.description,
      created_at: done.createdAt,
    };
  } catch (err) {
    if (err instanceof UniqueIntegrityConstraintViolationError && input.idempotencyKey !== undefined) {
      const winner = await findTransferByKey(pool, input.payerId, input.idempotencyKey);
      if (winner) return winner;
    }
    throw err;
  }
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
