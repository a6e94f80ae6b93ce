import { fromMinorUnits } from "../../money.ts";
import type { Schema } from "../../platform/operations.ts";
import type { AccountRow } from "./accounts.ts";
import type { OperationRow } from "./ledger-lists.ts";

/** The ledger's rows as the contract's shapes (openapi/ledger.yaml). */

export type Account = Schema<"Account">;

export const accountView = (row: AccountRow): Account => ({
  id: row.id,
  balance: fromMinorUnits(row.balance),
  // Accounts are opened only in the native unit (accounts.ts, and the default account at registration).
  currency: row.currency as Account["currency"],
  isDefault: row.is_default,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export type Operation = Schema<"Operation">;

export const operationView = (row: OperationRow): Operation => ({
  id: row.id,
  kind: row.kind,
  amount: fromMinorUnits(row.amount),
  from: row.from_account_id,
  to: row.to_account_id,
  createdAt: row.created_at,
  transferId: row.transfer_id,
});

export type Transfer = Schema<"Transfer">;

/** Only for rows of kind `transfer` (both sides present). */
export const transferView = (row: OperationRow): Transfer => ({
  id: row.transfer_id!,
  from: row.from_account_id!,
  to: row.to_account_id,
  amount: fromMinorUnits(row.amount),
  createdAt: row.created_at,
  operationId: row.id,
});

export type TopupResult = Schema<"TopupResult">;

/** A top-up's response, from its journal row: the credited account right after the credit. */
export const topupResultView = (row: OperationRow): TopupResult => ({
  id: row.to_account_id,
  balance: fromMinorUnits(row.to_balance_after),
  updatedAt: row.created_at,
  operationId: row.id,
});
