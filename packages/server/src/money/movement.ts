/**
 * What a movement of money is, in the engine's words (src/money/journal.ts moves it): its legs, what it
 * asks to be checked, what it wrote, and why it may be refused.
 */
import type { FragmentSqlToken } from "slonik";

export type AccountKind = "user" | "fee" | "clearing" | "payouts" | "mint";

/** One double entry: `amount` minor units from one account to another. */
export type Leg = {
  /** The module's name for the entry (journal_entries.kind). */
  kind: string;
  from: string;
  to: string;
  amount: bigint;
  /** The resource this entry belongs to, when not the movement's (one of several credits in one statement). */
  movementId?: string;
};

export type Movement = {
  /** The resource the entries belong to (a transfer, deposit, payout, earning…). */
  id: string;
  currency: string;
  legs: readonly Leg[];
  /** An account that must be this user's: else the movement is refused as `not-owner`. */
  owned?: { accountId: string; ownerId: string };
  /** Outflow counted against this account's daily cap (refused as `outflow-limit` past it). */
  outflow?: { accountId: string; amount: bigint };
  /** Accounts that must be users' (a recipient may never be a system account): else `not-user-account`. */
  userAccounts?: readonly string[];
  /** Changes to accounts' held amounts, made with the money's movement. */
  holds?: readonly { accountId: string; delta: bigint }[];
  /** A transfer's fee, repeated on each of its entries so both sides' history shows it. */
  fee?: bigint;
  idempotencyKey?: string;
  /**
   * More rows written with the money, in the same statement (the resource's own row, a notification):
   * each an `INSERT … SELECT … WHERE EXISTS (SELECT 1 FROM moved)`, gated on `moved` so it is written only
   * when the money moved; `locked` (the accounts' `id` and `owner_id`) is there to read. The engine makes
   * each a CTE of the movement's statement, or of its batch's (money/batch.ts). With `statement`, a name
   * for the prepared statement (the writes' text must be fixed for a name).
   */
  also?: { statement: string; writes: readonly FragmentSqlToken[] };
};

/** What a movement wrote: its entries' ids (in leg order), when, and each account's balance after it. */
export type Moved = { entryIds: string[]; createdAt: string; balances: Map<string, bigint> };

export type Refusal =
  | { reason: "unknown-account" }
  | { reason: "not-owner" }
  | { reason: "not-user-account" }
  | { reason: "insufficient-funds" }
  | { reason: "balance-limit" }
  | { reason: "outflow-limit"; cap: bigint; spentToday: bigint; amount: bigint };

/**
 * A movement the books refused; nothing was written. `refusal` is the first failed check in the engine's
 * order; `failed` holds every check that failed, for a module that answers them in its own order.
 * Modules answer it with their own problem.
 */
export class MovementRefused extends Error {
  readonly refusal: Refusal;
  readonly failed: ReadonlySet<Refusal["reason"]>;
  constructor(refusal: Refusal, failed: readonly Refusal["reason"][] = [refusal.reason]) {
    super(`movement refused: ${refusal.reason}`);
    this.name = "MovementRefused";
    this.refusal = refusal;
    this.failed = new Set(failed);
  }
}

/** Per account, its net change; per leg, each side's change counted up to and including that leg. */
export const plan = (legs: readonly Leg[]) => {
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
