import { sql } from "slonik";
import { fromMinorUnits } from "../../money.ts";
import type { Schema } from "../../platform/operations.ts";

/** Database rows of the ledger and the API shapes they become (openapi/ledger.yaml). */

export type AccountRow = {
  id: string;
  owner_id: string;
  currency: string;
  balance: bigint;
  is_default: boolean;
  created_at: string;
  updated_at: string;
};

/** An account is the ledger's row (owner, default) with its balance in the books (src/money/journal.ts). */
export const ACCOUNTS = sql.fragment`accounts a JOIN journal_accounts j ON j.id = a.id`;

export const ACCOUNT_COLUMNS = sql.fragment`a.id, a.owner_id, a.currency, j.balance, a.is_default, a.created_at, j.updated_at`;

export type Account = Schema<"Account">;

export const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  balance: fromMinorUnits(row.balance),
  // Accounts are opened only in the native unit (accounts.ts, and the default account at registration).
  currency: row.currency as Account["currency"],
  isDefault: row.is_default,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** A row of the ledger's view of the TNU journal (migration 0013): one complete double entry. */
export type OperationRow = {
  id: string;
  kind: "topup" | "transfer" | "earning";
  amount: bigint;
  from_account_id: string | null;
  from_balance_after: bigint | null;
  to_account_id: string;
  to_balance_after: bigint;
  transfer_id: string | null;
  created_at: string;
};

export const OPERATION_COLUMNS = sql.fragment`
  id, kind, amount, from_account_id, from_balance_after, to_account_id, to_balance_after, transfer_id, created_at`;

export type Operation = Schema<"Operation">;

export const toOperation = (row: OperationRow): Operation => ({
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
export const toTransfer = (row: OperationRow): Transfer => ({
  id: row.transfer_id!,
  from: row.from_account_id!,
  to: row.to_account_id,
  amount: fromMinorUnits(row.amount),
  createdAt: row.created_at,
  operationId: row.id,
});

export type TopupResult = Schema<"TopupResult">;

/** A top-up's response, from its journal row: the credited account right after the credit. */
export const toTopupResult = (row: OperationRow): TopupResult => ({
  id: row.to_account_id,
  balance: fromMinorUnits(row.to_balance_after),
  updatedAt: row.created_at,
  operationId: row.id,
});
