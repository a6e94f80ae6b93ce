import type { Schema } from "../../../platform/operations.ts";
import type { SealingKeys } from "../../../sealing/seal.ts";
import { kzt } from "./currency.ts";
import type { EntryRow, WalletLookupRow, WalletRow } from "./store.ts";
import { openTransferDescription, type TransferRow } from "./transfer.ts";

/** The wallets' rows as the contract's shapes (openapi/payments.yaml). */

/** A wallet with what it may still send today (the day's outflow counts only on the day it was spent). */
export const paymentWalletView = (row: WalletRow, livemode: boolean): Schema<"PaymentWallet"> => {
  const spent = row.outflow_day === row.today ? row.outflow_today : 0n;
  const cap = row.daily_outflow_cap;
  return {
    id: row.id,
    livemode,
    currency: "KZT",
    available: kzt(row.balance),
    held: kzt(row.held),
    dailyOutflow: {
      cap: cap === null ? null : kzt(cap),
      spentToday: kzt(spent),
      remainingToday: cap === null ? null : kzt(cap > spent ? cap - spent : 0n),
    },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
};

/** A wallet found by its owner's email: its id and whose it is. */
export const paymentWalletLookupView = (row: WalletLookupRow): Schema<"PaymentWalletLookup"> => ({
  id: row.id,
  owner: { id: row.owner_id, name: row.owner_name },
});

export const paymentWalletEntryView = (row: EntryRow, livemode: boolean): Schema<"PaymentWalletEntry"> => ({
  id: row.id,
  livemode,
  movementId: row.movement_id,
  kind: row.kind,
  direction: row.direction,
  amount: kzt(row.amount),
  fee: kzt(row.fee),
  balanceAfter: kzt(row.balance_after),
  counterpartyWalletId: row.counterparty_wallet_id,
  createdAt: row.created_at,
});

export const paymentTransferView = (
  keys: SealingKeys,
  row: TransferRow,
  livemode: boolean,
): Schema<"PaymentTransfer"> => ({
  id: row.id,
  livemode,
  from: row.from_wallet_id,
  to: row.to_wallet_id,
  amount: kzt(row.amount),
  fee: kzt(row.fee),
  total: kzt(row.amount + row.fee),
  description: openTransferDescription(keys, row),
  createdAt: row.created_at,
});
