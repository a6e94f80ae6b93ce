import { type DatabasePool, sql } from "slonik";
import { COMMIT_DEADLINE_SETTING, moneyDeadline } from "../../db/deadline.ts";
import { retryOnConflict } from "../../db/retry.ts";
import { forbidden } from "../../http/problem.ts";
import { newOperationId } from "./ids.ts";
import { balanceConstraintProblem, topupRateLimited } from "./problems.ts";
import { OPERATION_COLUMNS, type OperationRow } from "./shapes.ts";

export type TopupInput = {
  callerId: string;
  accountId: string;
  /** Minor units, positive and within the faucet's cap (checked by the route). */
  amount: bigint;
  idempotencyKey: string | undefined;
  /** The faucet's per-user limit over a rolling hour. */
  perHour: number;
};

const HOUR_SECONDS = 3600;

/**
 * A top-up: the test-net faucet mints `amount` into one of the caller's accounts. One transaction:
 *
 * 1. Lock the caller's user row (FOR NO KEY UPDATE: foreign-key checks elsewhere are not blocked), so
 *    the caller's top-ups run one at a time and the rate-limit count below cannot be raced past; and
 *    set the request's commit deadline (db/deadline.ts): the journal row's deferred trigger refuses a
 *    COMMIT that arrives after it, however late the network delivers it.
 * 2. Lock the account (FOR UPDATE; the same lock transfers take, users before accounts everywhere) and
 *    check the caller owns it.
 * 3. Count the caller's top-ups in the last hour (a statement after the lock sees every committed one).
 * 4. Credit the account and write the journal row with the balance after.
 */
export const topup = (db: DatabasePool, input: TopupInput): Promise<OperationRow> =>
  retryOnConflict(async () => {
    try {
      return await db.transaction(async (tx) => {
        await tx.query(sql.unsafe`
          SELECT set_config(${COMMIT_DEADLINE_SETTING}, coalesce(${moneyDeadline()}::text, ''), true)
          FROM users WHERE id = ${input.callerId} FOR NO KEY UPDATE`);
        const owned = await tx.maybeOne(sql.unsafe`
          SELECT id FROM accounts WHERE id = ${input.accountId} AND owner_id = ${input.callerId} FOR UPDATE`);
        if (!owned) throw forbidden("The account is not one of yours.", { type: "not-account-owner" });

        const recent = (await tx.one(sql.unsafe`
          SELECT count(*) AS n,
            ceil(extract(epoch FROM min(created_at) + ${HOUR_SECONDS}::int * interval '1 second' - clock_timestamp()))::int
              AS retry_after
          FROM ledger_operations
          WHERE kind = 'topup' AND to_owner_id = ${input.callerId}
            AND created_at > clock_timestamp() - ${HOUR_SECONDS}::int * interval '1 second'`)) as {
          n: bigint;
          retry_after: number | null;
        };
        if (recent.n >= BigInt(input.perHour)) {
          throw topupRateLimited(input.perHour, Math.max(1, recent.retry_after ?? HOUR_SECONDS));
        }

        const balance = (await tx.oneFirst(sql.unsafe`
          UPDATE accounts SET balance = balance + ${input.amount}::bigint, updated_at = now()
          WHERE id = ${input.accountId} RETURNING balance`)) as bigint;
        return (await tx.one(sql.unsafe`
          INSERT INTO ledger_operations (id, kind, amount, to_account_id, to_owner_id, to_balance_after, idempotency_key)
          VALUES (${newOperationId()}, 'topup', ${input.amount}::bigint, ${input.accountId}, ${input.callerId},
            ${balance}, ${input.idempotencyKey ?? null}::text)
          RETURNING ${OPERATION_COLUMNS}`)) as OperationRow;
      });
    } catch (err) {
      throw balanceConstraintProblem(err) ?? err;
    }
  });
