import { type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import type { Page, PageQuery } from "../../../http/pagination.ts";
import { openAccount } from "../../../money/journal.ts";
import { fetchPage } from "../../../persistence/pages.ts";
import type { Schema } from "../../../platform/operations.ts";
import { newWalletId } from "../ids.ts";
import { paymentsProblems } from "../problems.ts";
import { KZT } from "./currency.ts";
import type { EntryKind } from "./movements.ts";
import { paymentWalletEntryView } from "./presenters.ts";

/** A user's wallet: payments' row (whose it is) with its account in the books (src/money/journal.ts). */
export type WalletRow = {
  id: string;
  owner_id: string;
  balance: bigint;
  held: bigint;
  outflow_day: string;
  outflow_today: bigint;
  daily_outflow_cap: bigint | null;
  today: string;
  created_at: string;
  updated_at: string;
};

const WALLETS = sql.fragment`payment_wallets w JOIN journal_accounts j ON j.id = w.id`;

const WALLET_COLUMNS = sql.fragment`w.id, w.owner_id, j.balance, j.held, j.outflow_day::text AS outflow_day,
  j.outflow_today, j.daily_outflow_cap, (now() AT TIME ZONE 'UTC')::date::text AS today, w.created_at, j.updated_at`;

/**
 * Opens the user's wallet unless they have one (one per user: a unique index, so two concurrent calls
 * open one). Until the owner's identity check is approved the wallet gets the daily outflow cap
 * `unverifiedCap`; a verified owner's gets none. The user's row is locked first, as an approval
 * (kyc/store.ts decideKyc) locks it before lifting the caps of the user's wallets, so a wallet opened
 * while an approval commits is seen by it, or sees it.
 */
export const openWallet = (
  pool: DatabasePool,
  ownerId: string,
  unverifiedCap: bigint,
): Promise<{ wallet: WalletRow; created: boolean }> =>
  pool.transaction(async (tx) => {
    // The user's lock serializes opens of one user's wallet; the next statement, after it, sees a wallet
    // another open committed meanwhile.
    await tx.query(sql.unsafe`SELECT 1 FROM users WHERE id = ${ownerId} FOR NO KEY UPDATE`);
    const state = (await tx.one(sql.unsafe`
      SELECT EXISTS (SELECT 1 FROM payment_kyc_submissions WHERE user_id = ${ownerId} AND status = 'approved') AS verified,
        EXISTS (SELECT 1 FROM payment_wallets WHERE owner_id = ${ownerId}) AS has_wallet`)) as {
      verified: boolean;
      has_wallet: boolean;
    };
    if (!state.has_wallet) {
      const id = newWalletId();
      await openAccount(tx, {
        id,
        currency: KZT.code,
        ownerId,
        kind: "user",
        dailyOutflowCap: state.verified ? null : unverifiedCap,
      });
      await tx.query(sql.unsafe`INSERT INTO payment_wallets (id, owner_id, kind) VALUES (${id}, ${ownerId}, 'user')`);
    }
    const wallet = await walletOfUser(tx, ownerId);
    if (!wallet) throw new Error(`user ${ownerId} has no wallet after opening one`);
    return { wallet, created: !state.has_wallet };
  });

/** The user's wallet, or null. */
export const walletOfUser = async (db: CommonQueryMethods, ownerId: string): Promise<WalletRow | null> =>
  (await db.maybeOne(sql.unsafe`
    SELECT ${WALLET_COLUMNS} FROM ${WALLETS} WHERE w.owner_id = ${ownerId}`)) as WalletRow | null;

export type WalletLookupRow = { id: string; owner_id: string; owner_name: string };

/** The wallet of the user with this email (case-insensitive) and its owner's id and name, or null. */
export const lookupWallet = async (db: CommonQueryMethods, email: string): Promise<WalletLookupRow | null> =>
  (await db.maybeOne(sql.unsafe`
    SELECT w.id, u.id AS owner_id, u.name AS owner_name
    FROM users u JOIN payment_wallets w ON w.owner_id = u.id
    WHERE lower(u.email) = lower(${email})`)) as WalletLookupRow | null;

/**
 * The wallet a caller names, or theirs when they name none (every user has at most one): 404
 * `payments-wallet-not-found` when they have none yet. A named wallet is returned as named; the
 * movement (or ownWallet) checks it is theirs.
 */
export const walletIdOrOwn = async (db: CommonQueryMethods, userId: string, named: string | undefined) => {
  if (named !== undefined) return named;
  const own = await walletOfUser(db, userId);
  if (!own) throw paymentsProblems.noWallet();
  return own.id;
};

/** The wallet `id` when `ownerId` owns it; else the same 404 as an unknown id. */
export const ownWallet = async (db: CommonQueryMethods, ownerId: string, id: string): Promise<WalletRow> => {
  const row = (await db.maybeOne(sql.unsafe`
    SELECT ${WALLET_COLUMNS} FROM ${WALLETS} WHERE w.id = ${id} AND w.owner_id = ${ownerId}`)) as WalletRow | null;
  if (!row) throw paymentsProblems.walletNotFound();
  return row;
};

/** One journal entry seen from one wallet's side. */
export type EntryRow = {
  id: string;
  movement_id: string;
  kind: EntryKind;
  direction: "debit" | "credit";
  amount: bigint;
  fee: bigint;
  balance_after: bigint;
  counterparty_wallet_id: string | null;
  created_at: string;
};

/** A wallet as its entries are found: by its owner's index, then the wallet (a user holds one per currency). */
export type WalletRef = Pick<WalletRow, "id" | "owner_id">;

/**
 * The entries of `walletId` from its side: a user's counterparty is named, a system wallet is not. `seq`
 * is the journal's order of application (what each `balance_after` follows).
 */
export const entriesOf = ({ id: walletId, owner_id: ownerId }: WalletRef) => sql.fragment`(
  SELECT e.id, e.seq, e.movement_id, e.kind, 'debit' AS direction, e.amount, e.fee,
    e.debit_balance_after AS balance_after,
    CASE WHEN e.credit_owner_id IS NOT NULL THEN e.credit_account_id END AS counterparty_wallet_id, e.created_at
  FROM journal_entries e
  WHERE e.debit_owner_id = ${ownerId} AND e.debit_account_id = ${walletId}
  UNION ALL
  SELECT e.id, e.seq, e.movement_id, e.kind, 'credit', e.amount, e.fee, e.credit_balance_after,
    CASE WHEN e.debit_owner_id IS NOT NULL THEN e.debit_account_id END, e.created_at
  FROM journal_entries e
  WHERE e.credit_owner_id = ${ownerId} AND e.credit_account_id = ${walletId}
) AS entries`;

const ENTRY_COLUMNS = sql.fragment`id, movement_id, kind, direction, amount, fee, balance_after, counterparty_wallet_id, created_at`;

/** A page of the wallet's entries, newest first (ids are ULIDs). */
export const entriesPage = (
  db: CommonQueryMethods,
  wallet: WalletRef,
  page: PageQuery,
  livemode: boolean,
): Promise<Page<Schema<"PaymentWalletEntry">>> =>
  fetchPage(db, {
    page,
    columns: ENTRY_COLUMNS,
    from: entriesOf(wallet),
    orderBy: "id",
    map: (row: EntryRow) => paymentWalletEntryView(row, livemode),
  });

const EXPORT_BATCH = 500;

/** Every entry of the wallet up to the newest when the export began, oldest first, in batches. */
export async function* exportEntries(db: CommonQueryMethods, wallet: WalletRef): AsyncGenerator<EntryRow> {
  const last = (await db.maybeOneFirst(sql.unsafe`
    SELECT max(id) FROM ${entriesOf(wallet)}`)) as string | null;
  if (last === null) return;
  let after = "";
  for (;;) {
    const rows = (await db.any(sql.unsafe`
      SELECT ${ENTRY_COLUMNS} FROM ${entriesOf(wallet)}
      WHERE id > ${after} AND id <= ${last} ORDER BY id ASC LIMIT ${EXPORT_BATCH}`)) as readonly EntryRow[];
    yield* rows;
    if (rows.length < EXPORT_BATCH) return;
    after = rows.at(-1)!.id;
  }
}
