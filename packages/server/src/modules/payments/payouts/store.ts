import { type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import type { Prepare } from "../../../db/prepared.ts";
import { type SealingKeys, sealBytes, unsealBytes } from "../../../sealing/seal.ts";
import { newPayoutId, SYSTEM_WALLETS } from "../ids.ts";
import { notify } from "../notifications/notify.ts";
import { kzt } from "../wallets/currency.ts";
import { move } from "../wallets/movements.ts";
import { payoutProblems } from "./problems.ts";

export type PayoutStatus = "pending" | "processing" | "settled" | "rejected" | "cancelled" | "failed";

/** A change of status; `actorId` null: reported by the acquirer. */
type EventJson = {
  status: PayoutStatus;
  at: string;
  actorId: string | null;
  byOperator: boolean;
  reason: string | null;
};

export type PayoutRow = {
  id: string;
  user_id: string;
  wallet_id: string;
  amount: bigint;
  status: PayoutStatus;
  destination: Buffer;
  iban_last4: string;
  created_at: string;
  updated_at: string;
  history: EventJson[];
};

type Destination = { type: "iban"; iban: string; holderName: string };

const ISO = (column: string) =>
  sql.fragment`to_char(${sql.identifier(column.split("."))} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A payout's columns with its history (oldest first) as JSON; `from` is `payment_payouts`. */
export const PAYOUT_COLUMNS = sql.fragment`id, user_id, wallet_id, amount, status, destination, iban_last4, created_at, updated_at,
  (SELECT coalesce(json_agg(json_build_object('status', e.status, 'at', ${ISO("e.created_at")}, 'actorId', e.actor_id,
     'byOperator', e.by_operator, 'reason', e.reason) ORDER BY e.id), '[]'::json)
   FROM payment_payout_events e WHERE e.payout_id = payment_payouts.id) AS history`;

const destinationAad = (id: string) => `payment_payouts:${id}:destination`;

/** What the payout was sent to (sealed: it names a person and their account). */
export const openPayoutDestination = (keys: SealingKeys, row: PayoutRow): Destination =>
  JSON.parse(
    unsealBytes(keys, destinationAad(row.id), row.destination, `payout ${row.id}'s destination`).toString("utf8"),
  ) as Destination;

export const payoutById = async (db: CommonQueryMethods, id: string): Promise<PayoutRow | null> =>
  (await db.maybeOne(sql.unsafe`
    SELECT ${PAYOUT_COLUMNS} FROM payment_payouts WHERE id = ${id}`)) as PayoutRow | null;

/** The payout `id` when `userId` owns it; else the same 404 as an unknown id. */
export const ownPayout = async (db: CommonQueryMethods, userId: string, id: string): Promise<PayoutRow> => {
  const row = (await db.maybeOne(sql.unsafe`
    SELECT ${PAYOUT_COLUMNS} FROM payment_payouts WHERE id = ${id} AND user_id = ${userId}`)) as PayoutRow | null;
  if (!row) throw payoutProblems.notFound();
  return row;
};

const findByKey = async (db: CommonQueryMethods, userId: string, key: string): Promise<PayoutRow | null> =>
  (await db.maybeOne(sql.unsafe`
    SELECT ${PAYOUT_COLUMNS} FROM payment_payouts WHERE user_id = ${userId} AND idempotency_key = ${key}`)) as PayoutRow | null;

export type PayoutInput = {
  userId: string;
  walletId: string;
  /** Tiyn, positive. */
  amount: bigint;
  /** The IBAN normalized and checked. */
  iban: string;
  holderName: string;
  idempotencyKey: string | undefined;
};

/**
 * A payout, held at once, in one transaction: the `payout_hold` movement from the user's wallet to
 * the payouts system wallet (the caller is the payer: ownership, funds and the daily outflow cap are
 * checked with the wallets locked), the wallet's `held` raised, the payout and its first event. A
 * retry with the same Idempotency-Key whose first attempt committed finds the payout by the key.
 */
export const createPayout = async (
  pool: DatabasePool,
  keys: SealingKeys,
  input: PayoutInput,
  prepare: Prepare,
): Promise<{ row: PayoutRow; replayed: boolean }> => {
  if (input.idempotencyKey !== undefined) {
    const earlier = await findByKey(pool, input.userId, input.idempotencyKey);
    if (earlier) return { row: earlier, replayed: true };
  }
  const id = newPayoutId();
  const destination: Destination = { type: "iban", iban: input.iban, holderName: input.holderName };
  const sealed = sealBytes(keys, destinationAad(id), Buffer.from(JSON.stringify(destination), "utf8"));
  const row = await pool.transaction(async (tx) => {
    const moved = await move(
      tx,
      {
        id,
        legs: [{ kind: "payout_hold", from: input.walletId, to: SYSTEM_WALLETS.payouts, amount: input.amount }],
        payer: { walletId: input.walletId, ownerId: input.userId, outflow: input.amount },
        holds: [{ accountId: input.walletId, delta: input.amount }],
        idempotencyKey: input.idempotencyKey,
      },
      prepare,
    );
    await tx.query(sql.unsafe`
      INSERT INTO payment_payouts (id, user_id, wallet_id, amount, status, destination, iban_last4, idempotency_key,
        created_at, updated_at)
      VALUES (${id}, ${input.userId}, ${input.walletId}, ${String(input.amount)}::int8, 'pending', ${sql.binary(sealed)},
        ${input.iban.slice(-4)}, ${input.idempotencyKey ?? null}::text, ${moved.createdAt}::timestamptz,
        ${moved.createdAt}::timestamptz)`);
    await tx.query(sql.unsafe`
      INSERT INTO payment_payout_events (payout_id, status, actor_id, by_operator, created_at)
      VALUES (${id}, 'pending', ${input.userId}, false, ${moved.createdAt}::timestamptz)`);
    return (await payoutById(tx, id))!;
  });
  return { row, replayed: false };
};

