import type { CommonQueryMethods } from "slonik";
import { CheckIntegrityConstraintViolationError } from "slonik";
import { CommitDeadlinePassedError, moneyDeadline } from "../db/deadline.ts";
import { type Prepare, unprepared } from "../db/prepared.ts";
import { retryOnConflict } from "../db/retry.ts";
import { moveStatement, oneLegStatement } from "./journal.ts";
import { type Moved, type Movement, MovementRefused, type Refusal } from "./movement.ts";

export {
  type AccountKind,
  type Leg,
  type Moved,
  type Movement,
  MovementRefused,
  type Refusal,
} from "./movement.ts";

/**
 * Moving money: modules call `move` (never the statements in journal.ts). It runs one movement's statement,
 * or hands the movement to its pool's batcher (batch.ts), and answers what the books did or why they refused.
 */

/** What a movement's checks found (the statement's gate, or a batch's own reckoning). */
export type Checks = {
  in_time: boolean;
  all_exist: boolean;
  owns: boolean;
  kinds_ok: boolean;
  funded: boolean;
  within_cap: boolean;
  cap: bigint | null;
  spent_today: bigint | null;
};

type Outcome = Checks & {
  written: number;
  created_at: string | null;
  balances?: { id: string; balance: string }[] | null;
  /** A one-leg movement's two balances after it. */
  debit_balance?: bigint | null;
  credit_balance?: bigint | null;
};

/** The constraints of journal_accounts that a movement can meet, as refusals. */
export const constraintRefusal = (err: unknown): Refusal | undefined => {
  if (!(err instanceof CheckIntegrityConstraintViolationError)) return undefined;
  if (err.constraint === "journal_accounts_balance_nonnegative") return { reason: "insufficient-funds" };
  if (err.constraint === "journal_accounts_balance_json_safe") return { reason: "balance-limit" };
  return undefined;
};

/** A movement handed to a pool's batcher (batch.ts): its entry ids are minted, its deadline read. */
export type BatchedMovement = { movement: Movement; entryIds: string[]; deadline: string | null };

/** The pools whose movements outside a transaction go through a batcher (batch.ts, `batchMovements`). */
const batchers = new WeakMap<object, (member: BatchedMovement) => Promise<Moved>>();

/** From now on, every movement `move` is given with `pool` itself (not one of its transactions) goes to `batcher`. */
export const useBatcher = (pool: object, batcher: (member: BatchedMovement) => Promise<Moved>): void => {
  batchers.set(pool, batcher);
};

/**
 * Moves money (see moveStatement), or throws with nothing written: MovementRefused (which check failed,
 * the first of: unknown account or another currency, not the owner's, not a user's account, insufficient
 * funds, outflow limit; or a balance past the largest), CommitDeadlinePassedError past the request's
 * database deadline. Serialization failures and deadlocks (not expected with the fixed order) are retried.
 * Each entry's id is minted by `newEntryId` (the module's own prefix).
 *
 * Given the server's pool, the movement is applied with the others that arrive within the same commit
 * window, in one transaction (batch.ts); it keeps its own checks, refusal and entries, and this answers
 * only once that transaction has committed. Given a transaction, it is one statement in it.
 */
export const move = async (
  db: CommonQueryMethods,
  movement: Movement,
  newEntryId: () => string,
  prepare: Prepare = unprepared,
): Promise<Moved> => {
  if (movement.legs.length === 0) throw new Error("a movement has at least one leg");
  const entryIds = movement.legs.map(() => newEntryId());
  const batcher = batchers.get(db);
  if (batcher !== undefined) return batcher({ movement, entryIds, deadline: moneyDeadline() });
  return moveAlone(db, movement, entryIds, prepare, moneyDeadline());
};

/** One movement as one statement (see moveStatement and renderOneLeg), outside any batch. */
export const moveAlone = async (
  db: CommonQueryMethods,
  movement: Movement,
  entryIds: string[],
  prepare: Prepare,
  deadline: string | null,
): Promise<Moved> => {
  const [only] = movement.legs;
  const oneLeg =
    movement.legs.length === 1 &&
    only!.from !== only!.to &&
    (movement.holds ?? []).length === 0 &&
    (movement.outflow === undefined || movement.outflow.accountId === only!.from);
  const also = movement.also?.statement ?? "plain";
  let outcome: Outcome;
  try {
    outcome = (await retryOnConflict(() =>
      db.one(
        oneLeg
          ? prepare(...oneLegStatement(movement, only!, entryIds[0]!, deadline))
          : prepare(`journal_move_${also}`, moveStatement(movement, entryIds, deadline)),
      ),
    )) as Outcome;
  } catch (err) {
    const refusal = constraintRefusal(err);
    if (refusal) throw new MovementRefused(refusal);
    throw err;
  }
  checkOutcome(movement, outcome);
  if (outcome.written !== movement.legs.length || outcome.created_at === null) {
    throw new Error(`a movement wrote ${outcome.written} of its ${movement.legs.length} entries`);
  }
  const balances = oneLeg
    ? new Map([
        [only!.from, outcome.debit_balance!],
        [only!.to, outcome.credit_balance!],
      ])
    : new Map((outcome.balances ?? []).map((b) => [b.id, BigInt(b.balance)]));
  return { entryIds, createdAt: outcome.created_at, balances };
};

/**
 * Throws what a movement's checks refused, in the engine's order: past the deadline first
 * (CommitDeadlinePassedError), then MovementRefused naming the first failed check and holding all of them.
 * The one statement and a batch (batch.ts) both decide with these.
 */
export const checkOutcome = (movement: Movement, outcome: Checks): void => {
  if (!outcome.in_time) throw new CommitDeadlinePassedError();
  const failed = (
    [
      ["unknown-account", outcome.all_exist],
      ["not-owner", outcome.owns],
      ["not-user-account", outcome.kinds_ok],
      ["insufficient-funds", outcome.funded],
      ["outflow-limit", outcome.within_cap],
    ] as const
  )
    .filter(([, passed]) => !passed)
    .map(([reason]) => reason);
  const first = failed[0];
  if (first === "outflow-limit") {
    const amount = movement.outflow?.amount ?? 0n;
    throw new MovementRefused({ reason: first, cap: outcome.cap ?? 0n, spentToday: outcome.spent_today ?? 0n, amount });
  }
  if (first !== undefined) throw new MovementRefused({ reason: first }, failed);
};
