import { type CommonQueryMethods, sql } from "slonik";
import { MAX_MINOR_UNITS } from "../../money.ts";
import { newOperationId } from "../ledger/index.ts";
import { xactLock } from "./locks.ts";
import type { EarningRow } from "./shapes.ts";

/**
 * The wallet side of earnings. A reported earning is money the recipient has: each record credits the
 * recipient's default account with exactly one journal row of kind `earning` (no from side, like a
 * top-up), in the same transaction as the record. `ledger_operations.earning_id` is unique, so no
 * record is ever credited twice.
 *
 * A report for an email nobody holds yet is recorded without a user; `claimPendingEarnings` credits it
 * in the transaction that creates the user with that email (the module's `userCreated` hook, which
 * auth/users.ts `createUser` runs: the one place users are made, registration and identity providers
 * alike; the ledger's hook, run before it, has opened the default account).
 *
 * The race between the two (a report arriving while its recipient registers) is closed by a
 * transaction-scoped advisory lock per recipient email, taken by both sides before they look: the
 * report's transaction either sees the committed user (and credits them) or commits its record before
 * the registration's claim looks for pending records (READ COMMITTED: the claim's statement, run after
 * the lock, sees it).
 */

/** Lowercased, as records store it and as users' unique index compares it. */
export const normalizeEmail = (email: string): string => email.toLowerCase();

/** Serialize, per recipient email, reports with the creation of the user who holds that email. */
export const lockRecipients = async (tx: CommonQueryMethods, emails: readonly string[]): Promise<void> => {
  // One fixed order for every transaction that takes several, so two of them never wait on each other.
  await xactLock(tx, "recipient", [...new Set(emails.map(normalizeEmail))].sort());
};

/** The users holding these (lowercased) emails, by email. */
export const recipientUsers = async (
  tx: CommonQueryMethods,
  emails: readonly string[],
): Promise<Map<string, string>> => {
  const rows = (await tx.any(sql.unsafe`
    SELECT lower(email) AS email, id FROM users
    WHERE lower(email) = ANY(${sql.array([...new Set(emails)], "text")})`)) as readonly { email: string; id: string }[];
  return new Map(rows.map((r) => [r.email, r.id]));
};

/**
 * Credit freshly inserted records whose recipient is a user: lock their default accounts in id order
 * (the order every balance writer uses), add each amount, and write one journal row per record. A
 * balance over the largest one fails the transaction with the accounts' constraint (the caller maps it).
 */
export const creditEarnings = async (tx: CommonQueryMethods, rows: readonly EarningRow[]): Promise<void> => {
  const owned = rows.filter((r) => r.user_id !== null);
  if (owned.length === 0) return;
  const accounts = (await tx.any(sql.unsafe`
    SELECT id, owner_id FROM accounts
    WHERE owner_id = ANY(${sql.array([...new Set(owned.map((r) => r.user_id!))], "text")}) AND is_default
    ORDER BY id FOR UPDATE`)) as readonly { id: string; owner_id: string }[];
  const accountOf = new Map(accounts.map((a) => [a.owner_id, a.id]));
  const byAccount = [...owned].sort((a, b) => {
    const x = accountOf.get(a.user_id!)!;
    const y = accountOf.get(b.user_id!)!;
    return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : 1;
  });
  for (const row of byAccount) {
    const accountId = accountOf.get(row.user_id!);
    if (!accountId) throw new Error(`user ${row.user_id} has no default account`);
    const balance = (await tx.oneFirst(sql.unsafe`
      UPDATE accounts SET balance = balance + ${row.amount}::bigint, updated_at = now()
      WHERE id = ${accountId} RETURNING balance`)) as bigint;
    await tx.query(sql.unsafe`
      INSERT INTO ledger_operations (id, kind, amount, to_account_id, to_owner_id, to_balance_after, earning_id)
      VALUES (${newOperationId()}, 'earning', ${row.amount}::bigint, ${accountId}, ${row.user_id}, ${balance}, ${row.id})`);
  }
};

export type ClaimResult = {
  /** Records credited to the new account now. */
  credited: number;
  /** Records left uncredited because the account would exceed the largest balance (they stay listed). */
  skipped: number;
};

/**
 * Inside the transaction that creates a user: credit every record reported for their email before they
 * existed (oldest first) to their new default account, one journal row each. Records stay as they were
 * (immutable); they appear in the user's lists because lists include records without a user whose email
 * is the caller's. A record is skipped only if crediting it would take the new account past the largest
 * balance (9,999,999,999,999.99 TNU), so registration never fails because of what partners reported.
 * The default account is looked up in this transaction, only when something is pending (the ledger
 * module's `userCreated` hook opened it earlier in the same transaction).
 */
export const claimPendingEarnings = async (
  tx: CommonQueryMethods,
  input: { userId: string; email: string },
): Promise<ClaimResult> => {
  const email = normalizeEmail(input.email);
  await lockRecipients(tx, [email]);
  const pending = (await tx.any(sql.unsafe`
    SELECT e.id, e.amount FROM earnings e
    WHERE e.user_id IS NULL AND e.email = ${email}
      AND NOT EXISTS (SELECT 1 FROM ledger_operations o WHERE o.earning_id = e.id)
    ORDER BY e.id`)) as readonly { id: string; amount: bigint }[];
  if (pending.length === 0) return { credited: 0, skipped: 0 };
  const account = (await tx.maybeOne(sql.unsafe`
    SELECT id, balance FROM accounts WHERE owner_id = ${input.userId} AND is_default
    FOR UPDATE`)) as { id: string; balance: bigint } | null;
  if (!account) throw new Error(`user ${input.userId} has no default account to credit pending earnings to`);
  let balance = account.balance;
  let credited = 0;
  for (const record of pending) {
    if (balance + record.amount > MAX_MINOR_UNITS) continue;
    balance += record.amount;
    credited++;
    await tx.query(sql.unsafe`
      INSERT INTO ledger_operations (id, kind, amount, to_account_id, to_owner_id, to_balance_after, earning_id)
      VALUES (${newOperationId()}, 'earning', ${record.amount}::bigint, ${account.id}, ${input.userId},
        ${balance}::bigint, ${record.id})`);
  }
  if (credited > 0) {
    await tx.query(sql.unsafe`
      UPDATE accounts SET balance = ${balance}::bigint, updated_at = now() WHERE id = ${account.id}`);
  }
  return { credited, skipped: pending.length - credited };
};
