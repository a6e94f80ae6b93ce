import { type CommonQueryMethods, type FragmentSqlToken, sql } from "slonik";
import type { AuthenticatedUser } from "../../http/auth.ts";
import type { Page, PageQuery } from "../../http/pagination.ts";
import { fromMinorUnits } from "../../money.ts";
import { fetchPage } from "../../persistence/pages.ts";
import type { Schema } from "../../platform/operations.ts";
import { normalizeEmail } from "./credit.ts";
import { certificationPayoutView, prizeEntryView, royaltyEventView } from "./presenters.ts";
import { EARNING_COLUMNS, EARNING_SOURCES, type EarningRow, type EarningSource } from "./records.ts";

/**
 * What one user sees: the records reported while they held their account (by user id) and those
 * reported for their email before they registered (no user, same email). Emails are unique per user,
 * so the second set is theirs alone.
 */
const visibleTo = (user: Pick<AuthenticatedUser, "id" | "email">): FragmentSqlToken =>
  sql.fragment`(user_id = ${user.id} OR (user_id IS NULL AND email = ${normalizeEmail(user.email)}))`;

const page = <Item>(
  db: CommonQueryMethods,
  user: Pick<AuthenticatedUser, "id" | "email">,
  source: EarningSource,
  query: PageQuery,
  map: (row: EarningRow) => Item,
): Promise<Page<Item>> =>
  fetchPage(db, {
    page: query,
    columns: EARNING_COLUMNS,
    from: sql.fragment`earnings`,
    where: sql.fragment`source = ${source} AND ${visibleTo(user)}`,
    // Newest first by id (ULIDs sort by creation), keyset cursors: stable while new reports arrive.
    orderBy: "id",
    map,
  });

export const royaltiesPage = (db: CommonQueryMethods, user: AuthenticatedUser, query: PageQuery) =>
  page(db, user, "rights", query, royaltyEventView);

export const prizesPage = (db: CommonQueryMethods, user: AuthenticatedUser, query: PageQuery) =>
  page(db, user, "chess", query, prizeEntryView);

export const payoutsPage = (db: CommonQueryMethods, user: AuthenticatedUser, query: PageQuery) =>
  page(db, user, "registry", query, certificationPayoutView);

export type EarningsAggregate = Schema<"EarningsAggregate">;

/**
 * The caller's earnings per source and in all: summed in SQL in integer minor units (exact; sum of
 * bigint is numeric, read back as its text), converted to JSON numbers once at the end.
 */
export const earningsAggregate = async (
  db: CommonQueryMethods,
  user: Pick<AuthenticatedUser, "id" | "email">,
): Promise<EarningsAggregate> => {
  const rows = (await db.any(sql.unsafe`
    SELECT source, sum(amount)::text AS amount, count(*) AS count, max(recorded_at) AS last
    FROM earnings WHERE ${visibleTo(user)}
    GROUP BY source`)) as readonly { source: EarningSource; amount: string; count: bigint; last: string }[];
  const bySource = new Map(rows.map((r) => [r.source, r]));
  const minor = (source: EarningSource) => BigInt(bySource.get(source)?.amount ?? 0);
  return {
    totals: {
      ...(Object.fromEntries(EARNING_SOURCES.map((s) => [s, fromMinorUnits(minor(s))])) as Record<
        EarningSource,
        number
      >),
      all: fromMinorUnits(EARNING_SOURCES.reduce((sum, source) => sum + minor(source), 0n)),
    },
    perSource: EARNING_SOURCES.map((source) => {
      const row = bySource.get(source);
      return {
        source,
        amount: fromMinorUnits(minor(source)),
        count: row ? Number(row.count) : 0,
        last: row?.last ?? null,
      };
    }),
  };
};
