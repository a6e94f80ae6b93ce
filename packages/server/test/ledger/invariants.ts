import pg from "pg";

/**
 * The ledger's invariants, read straight from the database (not through the API under test):
 *
 * - no balance is negative;
 * - money is neither created nor lost: the sum of all balances equals all the money that entered the
 *   ledger (top-ups, and partners' reported earnings credited to wallets, which transfers only move);
 * - every account reconciles with its journal: its balance equals its credits minus its debits.
 *
 * Pass `accountIds` to look at a closed group of accounts only. Returns what it measured, so tests
 * can also compare it with what the clients saw.
 */
export type LedgerState = {
  accounts: number;
  negativeBalances: number;
  sumOfBalances: bigint;
  sumOfTopups: bigint;
  sumOfEarnings: bigint;
  /** Everything that entered: top-ups plus earning credits. */
  sumOfMinted: bigint;
  unreconciledAccounts: { id: string; balance: bigint; journal: bigint }[];
  transfers: number;
  transferIds: Set<string>;
};

export const readLedgerState = async (connectionString: string, accountIds?: string[]): Promise<LedgerState> => {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const scope = accountIds ? "WHERE a.id = ANY($1)" : "";
    const params = accountIds ? [accountIds] : [];
    const accounts = await client.query<{ id: string; balance: string; journal: string }>(
      `SELECT a.id, j.balance::text,
         (coalesce((SELECT sum(amount) FROM ledger_operations WHERE to_account_id = a.id), 0)
          - coalesce((SELECT sum(amount) FROM ledger_operations WHERE from_account_id = a.id), 0))::text AS journal
       FROM accounts a JOIN journal_accounts j ON j.id = a.id ${scope}`,
      params,
    );
    const topups = await client.query<{ sum: string }>(
      `SELECT coalesce(sum(amount), 0)::text AS sum FROM ledger_operations WHERE kind = 'topup'
         ${accountIds ? "AND to_account_id = ANY($1)" : ""}`,
      params,
    );
    const earnings = await client.query<{ sum: string }>(
      `SELECT coalesce(sum(amount), 0)::text AS sum FROM ledger_operations WHERE kind = 'earning'
         ${accountIds ? "AND to_account_id = ANY($1)" : ""}`,
      params,
    );
    const transfers = await client.query<{ transfer_id: string }>(
      `SELECT transfer_id FROM ledger_operations WHERE kind = 'transfer'
         ${accountIds ? "AND from_account_id = ANY($1)" : ""}`,
      params,
    );
    const rows = accounts.rows.map((r) => ({ id: r.id, balance: BigInt(r.balance), journal: BigInt(r.journal) }));
    return {
      accounts: rows.length,
      negativeBalances: rows.filter((r) => r.balance < 0n).length,
      sumOfBalances: rows.reduce((sum, r) => sum + r.balance, 0n),
      sumOfTopups: BigInt(topups.rows[0]!.sum),
      sumOfEarnings: BigInt(earnings.rows[0]!.sum),
      sumOfMinted: BigInt(topups.rows[0]!.sum) + BigInt(earnings.rows[0]!.sum),
      unreconciledAccounts: rows.filter((r) => r.balance !== r.journal),
      transfers: transfers.rowCount ?? 0,
      transferIds: new Set(transfers.rows.map((r) => r.transfer_id)),
    };
  } finally {
    await client.end();
  }
};
