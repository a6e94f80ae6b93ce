// Test books for the money engine (src/money/journal.ts), and the check that any set of books holds.
import { randomUUID } from "node:crypto";
import type { CommonQueryMethods } from "slonik";
import { openAccount } from "../../src/money/journal.ts";
import { type Moved, move } from "../../src/money/move.ts";

export type Books = {
  currency: string;
  users: { id: string; owner: string }[];
  /** A clearing account (may go below zero, as the world outside does). */
  source: string;
  fee: string;
  mint: string;
};

let counter = 0;
/** Ids sort in creation order; a system account's `0` after the prefix sorts it before users' `1`. */
const accountId = (system: boolean) =>
  `tac_${system ? 0 : 1}${(Date.now() * 1000 + counter++).toString(36).padStart(12, "0")}${randomUUID().slice(0, 8)}`;

export const entryId = (): string => `ten_${randomUUID()}`;

/** Opens a clearing, a fee and a mint account and `users` user accounts in `currency`. */
export const openBooks = async (
  db: CommonQueryMethods,
  currency: string,
  users: number,
  dailyOutflowCap: bigint | null = null,
): Promise<Books> => {
  const books: Books = { currency, users: [], source: accountId(true), fee: accountId(true), mint: accountId(true) };
  await openAccount(db, { id: books.source, currency, ownerId: null, kind: "clearing" });
  await openAccount(db, { id: books.fee, currency, ownerId: null, kind: "fee" });
  await openAccount(db, { id: books.mint, currency, ownerId: null, kind: "mint" });
  for (let i = 0; i < users; i++) {
    const user = { id: accountId(false), owner: `usr_test_${randomUUID()}` };
    await openAccount(db, { id: user.id, currency, ownerId: user.owner, kind: "user", dailyOutflowCap });
    books.users.push(user);
  }
  return books;
};

/** Moves `amount` from the books' clearing account to `to`, as one movement (`id`) of kind `fund`. */
export const fund = (
  db: CommonQueryMethods,
  books: Books,
  to: string,
  amount: bigint,
  id = `fund_${randomUUID()}`,
): Promise<Moved> =>
  move(db, { id, currency: books.currency, legs: [{ kind: "fund", from: books.source, to, amount }] }, entryId);

/**
 * What is wrong with the books, nothing when they hold: per currency every balance sums to 0 (clearing and
 * mint accounts mirror what the others hold), and every account's balance is its credits minus its debits
 * and the balance after its latest entry. `query` runs one statement and returns its first column.
 */
export const booksProblems = (query: (text: string) => Promise<readonly string[]>): Promise<readonly string[]> =>
  query(`
    SELECT 'currency ' || currency || ' sums to ' || sum(balance) FROM journal_accounts
    GROUP BY currency HAVING sum(balance) <> 0
    UNION ALL
    SELECT 'account ' || a.id || ' holds ' || a.balance FROM journal_accounts a
    WHERE a.balance <> (SELECT coalesce(sum(amount), 0) FROM journal_entries WHERE credit_account_id = a.id)
        - (SELECT coalesce(sum(amount), 0) FROM journal_entries WHERE debit_account_id = a.id)
      OR a.balance <> coalesce((
        SELECT CASE WHEN e.debit_account_id = a.id THEN e.debit_balance_after ELSE e.credit_balance_after END
        FROM journal_entries e WHERE e.debit_account_id = a.id OR e.credit_account_id = a.id
        ORDER BY e.seq DESC LIMIT 1), 0)`);
