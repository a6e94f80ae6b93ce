import { CheckIntegrityConstraintViolationError, type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import type { Page, PageQuery } from "../../http/pagination.ts";
import { fetchPage } from "../../persistence/pages.ts";
import { newTournamentId } from "./ids.ts";
import { chessProblems } from "./problems.ts";

/** Chess tournaments (table `tournaments`, migration 0007): operators create and update them. */

export type TournamentRow = {
  id: string;
  name: string;
  starts_at: string;
  format: string;
  prize_pool: bigint;
  entries: number;
  capacity: number;
  created_at: string;
  updated_at: string;
};

const COLUMNS = sql.fragment`id, name, starts_at, format, prize_pool, entries, capacity, created_at, updated_at`;

export type TournamentInput = {
  name: string;
  startsAt: string;
  format: string;
  /** Minor units, ≥ 0. */
  prizePool: bigint;
  entries: number;
  capacity: number;
};

/** The tournaments' own CHECK constraints as the client's problem (the route checks first). */
const constraintProblem = (err: unknown) =>
  err instanceof CheckIntegrityConstraintViolationError && err.constraint === "tournaments_entries_within_capacity"
    ? chessProblems.tournamentCapacity()
    : undefined;

/**
 * A page of the tournaments starting after now, soonest first (`starts_at`, then `id`): the lists'
 * keyset, ascending, so a page continues strictly after the last tournament of the previous one.
 */
export const upcomingTournaments = <Item>(
  db: CommonQueryMethods,
  page: PageQuery,
  map: (row: TournamentRow) => Item,
): Promise<Page<Item>> =>
  fetchPage(db, {
    page,
    columns: COLUMNS,
    from: sql.fragment`tournaments`,
    where: sql.fragment`starts_at > now()`,
    orderBy: "created_at",
    keyColumns: { createdAt: sql.identifier(["starts_at"]) },
    direction: "asc",
    map,
  });

export const createTournament = async (db: CommonQueryMethods, input: TournamentInput): Promise<TournamentRow> => {
  if (input.entries > input.capacity) throw chessProblems.tournamentCapacity();
  try {
    return (await db.one(sql.unsafe`
      INSERT INTO tournaments (id, name, starts_at, format, prize_pool, entries, capacity)
      VALUES (${newTournamentId()}, ${input.name}, ${input.startsAt}::timestamptz, ${input.format},
        ${input.prizePool}::bigint, ${input.entries}, ${input.capacity})
      RETURNING ${COLUMNS}`)) as TournamentRow;
  } catch (err) {
    throw constraintProblem(err) ?? err;
  }
};

/** Change the given fields; the merged row must still have entries ≤ capacity (422 otherwise). */
export const updateTournament = async (
  db: CommonQueryMethods,
  id: string,
  patch: Partial<TournamentInput>,
): Promise<TournamentRow> => {
  let row: TournamentRow | null;
  try {
    row = (await db.maybeOne(sql.unsafe`
      UPDATE tournaments SET
        name = coalesce(${patch.name ?? null}::text, name),
        starts_at = coalesce(${patch.startsAt ?? null}::timestamptz, starts_at),
        format = coalesce(${patch.format ?? null}::text, format),
        prize_pool = coalesce(${patch.prizePool ?? null}::bigint, prize_pool),
        entries = coalesce(${patch.entries ?? null}::int, entries),
        capacity = coalesce(${patch.capacity ?? null}::int, capacity),
        updated_at = now()
      WHERE id = ${id}
      RETURNING ${COLUMNS}`)) as TournamentRow | null;
  } catch (err) {
    throw constraintProblem(err) ?? err;
  }
  if (!row) throw chessProblems.tournamentNotFound();
  return row;
};

const DAY_MS = 86_400_000;

/**
 * The development seeder's transaction-scoped advisory lock: key (70070008, hashtext('development')),
 * the namespace it had when chess lived in the earnings module (whose recipient locks are 70070007).
 */
const SEED_LOCK_NAMESPACE = 70_070_008;

/** Development only: three upcoming tournaments, unless some tournament is already upcoming. */
export const seedDevelopmentTournaments = (db: DatabasePool): Promise<number> =>
  db.transaction(async (tx) => {
    // One seeder at a time across instances starting together; the check below then sees the other's rows.
    await tx.query(sql.unsafe`SELECT pg_advisory_xact_lock(${SEED_LOCK_NAMESPACE}::int, hashtext('development'))`);
    const upcoming = await tx.exists(sql.unsafe`SELECT 1 FROM tournaments WHERE starts_at > now()`);
    if (upcoming) return 0;
    const now = Date.now();
    const seeds: TournamentInput[] = [
      {
        name: "Friday Blitz Arena",
        format: "Blitz 3+2, Swiss, 7 rounds",
        prizePool: 50000n,
        entries: 12,
        capacity: 64,
      },
      {
        name: "Weekend Rapid Open",
        format: "Rapid 15+10, Swiss, 5 rounds",
        prizePool: 150000n,
        entries: 40,
        capacity: 128,
      },
      {
        name: "Classical Invitational",
        format: "Classical 90+30, round robin",
        prizePool: 500000n,
        entries: 6,
        capacity: 8,
      },
    ].map((seed, i) => ({ ...seed, startsAt: new Date(now + [1, 3, 10][i]! * DAY_MS).toISOString() }));
    for (const seed of seeds) await createTournament(tx, seed);
    return seeds.length;
  });
