import { type DatabasePool, sql } from "slonik";
import { COMMIT_DEADLINE_SETTING, moneyDeadline } from "../../db/deadline.ts";
import { retryOnConflict } from "../../db/retry.ts";
import { move } from "../../money/move.ts";
import { NATIVE_UNIT } from "../../money.ts";
import { newOperationId } from "./ids.ts";
import { mintAccount } from "./issuance.ts";
import type { OperationRow } from "./ledger-lists.ts";
import { fundsProblem, ledgerProblems } from "./problems.ts";

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
 * 2. Check the caller owns the account.
 * 3. Count the caller's top-ups in the last hour (a statement after the lock sees every committed one).
 * 4. Move the amount from the mint to the account (the engine locks both and writes the entry with the
 *    balance after; the owner was checked in step 2, and an account never changes owner).
 */
export const topup = (db: DatabasePool, input: TopupInput): Promise<OperationRow> =>
  retryOnConflict(async () => {
    try {
      return await db.transaction(async (tx) => {
        await tx.query(sql.unsafe`
          SELECT set_config(${COMMIT_DEADLINE_SETTING}, coalesce(${moneyDeadline()}::text, ''), true)
          FROM users WHERE id = ${input.callerId} FOR NO KEY UPDATE`);
        const owned = await tx.maybeOne(sql.unsafe`
          SELECT id FROM accounts WHERE id = ${input.accountId} AND owner_id = ${input.callerId}`);
        if (!owned) throw ledgerProblems.notOwner("The account");

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
          throw ledgerProblems.topupRateLimited(input.perHour, Math.max(1, recent.retry_after ?? HOUR_SECONDS));
        }

        const id = newOperationId();
        const moved = await move(
          tx,
          {
            id,
            currency: NATIVE_UNIT.code,
            legs: [{ kind: "topup", from: mintAccount(), to: input.accountId, amount: input.amount }],
            ...(input.idempotencyKey === undefined ? {} : { idempotencyKey: input.idempotencyKey }),
          },
          () => id,
        );
        return {
          id,
          kind: "topup",
          amount: input.amount,
          from_account_id: null,
          from_balance_after: null,
          to_account_id: input.accountId,
          to_balance_after: moved.balances.get(input.accountId)!,
          transfer_id: null,
          created_at: moved.createdAt,
        } satisfies OperationRow;
      });
    } catch (err) {
      throw fundsProblem(err) ?? err;
    }
  });
