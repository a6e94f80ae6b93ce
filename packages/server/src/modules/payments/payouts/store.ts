import { type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import type { Prepare } from "../../../db/prepared.ts";
import { type SealingKeys, sealBytes, unsealBytes } from "../../../sealing/seal.ts";
import { newPayoutId, SYSTEM_WALLETS } from "../ids.ts";
import { notify } from "../notifications/notify.ts";
import { kzt } from "../wallets/currency.ts";
import { move } from "../wallets/movements.ts";
import { payoutProblems } from "./problems.ts";

export type PayoutStatus = "pending" | "settled" | "rejected" | "cancelled";

type EventJson = { status: PayoutStatus; at: string; actorId: string; byOperator: boolean; reason: string | null };

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

export type Transition =
  | { to: "settled"; actorId: string }
  | { to: "rejected"; actorId: string; reason: string }
  | { to: "cancelled"; actorId: string; ownerId: string };

/**
 * Decides a pending payout, in one transaction: the conditional `UPDATE … WHERE status = 'pending'`
 * first (it locks the payout's row, so of two concurrent decisions the second waits, then finds it
 * no longer pending and changes nothing: 409), then the movement (`payout_settle` to clearing, or
 * `payout_release` back to the wallet), the wallet's `held` lowered, the event and the owner's
 * notification. A cancellation names the owner: someone else's payout is the same 404 as none.
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
    const updated = (await tx.maybeOne(sql.unsafe`
      UPDATE payment_payouts SET status = ${transition.to}, updated_at = now()
      WHERE id = ${id} AND status = 'pending' AND ${owner}
      RETURNING user_id, wallet_id, amount`)) as { user_id: string; wallet_id: string; amount: bigint } | null;
    if (!updated) {
      const current = (await tx.maybeOneFirst(sql.unsafe`
        SELECT status FROM payment_payouts WHERE id = ${id} AND ${owner}`)) as string | null;
      throw current === null ? payoutProblems.notFound() : payoutProblems.notPending(current);
    }
    const leg =
      transition.to === "settled"
        ? { kind: "payout_settle" as const, from: SYSTEM_WALLETS.payouts, to: SYSTEM_WALLETS.clearing }
        : { kind: "payout_release" as const, from: SYSTEM_WALLETS.payouts, to: updated.wallet_id };
    const holds = [{ accountId: updated.wallet_id, delta: -updated.amount }];
    await move(tx, { id, legs: [{ ...leg, amount: updated.amount }], holds }, prepare);
    const reason = transition.to === "rejected" ? transition.reason : null;
    await tx.query(sql.unsafe`
      INSERT INTO payment_payout_events (payout_id, status, actor_id, by_operator, reason)
      VALUES (${id}, ${transition.to}, ${transition.actorId}, ${transition.to !== "cancelled"}, ${reason}::text)`);
    if (transition.to !== "cancelled") {
      await notify(tx, keys, {
        userId: updated.user_id,
        kind: transition.to === "settled" ? "payout.settled" : "payout.rejected",
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
