import { type CommonQueryMethods, sql } from "slonik";
import { type Leg, move } from "../../money/move.ts";
import { MAX_MINOR_UNITS, NATIVE_UNIT } from "../../money.ts";
import { defaultAccounts, mintAccount, newOperationId } from "../ledger/index.ts";
import { xactLock } from "./locks.ts";
import type { EarningRow } from "./records.ts";

/**
 * The wallet side of earnings. A reported earning is money the recipient has: each record credits the
 * recipient's default account with exactly one entry of kind `earning` from the ledger's mint (like a
 * top-up), in the same transaction as the record. The entry's movement is the record, and the books
 * allow one entry per movement and kind, so no record is ever credited twice.
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

/** One movement in the books: each record an `earning` entry from the mint to its recipient's account. */
const credit = async (tx: CommonQueryMethods, legs: readonly Leg[]): Promise<void> => {
  await move(tx, { id: legs[0]!.movementId!, currency: NATIVE_UNIT.code, legs }, newOperationId);
};

const earningLeg = (record: { id: string; amount: bigint }, accountId: string, from: string): Leg => ({
  kind: "earning",
  from,
  to: accountId,
  amount: record.amount,
  movementId: record.id,
});

/**
 * Credit freshly inserted records whose recipient is a user, to their default accounts, in one movement.
 * A balance over the largest one refuses it (MovementRefused, `balance-limit`; the caller maps it).
 */
export const creditEarnings = async (tx: CommonQueryMethods, rows: readonly EarningRow[]): Promise<void> => {
  const owned = rows.filter((r) => r.user_id !== null);
  if (owned.length === 0) return;
  const accountOf = await defaultAccounts(
    tx,
    owned.map((r) => r.user_id!),
  );
  const from = mintAccount();
  await credit(
    tx,
    owned.map((row) => {
      const accountId = accountOf.get(row.user_id!);
      if (!accountId) throw new Error(`user ${row.user_id} has no default account`);
      return earningLeg(row, accountId, from);
    }),
  );
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
      AND NOT EXISTS (SELECT 1 FROM journal_entries o WHERE o.movement_id = e.id AND o.kind = 'earning')
    ORDER BY e.id`)) as readonly { id: string; amount: bigint }[];
  if (pending.length === 0) return { credited: 0, skipped: 0 };
  const accountId = (await defaultAccounts(tx, [input.userId])).get(input.userId);
  if (!accountId) throw new Error(`user ${input.userId} has no default account to credit pending earnings to`);
  // Locked before deciding what fits, so the balance cannot grow between the decision and the credit.
  let balance = (await tx.oneFirst(sql.unsafe`
    SELECT balance FROM journal_accounts WHERE id = ${accountId} FOR UPDATE`)) as bigint;
  const from = mintAccount();
  const legs: Leg[] = [];
  for (const record of pending) {
    if (balance + record.amount > MAX_MINOR_UNITS) continue;
    balance += record.amount;
    legs.push(earningLeg(record, accountId, from));
  }
  if (legs.length > 0) await credit(tx, legs);
  return { credited: legs.length, skipped: pending.length - legs.length };
};
