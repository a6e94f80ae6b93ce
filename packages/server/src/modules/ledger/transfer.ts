import { type CommonQueryMethods, sql } from "slonik";
import { CommitDeadlinePassedError, moneyDeadline } from "../../db/deadline.ts";
import { type Prepare, unprepared } from "../../db/prepared.ts";
import { retryOnConflict } from "../../db/retry.ts";
import { forbidden, notFound } from "../../http/problem.ts";
import { newOperationId, newTransferId } from "./ids.ts";
import { balanceConstraintProblem, insufficientFunds } from "./problems.ts";
import type { OperationRow } from "./shapes.ts";

export type TransferInput = {
  callerId: string;
  from: string;
  to: string;
  /** Minor units, positive (checked by the route). */
  amount: bigint;
  idempotencyKey: string | undefined;
};

type Outcome = {
  in_time: boolean;
  owns_from: boolean | null;
  to_exists: boolean | null;
  from_balance: bigint | null;
  from_balance_after: bigint | null;
  to_balance_after: bigint | null;
  created_at: string | null;
};

/**
 * One transfer, as ONE statement (so one round trip and no transaction held open between them):
 *
 * 1. `locked` takes FOR UPDATE locks on both accounts in id order. Every writer of balances locks in
 *    this order, so concurrent transfers queue instead of deadlocking. ORDER BY runs before the locks
 *    are taken, and in READ COMMITTED each locked row is the latest committed version.
 * 2. `checked` aggregates every locked row, so both locks are held before anything below runs, and
 *    says whether the caller owns `from`, whether `to` exists and what `from` holds.
 * 3. `debit` only matches when every check passed; `credit` only when the debit happened; the journal
 *    row is only inserted from both. On a failed check nothing is written and the outcome row says
 *    which check failed. (The updates read the latest row versions, which this statement already
 *    locked, so `balance - amount` is computed on the current balance, never a stale one.)
 *
 * 4. `in_time`: the request's database deadline (db/deadline.ts) has not passed, checked after the locks,
 *    the last wait; past it nothing is written (a statement delivered late, after the client was
 *    answered 503 and may have retried, must not move the money again).
 *
 * The accounts' CHECK constraints stay the last word: a balance can never be negative or exceed what a
 * JSON number holds exactly, whatever the code above does. Serialization failures and deadlocks (not
 * expected with the fixed order, but possible in theory) are retried.
 */
const transferStatement = (input: TransferInput, opId: string, transferId: string, deadline: string | null) => {
  const { callerId, from, to, amount } = input;
  return sql.unsafe`
    WITH locked AS MATERIALIZED (
      SELECT id, owner_id, balance FROM accounts WHERE id IN (${from}, ${to}) ORDER BY id FOR UPDATE
    ),
    checked AS (
      SELECT coalesce(bool_or(id = ${from} AND owner_id = ${callerId}), false) AS owns_from,
        coalesce(bool_or(id = ${to}), false) AS to_exists,
        max(balance) FILTER (WHERE id = ${from}) AS from_balance,
        (${deadline}::timestamptz IS NULL OR clock_timestamp() < ${deadline}::timestamptz) AS in_time
      FROM locked
    ),
    debit AS (
      UPDATE accounts a SET balance = a.balance - ${amount}::bigint, updated_at = now()
      FROM checked c
      WHERE a.id = ${from} AND c.in_time AND c.owns_from AND c.to_exists AND c.from_balance >= ${amount}::bigint
      RETURNING a.id, a.owner_id, a.balance
    ),
    credit AS (
      UPDATE accounts a SET balance = a.balance + ${amount}::bigint, updated_at = now()
      FROM debit d
      WHERE a.id = ${to}
      RETURNING a.id, a.owner_id, a.balance
    ),
    entry AS (
      INSERT INTO ledger_operations (id, kind, amount, from_account_id, from_owner_id, from_balance_after,
        to_account_id, to_owner_id, to_balance_after, transfer_id, idempotency_key)
      SELECT ${opId}, 'transfer', ${amount}::bigint, d.id, d.owner_id, d.balance, c.id, c.owner_id, c.balance,
        ${transferId}, ${input.idempotencyKey ?? null}::text
      FROM debit d, credit c
      RETURNING created_at
    )
    SELECT c.in_time, c.owns_from, c.to_exists, c.from_balance, (SELECT balance FROM debit) AS from_balance_after,
      (SELECT balance FROM credit) AS to_balance_after, (SELECT created_at FROM entry) AS created_at
    FROM checked c`;
};

export const transfer = async (
  db: CommonQueryMethods,
  input: TransferInput,
  prepare: Prepare = unprepared,
): Promise<OperationRow> => {
  const opId = newOperationId();
  const transferId = newTransferId();
  let outcome: Outcome;
  try {
    outcome = (await retryOnConflict(() =>
      db.one(prepare("ledger_transfer_v2", transferStatement(input, opId, transferId, moneyDeadline()))),
    )) as Outcome;
  } catch (err) {
    throw balanceConstraintProblem(err) ?? err;
  }
  if (!outcome.in_time) throw new CommitDeadlinePassedError();
  if (!outcome.owns_from) throw forbidden("The `from` account is not one of yours.", { type: "not-account-owner" });
  if (!outcome.to_exists) throw notFound("The `to` account does not exist.", { type: "account-not-found" });
  if (outcome.created_at === null || outcome.from_balance_after === null || outcome.to_balance_after === null) {
    throw insufficientFunds();
  }
  return {
    id: opId,
    kind: "transfer",
    amount: input.amount,
    from_account_id: input.from,
    from_balance_after: outcome.from_balance_after,
    to_account_id: input.to,
    to_balance_after: outcome.to_balance_after,
    transfer_id: transferId,
    created_at: outcome.created_at,
  };
};
