import { type CommonQueryMethods, type QuerySqlToken, sql } from "slonik";

/**
 * What an attacker with write access to the database does: change a row the platform never changes, past
 * the table's `<table>_immutable` trigger (disabled for the one statement, as a superuser could). The tests
 * that use it check that the platform detects the change.
 */
export const tamper = async (
  db: CommonQueryMethods,
  table: "rights_objects" | "bureau_certificates" | "signing_receipts",
  query: QuerySqlToken,
): Promise<void> => {
  const trigger = sql.identifier([`${table}_immutable`]);
  await db.query(sql.unsafe`ALTER TABLE ${sql.identifier([table])} DISABLE TRIGGER ${trigger}`);
  try {
    await db.query(query);
  } finally {
    await db.query(sql.unsafe`ALTER TABLE ${sql.identifier([table])} ENABLE TRIGGER ${trigger}`);
  }
};
