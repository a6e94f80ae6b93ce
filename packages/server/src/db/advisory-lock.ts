import { type CommonQueryMethods, sql } from "slonik";

/**
 * Holds a transaction-scoped advisory lock named `name` (for example `keyshield:keys:<userId>`) until the
 * transaction ends: what two requests must not do at once (count a user's rows, then add one under a
 * cap) is serialized on it, on PostgreSQL and on the embedded database alike. Names are hashed to 64 bits
 * (`hashtextextended`), so distinct names practically never share a lock. Call it inside a transaction.
 */
export const lockForTransaction = async (tx: CommonQueryMethods, name: string): Promise<void> => {
  await tx.query(sql.unsafe`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
};
