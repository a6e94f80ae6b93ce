import { CheckIntegrityConstraintViolationError, type CommonQueryMethods, type FragmentSqlToken, sql } from "slonik";
import { CommitDeadlinePassedError, moneyDeadline } from "../../../db/deadline.ts";
import { type Prepare, unprepared } from "../../../db/prepared.ts";
import { retryOnConflict } from "../../../db/retry.ts";
import { newEntryId } from "../ids.ts";
import { paymentsProblems } from "../problems.ts";

/** The kinds of journal entry (migration 0001, `payment_entries.kind`). */
export type EntryKind =
  | "p2p"
  | "p2p_fee"
  | "deposit"
  | "payout_hold"
  | "payout_settle"
  | "payout_release"
  | "request_payment";

/** One double entry: `amount` tiyn from one wallet to another. */
export type Leg = { kind: EntryKind; from: string; to: string; amount: bigint };

export type Movement = {
  /** The resource the entries belong to (a transfer, deposit, payout or payment request id). */
  id: string;
  legs: readonly Leg[];
  /**
   * The user who moves the money, when one does: the wallet must be theirs (else the same 404 as an
   * unknown wallet), and `outflow` tiyn count against the wallet's daily outflow cap.
   */
  payer?: { walletId: string; ownerId: string; outflow: bigint };
  /** Wallets that must be users' wallets (a transfer's recipient may never be a system wallet). */
  userWallets?: readonly string[];
  /** A transfer's fee, repeated on each of its entries so both sides' history shows it. */
  fee?: bigint;
  idempotencyKey?: string;
  /**
   * More data-modifying CTEs written by the same statement (the resource's own row, a notification),
   * each gated on `moved` so it is written only when the money moved: `name AS (INSERT … SELECT …
   * WHERE EXISTS (SELECT 1 FROM moved))`. `locked` (the wallets with their owners) is there to read.
   * With `statement`, a name for the prepared statement (its text must be fixed for a name).
   */
  also?: { statement: string; ctes: FragmentSqlToken };
};

/** What a movement wrote: its entries' ids (in leg order), when, and each wallet's balance after it. */
export type Moved = { entryIds: string[]; createdAt: string; balances: Map<string, bigint> };

type Outcome = {
  in_time: boolean;
  all_exist: boolean;
  owns: boolean;
  kinds_ok: boolean;
  funded: boolean;
  within_cap: boolean;
  cap: bigint | null;
  spent_today: bigint | null;
  written: number;
  created_at: string | null;
  balances: { id: string; balance: string }[] | null;
};

/** Per wallet, its net change; per leg, each side's change counted up to and including that leg. */
const plan = (legs: readonly Leg[]) => {
  const net = new Map<string, bigint>();
  const sides = legs.map((leg) => {
    const debit = (net.get(leg.from) ?? 0n) - leg.amount;
    net.set(leg.from, debit);
    const credit = (net.get(leg.to) ?? 0n) + leg.amount;
    net.set(leg.to, credit);
    return { debit, credit };
  });
  return { net, sides };
};

const TODAY = sql.fragment`(now() AT TIME ZONE 'UTC')::date`;

/**
 * One movement of money as ONE statement, whatever its legs (the ledger's transfer, generalised):
 *
 * 1. `locked` takes FOR UPDATE locks on every wallet involved, in id order. Every writer of wallet
 *    balances locks in this order (system wallets have ids that sort first), so concurrent movements
 *    queue instead of deadlocking; in READ COMMITTED each locked row is its latest committed version.
 * 2. `checked` aggregates the locked rows (so every lock is held before anything below runs): every
 *    wallet exists, the payer owns theirs, recipients are users' wallets, no balance would go below
 *    zero (but the clearing wallet's), the payer stays within its daily outflow cap, and the request's
 *    database deadline has not passed.
 * 3. `moved` applies each wallet's net change only when every check passed, and advances the payer's
 *    outflow counter (reset on a new UTC day); `entries` writes the journal rows only from it, each
 *    side with its wallet's balance right after that entry. On a failed check nothing is written and
 *    the outcome row says which check failed.
 *
 * The wallets' CHECK constraints stay the last word (no negative balance, JSON-safe magnitudes).
 * Serialization failures and deadlocks (not expected with the fixed order) are retried.
 */
