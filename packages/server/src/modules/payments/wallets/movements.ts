import type { CommonQueryMethods, FragmentSqlToken } from "slonik";
import type { Prepare } from "../../../db/prepared.ts";
import { type Moved, MovementRefused, move as moveInBooks } from "../../../money/move.ts";
import { newEntryId } from "../ids.ts";
import { paymentsProblems } from "../problems.ts";
import { KZT } from "./currency.ts";

/** The kinds of journal entry payments writes (`journal_entries.kind`). */
export type EntryKind =
  | "p2p"
  | "p2p_fee"
  | "deposit"
  | "payout_hold"
  | "payout_settle"
  | "payout_release"
  | "request_payment"
  | "request_refund";

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
  /** Changes to wallets' held amounts (a payout's hold and its end). */
  holds?: readonly { accountId: string; delta: bigint }[];
  /** A transfer's fee, repeated on each of its entries so both sides' history shows it. */
  fee?: bigint;
  idempotencyKey?: string | undefined;
  /** The resource's own rows, written by the same statement (src/money/journal.ts, Movement.also). */
  also?: { statement: string; writes: readonly FragmentSqlToken[] };
};

export type { Moved };

/**
 * Moves KZT through the books (src/money/journal.ts), or throws the problem that stopped it with nothing
 * written: `payments-wallet-not-found` (an unknown wallet, or the payer's that is not theirs, or a
 * recipient that is a system wallet), `insufficient-funds`, `payments-outflow-limit`, `balance-limit`.
 */
export const move = async (db: CommonQueryMethods, movement: Movement, prepare?: Prepare): Promise<Moved> => {
  const { payer, userWallets, idempotencyKey, ...rest } = movement;
  try {
    return await moveInBooks(
      db,
      {
        ...rest,
        currency: KZT.code,
        ...(payer
          ? {
              owned: { accountId: payer.walletId, ownerId: payer.ownerId },
              outflow: { accountId: payer.walletId, amount: payer.outflow },
            }
          : {}),
        ...(userWallets ? { userAccounts: userWallets } : {}),
        ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
      },
      newEntryId,
      prepare,
    );
  } catch (err) {
    if (!(err instanceof MovementRefused)) throw err;
    const refusal = err.refusal;
    switch (refusal.reason) {
      case "unknown-account":
      case "not-owner":
      case "not-user-account":
        throw paymentsProblems.walletNotFound();
      case "insufficient-funds":
        throw paymentsProblems.insufficientFunds();
      case "balance-limit":
        throw paymentsProblems.balanceLimit();
      case "outflow-limit":
        throw paymentsProblems.outflowLimit(refusal.cap, refusal.spentToday, refusal.amount);
    }
  }
};
