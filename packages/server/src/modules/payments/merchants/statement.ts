import { type CommonQueryMethods, sql } from "slonik";
import type { CsvColumn } from "../../../http/csv.ts";
import { formatMinorUnits } from "../../../money.ts";
import { KZT } from "../wallets/currency.ts";
import { type EntryRow, entriesOf, type WalletRef } from "../wallets/store.ts";

/** The longest period one statement covers. */
export const MAX_STATEMENT_DAYS = 366;

/** A line of a statement: its opening, each movement, its closing. */
export type StatementLine =
  | { type: "opening" | "closing"; at: string; balance: bigint }
  | {
      type: "entry";
      at: string;
      entry: Pick<EntryRow, "movement_id" | "kind" | "direction" | "amount" | "fee" | "counterparty_wallet_id">;
      balance: bigint;
      requestId: string | null;
      reference: string | null;
    };

const money = (tiyn: bigint) => formatMinorUnits(tiyn, KZT);

export const STATEMENT_CSV: readonly CsvColumn<StatementLine>[] = [
  "type",
  "at",
  { header: "movementId", value: (line) => (line.type === "entry" ? line.entry.movement_id : null) },
  { header: "kind", value: (line) => (line.type === "entry" ? line.entry.kind : null) },
  {
    header: "amount",
    value: (line) =>
      line.type === "entry" ? money(line.entry.direction === "credit" ? line.entry.amount : -line.entry.amount) : null,
  },
  { header: "fee", value: (line) => (line.type === "entry" ? money(line.entry.fee) : null) },
  { header: "balance", value: (line) => money(line.balance) },
  {
    header: "counterpartyWalletId",
    value: (line) => (line.type === "entry" ? line.entry.counterparty_wallet_id : null),
  },
  { header: "requestId", value: (line) => (line.type === "entry" ? line.requestId : null) },
  { header: "reference", value: (line) => (line.type === "entry" ? line.reference : null) },
];

const BATCH = 500;

/**
 * The point in the wallet's history a period boundary falls on: the last entry, in the journal's order of
 * application, made before `at`, and the balance after it (0 before the first). Cutting at entries rather
 * than at times makes consecutive statements meet exactly: each movement is in one of them, and every
 * statement's opening plus its amounts is its closing.
 */
const cut = async (db: CommonQueryMethods, wallet: WalletRef, at: string) =>
  ((await db.maybeOne(sql.unsafe`
    SELECT seq::text AS seq, balance_after FROM ${entriesOf(wallet)}
    WHERE entries.created_at < ${at}::timestamptz ORDER BY entries.seq DESC LIMIT 1`)) as {
    seq: string;
    balance_after: bigint;
  } | null) ?? { seq: "0", balance_after: 0n };

/** The wallet's statement from `from` to `to`, line by line, read in batches. */
export async function* statementLines(
  db: CommonQueryMethods,
  wallet: WalletRef,
  from: string,
  to: string,
): AsyncGenerator<StatementLine> {
  const start = await cut(db, wallet, from);
  const end = await cut(db, wallet, to);
  yield { type: "opening", at: from, balance: start.balance_after };
  let after = start.seq;
  let balance = start.balance_after;
  for (;;) {
    const rows = (await db.any(sql.unsafe`
      SELECT entries.seq::text AS seq, entries.movement_id, entries.kind, entries.direction, entries.amount, entries.fee,
        entries.balance_after, entries.counterparty_wallet_id, entries.created_at,
        q.id AS request_id, CASE WHEN q.merchant_id = ${wallet.owner_id} THEN q.reference END AS reference
      FROM ${entriesOf(wallet)}
      LEFT JOIN payment_refunds r ON r.id = entries.movement_id
      LEFT JOIN payment_requests q ON q.id = coalesce(r.request_id, entries.movement_id)
      WHERE entries.seq > ${after}::bigint AND entries.seq <= ${end.seq}::bigint
      ORDER BY entries.seq LIMIT ${BATCH}`)) as readonly (EntryRow & {
      seq: string;
      request_id: string | null;
      reference: string | null;
    })[];
    for (const row of rows) {
      balance = row.balance_after;
      yield {
        type: "entry",
        at: row.created_at,
        entry: row,
        balance,
        requestId: row.request_id,
        reference: row.reference,
      };
    }
    if (rows.length < BATCH) break;
    after = rows.at(-1)!.seq;
  }
  yield { type: "closing", at: to, balance: end.balance_after };
}