const moveStatement = (movement: Movement, entryIds: string[], deadline: string | null) => {
  const { net, sides } = plan(movement.legs);
  const ids = [...net.keys()];
  const deltas = ids.map((id) => String(net.get(id)));
  const payer = movement.payer;
  const legs = movement.legs;
  return sql.unsafe`
    WITH locked AS MATERIALIZED (
      SELECT id, owner_id, kind, balance, outflow_day, outflow_today, daily_outflow_cap
      FROM payment_wallets WHERE id = ANY(${sql.array(ids, "text")}) ORDER BY id FOR UPDATE
    ),
    deltas AS (
      SELECT * FROM unnest(${sql.array(ids, "text")}, ${sql.array(deltas, "int8")}) AS d(id, delta)
    ),
    checked AS (
      SELECT count(*) = ${ids.length} AS all_exist,
        coalesce(bool_or(l.id = ${payer?.walletId ?? null}::text AND l.owner_id = ${payer?.ownerId ?? null}::text),
          ${payer === undefined}) AS owns,
        coalesce(bool_and(l.kind = 'user') FILTER (WHERE l.id = ANY(${sql.array(movement.userWallets ?? [], "text")})),
          true) AS kinds_ok,
        coalesce(bool_and(l.balance + d.delta >= 0 OR l.kind = 'clearing'), false) AS funded,
        max(l.daily_outflow_cap) FILTER (WHERE l.id = ${payer?.walletId ?? null}::text) AS cap,
        max(CASE WHEN l.outflow_day = ${TODAY} THEN l.outflow_today ELSE 0 END)
          FILTER (WHERE l.id = ${payer?.walletId ?? null}::text) AS spent_today,
        (${deadline}::timestamptz IS NULL OR clock_timestamp() < ${deadline}::timestamptz) AS in_time
      FROM locked l JOIN deltas d USING (id)
    ),
    gate AS (
      SELECT *, (cap IS NULL OR coalesce(spent_today, 0) + ${String(payer?.outflow ?? 0n)}::int8 <= cap) AS within_cap
      FROM checked
    ),
    moved AS (
      UPDATE payment_wallets w SET balance = w.balance + d.delta, updated_at = now(),
        outflow_today = CASE WHEN w.id = ${payer?.walletId ?? null}::text
          THEN (CASE WHEN w.outflow_day = ${TODAY} THEN w.outflow_today ELSE 0 END) + ${String(payer?.outflow ?? 0n)}::int8
          ELSE w.outflow_today END,
        outflow_day = CASE WHEN w.id = ${payer?.walletId ?? null}::text THEN ${TODAY} ELSE w.outflow_day END
      FROM deltas d, gate g
      WHERE w.id = d.id AND g.all_exist AND g.owns AND g.kinds_ok AND g.funded AND g.within_cap AND g.in_time
      RETURNING w.id, w.balance
    ),
    entries AS (
      INSERT INTO payment_entries (id, movement_id, kind, amount, debit_wallet_id, debit_balance_after,
        credit_wallet_id, credit_balance_after, fee, idempotency_key)
      SELECT e.id, ${movement.id}, e.kind, e.amount, e.debit, ld.balance + e.debit_change, e.credit,
        lc.balance + e.credit_change, ${String(movement.fee ?? 0n)}::int8, ${movement.idempotencyKey ?? null}::text
      FROM unnest(${sql.array(entryIds, "text")}, ${sql.array(
        legs.map((l) => l.kind),
        "text",
      )}, ${sql.array(
        legs.map((l) => String(l.amount)),
        "int8",
      )}, ${sql.array(
        legs.map((l) => l.from),
        "text",
      )}, ${sql.array(
        sides.map((s) => String(s.debit)),
        "int8",
      )}, ${sql.array(
        legs.map((l) => l.to),
        "text",
      )}, ${sql.array(
        sides.map((s) => String(s.credit)),
        "int8",
      )}) WITH ORDINALITY AS e(id, kind, amount, debit, debit_change, credit, credit_change, n)
      JOIN locked ld ON ld.id = e.debit
      JOIN locked lc ON lc.id = e.credit
      WHERE EXISTS (SELECT 1 FROM moved)
      -- In leg order, so \`seq\` follows it within the movement too.
      ORDER BY e.n
      RETURNING created_at
    )${movement.also ? sql.fragment`, ${movement.also.ctes}` : sql.fragment``}
    SELECT g.in_time, g.all_exist, g.owns, g.kinds_ok, g.funded, g.within_cap, g.cap, g.spent_today,
      (SELECT count(*) FROM entries)::int AS written, (SELECT max(created_at) FROM entries) AS created_at,
      (SELECT json_agg(json_build_object('id', id, 'balance', balance::text)) FROM moved) AS balances
    FROM gate g`;
};

/**
 * Moves money (see moveStatement), or throws the problem that stopped it with nothing written:
 * `payments-wallet-not-found` (an unknown wallet, or the payer's that is not theirs, or a recipient
 * that is a system wallet), `insufficient-funds`, `payments-outflow-limit`.
 */
export const move = async (
  db: CommonQueryMethods,
  movement: Movement,
  prepare: Prepare = unprepared,
): Promise<Moved> => {
  if (movement.legs.length === 0) throw new Error("a movement has at least one leg");
  const entryIds = movement.legs.map(() => newEntryId());
  let outcome: Outcome;
  try {
    outcome = (await retryOnConflict(() =>
      db.one(
        prepare(
          `payments_move_${movement.legs.length}_${movement.also?.statement ?? "plain"}`,
          moveStatement(movement, entryIds, moneyDeadline()),
        ),
      ),
    )) as Outcome;
  } catch (err) {
    if (err instanceof CheckIntegrityConstraintViolationError) {
      if (err.constraint === "payment_wallets_balance_nonnegative") throw paymentsProblems.insufficientFunds();
      if (err.constraint === "payment_wallets_balance_json_safe") throw paymentsProblems.balanceLimit();
    }
    throw err;
  }
  if (!outcome.in_time) throw new CommitDeadlinePassedError();
  if (!outcome.all_exist || !outcome.owns || !outcome.kinds_ok) throw paymentsProblems.walletNotFound();
  if (!outcome.funded) throw paymentsProblems.insufficientFunds();
  if (!outcome.within_cap) {
    throw paymentsProblems.outflowLimit(outcome.cap ?? 0n, outcome.spent_today ?? 0n, movement.payer?.outflow ?? 0n);
  }
  if (outcome.written !== movement.legs.length || outcome.created_at === null) {
    throw new Error(`a movement wrote ${outcome.written} of its ${movement.legs.length} entries`);
  }
  return {
    entryIds,
    createdAt: outcome.created_at,
    balances: new Map((outcome.balances ?? []).map((b) => [b.id, BigInt(b.balance)])),
  };
};
