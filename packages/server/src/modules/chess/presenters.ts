import { fromMinorUnits } from "../../money.ts";
import type { Schema } from "../../platform/operations.ts";
import type { TournamentRow } from "./tournaments.ts";

/** Spec "Upcoming tournament (public)", with its name. */
export const upcomingTournamentView = (row: TournamentRow): Schema<"UpcomingTournament"> => ({
  id: row.id,
  name: row.name,
  startsAt: row.starts_at,
  format: row.format,
  prizePool: fromMinorUnits(row.prize_pool),
  entries: row.entries,
  capacity: row.capacity,
});

/** What operators see: the public fields and when the row was created and last changed. */
export const tournamentView = (row: TournamentRow): Schema<"Tournament"> => ({
  ...upcomingTournamentView(row),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});
