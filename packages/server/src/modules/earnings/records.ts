import { CheckIntegrityConstraintViolationError, type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import { type Prepare, unprepared } from "../../db/prepared.ts";
import { retryOnConflict } from "../../db/retry.ts";
import { fundsProblem } from "../ledger/index.ts";
import { creditEarnings, lockRecipients, normalizeEmail, recipientUsers } from "./credit.ts";
import { newCertificationPayoutId, newPrizeId, newRoyaltyId } from "./ids.ts";
import { earningsProblems } from "./problems.ts";

/**
 * Recording partner reports. Each report is one transaction: lock the recipient email(s), find the
 * user(s), INSERT ... ON CONFLICT DO NOTHING on the report's idempotency key, credit the wallet for
 * what was inserted, and read back what was not. Concurrent identical reports are decided by the
 * unique constraint: exactly one inserts, the others find its committed row (never read-then-write).
 */

/** What a report says beyond its idempotency key, recipient and amount: per source. */
/** A partner's report as recorded (migration 0007_earnings_records). */
export type EarningSource = "rights" | "chess" | "registry";

export const EARNING_SOURCES: readonly EarningSource[] = ["rights", "chess", "registry"];

export type EarningRow = {
  id: string;
  source: EarningSource;
  email: string;
  user_id: string | null;
  amount: bigint;
  event_id: string | null;
  product_key: string | null;
  period: string | null;
  artifact_version_id: string | null;
  tournament_id: string | null;
  place: number | null;
  recorded_at: string;
};

export const EARNING_COLUMNS = sql.fragment`
  id, source, email, user_id, amount, event_id, product_key, period, artifact_version_id, tournament_id, place,
  recorded_at`;

export type EventDetails =
  | { source: "rights"; productKey: string; period: string }
  | { source: "registry"; artifactVersionId: string };

export type EventReport = { eventId: string; email: string; amount: bigint } & EventDetails;

export type EventOutcome = { row: EarningRow; replayed: boolean };

const withBalanceProblem = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await retryOnConflict(work);
  } catch (err) {
    if (err instanceof CheckIntegrityConstraintViolationError && err.constraint === "earnings_recipient_total_limit") {
      throw earningsProblems.earningsLimit();
    }
    throw fundsProblem(err) ?? err;
  }
};

/** A royalty (rights) or certification payout (registry): idempotent on (source, eventId). */
export const recordEventReport = async (
  db: DatabasePool,
  report: EventReport,
  prepare: Prepare = unprepared,
): Promise<EventOutcome> => {
  const email = normalizeEmail(report.email);
  const id = report.source === "rights" ? newRoyaltyId() : newCertificationPayoutId();
  const productKey = report.source === "rights" ? report.productKey : null;
  const period = report.source === "rights" ? report.period : null;
  const artifactVersionId = report.source === "registry" ? report.artifactVersionId : null;
  const asReplay = (existing: EarningRow): EventOutcome => {
    const same =
      existing.email === email &&
      existing.amount === report.amount &&
      existing.product_key === productKey &&
      existing.period === period &&
      existing.artifact_version_id === artifactVersionId;
    if (!same) throw earningsProblems.eventConflict(report.source, report.eventId, existing);
    return { row: existing, replayed: true };
  };

  // One transaction: record_event_report (migration 0013) takes the recipient's lock, inserts unless the
  // event exists and returns the record, inserted or existing; a new record of a user is credited in the
  // same transaction. The unique constraint alone decides between concurrent identical reports.
  const result = (await withBalanceProblem(() =>
    db.transaction(async (tx) => {
      const recorded = (await tx.one(
        prepare(
          "earnings_record_event_v3",
          sql.unsafe`
            SELECT * FROM record_event_report(${id}, ${report.source}, ${email}, ${report.amount}::bigint,
              ${report.eventId}, ${productKey}::text, ${period}::text, ${artifactVersionId}::text)`,
        ),
      )) as EarningRow & { inserted: boolean };
      if (recorded.inserted) await creditEarnings(tx, [recorded]);
      return recorded;
    }),
  )) as EarningRow & { inserted: boolean };
  const { inserted, ...row } = result;
  if (!inserted) return asReplay(row);
  return { row, replayed: false };
};

export type PodiumEntry = { email: string; place: number; amount: bigint };

export type PodiumOutcome = { recorded: EarningRow[]; replayed: EarningRow[] };

const entryKey = (place: number, email: string) => `${place}\u0000${email}`;

/** Fixed order (place, email): reports of one podium insert, wait and answer in the same order. */
const byPlaceThenEmail = <T extends { place: number | null; email: string }>(a: T, b: T) =>
  a.place! - b.place! || (a.email < b.email ? -1 : a.email > b.email ? 1 : 0);

