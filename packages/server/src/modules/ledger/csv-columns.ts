import type { CsvColumn } from "../../http/csv.ts";
import { formatMinorUnits } from "../../money.ts";
import type { AccountRow } from "./accounts.ts";
import type { OperationRow } from "./ledger-lists.ts";

/**
 * The ledger's CSV columns. Amounts are written with exactly the unit's two decimals (`12.50`): exact
 * text from the integer minor units, which spreadsheets read as numbers.
 */

/** Exactly these columns, in this order (the spec's Operation export). */
export const OPERATION_CSV: readonly CsvColumn<OperationRow>[] = [
  "id",
  "kind",
  { header: "amount", value: (row) => formatMinorUnits(row.amount) },
  { header: "from", value: (row) => row.from_account_id },
  { header: "to", value: (row) => row.to_account_id },
  { header: "createdAt", value: (row) => row.created_at },
];

export const TRANSFER_CSV: readonly CsvColumn<OperationRow>[] = [
  { header: "id", value: (row) => row.transfer_id },
  { header: "operationId", value: (row) => row.id },
  { header: "from", value: (row) => row.from_account_id },
  { header: "to", value: (row) => row.to_account_id },
  { header: "amount", value: (row) => formatMinorUnits(row.amount) },
  { header: "createdAt", value: (row) => row.created_at },
];

export const ACCOUNT_CSV: readonly CsvColumn<AccountRow>[] = [
  "id",
  "currency",
  { header: "balance", value: (row) => formatMinorUnits(row.balance) },
  { header: "isDefault", value: (row) => row.is_default },
  { header: "createdAt", value: (row) => row.created_at },
  { header: "updatedAt", value: (row) => row.updated_at },
];
