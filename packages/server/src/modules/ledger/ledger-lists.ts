import { type CommonQueryMethods, type FragmentSqlToken, sql } from "slonik";
import type { Page, PageQuery } from "../../http/pagination.ts";
import { fetchPage } from "../../persistence/pages.ts";
import { type Operation, operationView, type Transfer, transferView } from "./presenters.ts";

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

/**
 * What one caller sees of the journal: every row where they own either side. A transfer between two
 * of their own accounts is one row, so it is listed once.
 */
const visibleTo = (callerId: string): FragmentSqlToken =>
  sql.fragment`(from_owner_id = ${callerId} OR to_owner_id = ${callerId})`;

export type LedgerList = "operations" | "transfers";

const whereOf = (list: LedgerList, callerId: string): FragmentSqlToken =>
  list === "transfers" ? sql.fragment`${visibleTo(callerId)} AND kind = 'transfer'` : visibleTo(callerId);

/** Newest first by id (ULIDs sort by creation), with the shared keyset cursors. */
export const operationsPage = (db: CommonQueryMethods, callerId: string, page: PageQuery): Promise<Page<Operation>> =>
  fetchPage(db, {
    page,
    columns: OPERATION_COLUMNS,
    from: sql.fragment`ledger_operations`,
    where: whereOf("operations", callerId),
    orderBy: "id",
    map: (row: OperationRow) => operationView(row),
  });

export const transfersPage = (db: CommonQueryMethods, callerId: string, page: PageQuery): Promise<Page<Transfer>> =>
  fetchPage(db, {
    page,
    columns: OPERATION_COLUMNS,
    from: sql.fragment`ledger_operations`,
    where: whereOf("transfers", callerId),
    orderBy: "id",
    map: (row: OperationRow) => transferView(row),
  });

/** Rows fetched per query while exporting: small enough to stream, large enough to be cheap. */
export const EXPORT_BATCH = 500;

/**
 * Every row of a list, oldest first, as it stood when the export began (rows written later have
 * larger ids and are left out). Read in keyset batches of independent short queries: no transaction
 * or cursor stays open while the HTTP client takes its time (on embedded PGlite one backend serves
 * every connection, so a held transaction would stall the whole server). Stopping early (client gone)
 * simply stops asking for batches.
 */
export async function* exportRows(
  db: CommonQueryMethods,
  list: LedgerList,
  callerId: string,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<OperationRow> {
  const where = whereOf(list, callerId);
  const last = (await db.maybeOneFirst(sql.unsafe`
    SELECT id FROM ledger_operations WHERE ${where} ORDER BY id DESC LIMIT 1`)) as string | null;
  if (last === null) return;
  let after = "";
  for (;;) {
    const rows = (await db.any(sql.unsafe`
      SELECT ${OPERATION_COLUMNS} FROM ledger_operations
      WHERE ${where} AND id > ${after} AND id <= ${last}
      ORDER BY id ASC LIMIT ${batchSize}`)) as readonly OperationRow[];
    yield* rows;
    if (rows.length < batchSize) return;
    after = rows.at(-1)!.id;
  }
}
