import type { CommonQueryMethods } from "slonik";
import type { Prepare } from "../../db/prepared.ts";
import { MovementRefused, move } from "../../money/move.ts";
import { NATIVE_UNIT } from "../../money.ts";
import { newOperationId, newTransferId } from "./ids.ts";
import type { OperationRow } from "./ledger-lists.ts";
import { fundsProblem, ledgerProblems } from "./problems.ts";

export type TransferInput = {
  callerId: string;
  from: string;
  to: string;
  /** Minor units, positive (checked by the route). */
  amount: bigint;
  idempotencyKey: string | undefined;
};

/**
 * One transfer: one entry in the books, from the caller's account to a user's account (the engine locks,
 * checks and writes in one statement). Refused with nothing moved: 403 when `from` is not the caller's
 * (checked first, so an account's existence is not revealed to others), 404 when `to` is not a user's
 * account, 422 when the balance is short.
 */
export const transfer = async (
  db: CommonQueryMethods,
  input: TransferInput,
  prepare?: Prepare,
): Promise<OperationRow> => {
  const opId = newOperationId();
  const transferId = newTransferId();
  const leg = { kind: "transfer", from: input.from, to: input.to, amount: input.amount };
  try {
    const moved = await move(
      db,
      {
        id: transferId,
        currency: NATIVE_UNIT.code,
        legs: [leg],
        owned: { accountId: input.from, ownerId: input.callerId },
        userAccounts: [input.to],
        ...(input.idempotencyKey === undefined ? {} : { idempotencyKey: input.idempotencyKey }),
      },
      () => opId,
      prepare,
    );
    return {
      id: opId,
      kind: "transfer",
      amount: input.amount,
      from_account_id: input.from,
      from_balance_after: moved.balances.get(input.from)!,
      to_account_id: input.to,
      to_balance_after: moved.balances.get(input.to)!,
      transfer_id: transferId,
      created_at: moved.createdAt,
    };
  } catch (err) {
    if (err instanceof MovementRefused) {
      if (err.failed.has("not-owner")) {
        throw ledgerProblems.notOwner("The `from` account");
      }
      if (err.failed.has("unknown-account") || err.failed.has("not-user-account")) {
        throw ledgerProblems.toNotFound();
      }
    }
    throw fundsProblem(err) ?? err;
  }
};
