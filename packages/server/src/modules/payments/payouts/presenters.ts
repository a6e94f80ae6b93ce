import type { Schema } from "../../../platform/operations.ts";
import type { SealingKeys } from "../../../sealing/seal.ts";
import { kzt } from "../wallets/currency.ts";
import { maskIban } from "./iban.ts";
import { openPayoutDestination, type PayoutRow } from "./store.ts";

/** Payouts as the contract's shapes (openapi/payouts.yaml). */

/** A payout as its owner sees it: the IBAN masked. */
export const payoutView = (keys: SealingKeys, row: PayoutRow, livemode: boolean): Schema<"Payout"> => ({
  id: row.id,
  livemode,
  status: row.status,
  amount: kzt(row.amount),
  currency: "KZT",
  walletId: row.wallet_id,
  destination: {
    type: "iban",
    iban: maskIban(row.iban_last4),
    last4: row.iban_last4,
    holderName: openPayoutDestination(keys, row).holderName,
  },
  history: row.history.map((e) => ({
    status: e.status,
    at: e.at,
    by: e.actorId === null ? "acquirer" : e.byOperator ? "operator" : "owner",
    reason: e.reason,
  })),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** A payout as operators see it: its owner, the IBAN in the clear and who made each change. */
export const adminPayoutView = (keys: SealingKeys, row: PayoutRow, livemode: boolean): Schema<"AdminPayout"> => {
  const destination = openPayoutDestination(keys, row);
  return {
    id: row.id,
    livemode,
    userId: row.user_id,
    status: row.status,
    amount: kzt(row.amount),
    currency: "KZT",
    walletId: row.wallet_id,
    destination: { type: "iban", iban: destination.iban, last4: row.iban_last4, holderName: destination.holderName },
    history: row.history.map((e) => ({
      status: e.status,
      at: e.at,
      by: e.actorId === null ? "acquirer" : e.byOperator ? "operator" : "owner",
      actorId: e.actorId,
      reason: e.reason,
    })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
};
