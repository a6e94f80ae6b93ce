import { type CommonQueryMethods, sql } from "slonik";

/**
 * The earnings module's transaction-scoped advisory locks, keyed (namespace, hashtext(key)): one
 * namespace per kind of thing locked, all of them here so that none collides with another.
 */
const LOCK_NAMESPACES = {
  /**
   * Recipient emails. The database function record_event_report (migration 0013) takes the same lock
   * (70070007, hashtext(email)): keep them equal.
   */
  recipient: 70_070_007,
  // 70_070_008 is the chess module's development tournament seeder (chess/tournaments.ts).
} as const;

/**
 * Hold these keys' locks in `namespace` until the transaction ends, taken one after another in the
 * order given, in one round trip (the scan of unnest WITH ORDINALITY is in array order, which the
 * ORDER BY pins). Transactions that take several must all give them in one fixed order.
 */
export const xactLock = async (
  tx: CommonQueryMethods,
  namespace: keyof typeof LOCK_NAMESPACES,
  keys: readonly string[],
): Promise<void> => {
  await tx.query(sql.unsafe`
    SELECT pg_advisory_xact_lock(${LOCK_NAMESPACES[namespace]}::int, hashtext(t.key))
    FROM unnest(${sql.array([...keys], "text")}::text[]) WITH ORDINALITY AS t(key, n)
    ORDER BY t.n`);
};