/**
 * What may happen to a payout. From `pending`: an operator settles it (test mode, or the acquirer paid
 * it at once), sends it to the acquirer (`processing`, live mode), or rejects it; its owner cancels it.
 * From `processing` (the acquirer's word, `actorId` null): `settled` when the bank paid it, `failed`
 * when it did not.
 */
export type Transition =
  | { to: "settled"; actorId: string }
  | { to: "processing"; actorId: string; acquirerPayoutId: string }
  | { to: "rejected"; actorId: string; reason: string }
  | { to: "cancelled"; actorId: string; ownerId: string }
  | { to: "settled"; actorId: null }
  | { to: "failed"; actorId: null; reason: string };

/**
 * Moves a payout on, in one transaction: the conditional `UPDATE … WHERE status = <from>` first (it
 * locks the payout's row, so of two concurrent decisions the second waits, then finds it moved on and
 * changes nothing: 409), then the movement (`payout_settle` to clearing, or `payout_release` back to the
 * wallet; none on the way to `processing`, the amount stays held), the wallet's `held` lowered, the
 * event and the owner's notification. A cancellation names the owner: someone else's payout is the same
 * 404 as none.
 */
export const decidePayout = async (
  pool: DatabasePool,
  keys: SealingKeys,
  id: string,
  transition: Transition,
  prepare: Prepare,
): Promise<PayoutRow> =>
  pool.transaction(async (tx) => {
    const owner = transition.to === "cancelled" ? sql.fragment`user_id = ${transition.ownerId}` : sql.fragment`TRUE`;
    const from = transition.actorId === null ? "processing" : "pending";
    const acquirerPayoutId = transition.to === "processing" ? transition.acquirerPayoutId : null;
    const updated = (await tx.maybeOne(sql.unsafe`
      UPDATE payment_payouts SET status = ${transition.to}, updated_at = now(),
        acquirer_payout_id = coalesce(${acquirerPayoutId}::text, acquirer_payout_id)
      WHERE id = ${id} AND status = ${from} AND ${owner}
      RETURNING user_id, wallet_id, amount`)) as { user_id: string; wallet_id: string; amount: bigint } | null;
    if (!updated) {
      const current = (await tx.maybeOneFirst(sql.unsafe`
        SELECT status FROM payment_payouts WHERE id = ${id} AND ${owner}`)) as string | null;
      throw current === null ? payoutProblems.notFound() : payoutProblems.notPending(current);
    }
    if (transition.to !== "processing") {
      const leg =
        transition.to === "settled"
          ? { kind: "payout_settle" as const, from: SYSTEM_WALLETS.payouts, to: SYSTEM_WALLETS.clearing }
          : { kind: "payout_release" as const, from: SYSTEM_WALLETS.payouts, to: updated.wallet_id };
      const holds = [{ accountId: updated.wallet_id, delta: -updated.amount }];
      await move(tx, { id, legs: [{ ...leg, amount: updated.amount }], holds }, prepare);
    }
    const reason = transition.to === "rejected" || transition.to === "failed" ? transition.reason : null;
    const byOperator = transition.actorId !== null && transition.to !== "cancelled";
    await tx.query(sql.unsafe`
      INSERT INTO payment_payout_events (payout_id, status, actor_id, by_operator, reason)
      VALUES (${id}, ${transition.to}, ${transition.actorId}::text, ${byOperator}, ${reason}::text)`);
    if (transition.to !== "cancelled" && transition.to !== "processing") {
      await notify(tx, keys, {
        userId: updated.user_id,
        kind: `payout.${transition.to}`,
        data: {
          payoutId: id,
          walletId: updated.wallet_id,
          amount: kzt(updated.amount),
          ...(reason === null ? {} : { reason }),
        },
      });
    }
    return (await payoutById(tx, id))!;
  });

const EXPORT_BATCH = 500;

/** Every payout of the user's up to the newest when the export began, oldest first, in batches. */
export async function* exportPayouts(db: CommonQueryMethods, userId: string): AsyncGenerator<PayoutRow> {
  const last = (await db.maybeOneFirst(sql.unsafe`
    SELECT max(id) FROM payment_payouts WHERE user_id = ${userId}`)) as string | null;
  if (last === null) return;
  let after = "";
  for (;;) {
    const rows = (await db.any(sql.unsafe`
      SELECT ${PAYOUT_COLUMNS} FROM payment_payouts
      WHERE user_id = ${userId} AND id > ${after} AND id <= ${last} ORDER BY id ASC LIMIT ${EXPORT_BATCH}`)) as readonly PayoutRow[];
    yield* rows;
    if (rows.length < EXPORT_BATCH) return;
    after = rows.at(-1)!.id;
  }
}