/** The records of these entries that exist already. */
const recordedEntries = async (
  q: CommonQueryMethods,
  tournamentId: string,
  entries: readonly PodiumEntry[],
): Promise<EarningRow[]> => [
  ...((await q.any(sql.unsafe`
    SELECT ${EARNING_COLUMNS} FROM earnings
    WHERE tournament_id = ${tournamentId}
      AND (place, email) IN (
        SELECT * FROM unnest(
          ${sql.array(
            entries.map((e) => e.place),
            "int4",
          )}::int[],
          ${sql.array(
            entries.map((e) => e.email),
            "text",
          )}::text[]))`)) as readonly EarningRow[]),
];

/** 400 when a report names one (place, email) twice (`entries` in the report's order, emails normalized). */
const refuseRepeats = (entries: readonly PodiumEntry[]): void => {
  const seen = new Map<string, number>();
  for (const [i, e] of entries.entries()) {
    const key = entryKey(e.place, e.email);
    const first = seen.get(key);
    if (first !== undefined) {
      throw earningsProblems.podiumRepeat(i, first);
    }
    seen.set(key, i);
  }
};

/** 409 when an entry was recorded before with another amount (or, impossibly, not found at all). */
const refuseConflicts = (entries: readonly PodiumEntry[], existing: readonly EarningRow[]): void => {
  const byKey = new Map(existing.map((r) => [entryKey(r.place!, r.email), r]));
  const conflicting = entries.filter((e) => byKey.get(entryKey(e.place, e.email))?.amount !== e.amount);
  if (conflicting.length === 0) return;
  throw earningsProblems.podiumConflict(
    conflicting.map((e) => ({ entry: e, row: byKey.get(entryKey(e.place, e.email)) })),
  );
};
/**
 * A finalized tournament's podium (chess): one record per entry, idempotent on (tournamentId, place,
 * email). All entries or none: an entry recorded earlier with another amount refuses the whole report
 * (409) and records nothing, as does an entry the report repeats (400). The tournament id need not be
 * one of ours (a partner's tournament may not be listed here): nothing a partner reported is dropped.
 */
export const recordPodium = async (
  db: DatabasePool,
  report: { tournamentId: string; podium: readonly PodiumEntry[] },
): Promise<PodiumOutcome> => {
  const entries = report.podium.map((e) => ({ ...e, email: normalizeEmail(e.email) }));
  refuseRepeats(entries);
  entries.sort(byPlaceThenEmail);

  // A full replay is answered from one read, without a transaction (records never change).
  const earlier = await recordedEntries(db, report.tournamentId, entries);
  if (earlier.length === entries.length) {
    refuseConflicts(entries, earlier);
    return { recorded: [], replayed: earlier.sort(byPlaceThenEmail) };
  }

  return withBalanceProblem(() =>
    db.transaction(async (tx) => {
      const emails = entries.map((e) => e.email);
      await lockRecipients(tx, emails);
      const users = await recipientUsers(tx, emails);
      const inserted = (await tx.any(sql.unsafe`
        INSERT INTO earnings (id, source, email, user_id, amount, tournament_id, place)
        SELECT t.id, 'chess', t.email, t.user_id, t.amount::bigint, ${report.tournamentId}, t.place
        FROM unnest(
          ${sql.array(
            entries.map(() => newPrizeId()),
            "text",
          )}::text[],
          ${sql.array(emails, "text")}::text[],
          ${sql.array(
            entries.map((e) => users.get(e.email) ?? null),
            "text",
          )}::text[],
          ${sql.array(
            entries.map((e) => e.amount.toString()),
            "text",
          )}::text[],
          ${sql.array(
            entries.map((e) => e.place),
            "int4",
          )}::int[]
        ) WITH ORDINALITY AS t(id, email, user_id, amount, place, n)
        ORDER BY t.n
        ON CONFLICT (tournament_id, place, email) DO NOTHING
        RETURNING ${EARNING_COLUMNS}`)) as readonly EarningRow[];
      const fresh = new Set(inserted.map((r) => entryKey(r.place!, r.email)));
      const missing = entries.filter((e) => !fresh.has(entryKey(e.place, e.email)));
      const existing = missing.length > 0 ? await recordedEntries(tx, report.tournamentId, missing) : [];
      // Before crediting anything: a conflict rolls the whole report back.
      refuseConflicts(missing, existing);
      await creditEarnings(tx, inserted);
      return { recorded: [...inserted].sort(byPlaceThenEmail), replayed: existing.sort(byPlaceThenEmail) };
    }),
  );
};
