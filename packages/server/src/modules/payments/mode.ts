import { type DatabasePool, sql } from "slonik";

/**
 * Live mode needs a database that has only ever held live payments: the first live start records it,
 * and a live server refuses a database where test-mode wallets were ever opened (test money and live
 * money never meet), as a test server refuses one recorded live.
 */
export const checkDatabaseMode = async (db: DatabasePool, livemode: boolean): Promise<void> => {
  const recorded = (await db.maybeOneFirst(sql.unsafe`SELECT livemode FROM payment_mode`)) as boolean | null;
  if (recorded === livemode) return;
  if (recorded === true) {
    throw new Error(
      "This database holds live payments: a server in test mode may not run on it (set PAYMENTS_MODE=live, or use another database).",
    );
  }
  if (!livemode) return;
  const tested = await db.maybeOneFirst(sql.unsafe`SELECT 1 FROM payment_wallets WHERE owner_id IS NOT NULL LIMIT 1`);
  if (tested !== null) {
    throw new Error(
      "PAYMENTS_MODE=live needs a database that has only ever held live payments, and this one has held test-mode wallets: test money and live money must never meet. Start live mode on a new database.",
    );
  }
  await db.query(sql.unsafe`INSERT INTO payment_mode (livemode) VALUES (true) ON CONFLICT (one) DO NOTHING`);
};
