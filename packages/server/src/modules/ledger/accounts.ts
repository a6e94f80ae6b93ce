import { type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import { openAccount as openBooksAccount } from "../../money/journal.ts";
import { NATIVE_UNIT } from "../../money.ts";
import { newAccountId } from "./ids.ts";
import { ledgerProblems } from "./problems.ts";

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

/** Registration opens the default account; a user may open more, up to this many in all. */
export const MAX_ACCOUNTS_PER_USER = 10;

/** An account in the books and the ledger's row for it, in the caller's transaction. */
const insertAccount = async (tx: CommonQueryMethods, ownerId: string, isDefault: boolean): Promise<string> => {
  const id = newAccountId();
  await openBooksAccount(tx, { id, currency: NATIVE_UNIT.code, ownerId, kind: "user" });
  await tx.query(sql.unsafe`
    INSERT INTO accounts (id, owner_id, currency, is_default) VALUES (${id}, ${ownerId}, ${NATIVE_UNIT.code}, ${isDefault})`);
  return id;
};

/** The caller's accounts, oldest first (the default account was opened with the user). */
export const listAccounts = (db: CommonQueryMethods, ownerId: string): Promise<readonly AccountRow[]> =>
  db.any(sql.unsafe`
    SELECT ${ACCOUNT_COLUMNS} FROM ${ACCOUNTS} WHERE a.owner_id = ${ownerId} ORDER BY a.created_at, a.id`) as Promise<
    readonly AccountRow[]
  >;

/** One of the owner's accounts, or null when the id is unknown or someone else's. */
export const findOwnAccount = (db: CommonQueryMethods, ownerId: string, id: string): Promise<AccountRow | null> =>
  db.maybeOne(sql.unsafe`
    SELECT ${ACCOUNT_COLUMNS} FROM ${ACCOUNTS} WHERE a.id = ${id} AND a.owner_id = ${ownerId}`) as Promise<AccountRow | null>;

/**
 * Open another account. The owner's user row is locked (FOR NO KEY UPDATE, which the accounts'
 * foreign-key checks do not conflict with) so two concurrent opens cannot both pass the count.
 */
export const openAccount = (db: DatabasePool, ownerId: string): Promise<AccountRow> =>
  db.transaction(async (tx) => {
    await tx.query(sql.unsafe`SELECT 1 FROM users WHERE id = ${ownerId} FOR NO KEY UPDATE`);
    const held = Number(await tx.oneFirst(sql.unsafe`SELECT count(*) FROM accounts WHERE owner_id = ${ownerId}`));
    if (held >= MAX_ACCOUNTS_PER_USER) {
      throw ledgerProblems.accountLimit(MAX_ACCOUNTS_PER_USER);
    }
    const id = await insertAccount(tx, ownerId, false);
    return (await tx.one(sql.unsafe`SELECT ${ACCOUNT_COLUMNS} FROM ${ACCOUNTS} WHERE a.id = ${id}`)) as AccountRow;
  });

export type AccountLookup = { id: string; owner: { id: string; name: string } };

/** The default account of the user with this email (case-insensitive), and who owns it. */
export const lookupDefaultAccount = async (db: CommonQueryMethods, email: string): Promise<AccountLookup | null> => {
  const row = (await db.maybeOne(sql.unsafe`
    SELECT a.id, u.id AS owner_id, u.name AS owner_name
    FROM users u JOIN accounts a ON a.owner_id = u.id AND a.is_default
    WHERE lower(u.email) = lower(${email})`)) as { id: string; owner_id: string; owner_name: string } | null;
  return row && { id: row.id, owner: { id: row.owner_id, name: row.owner_name } };
};

/** A new user's default account, opened in the transaction that creates the user (the userCreated hook). */
export const openDefaultAccount = (tx: CommonQueryMethods, ownerId: string): Promise<string> =>
  insertAccount(tx, ownerId, true);

/** The default accounts of these users, by user id (for credits to a user: reported earnings). */
export const defaultAccounts = async (
  db: CommonQueryMethods,
  ownerIds: readonly string[],
): Promise<Map<string, string>> => {
  const rows = (await db.any(sql.unsafe`
    SELECT id, owner_id FROM accounts WHERE owner_id = ANY(${sql.array([...new Set(ownerIds)], "text")}) AND is_default`)) as readonly {
    id: string;
    owner_id: string;
  }[];
  return new Map(rows.map((r) => [r.owner_id, r.id]));
};
