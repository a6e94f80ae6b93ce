import { sql } from "slonik";
import { fromMinorUnits } from "../../money.ts";
import type { Schema } from "../../platform/operations.ts";

/** Database rows of partner earnings (migration 0007) and the API shapes they become (openapi/earnings.yaml). */

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

/** Spec "Royalty event". */
export const toRoyaltyEvent = (row: EarningRow): Schema<"RoyaltyEvent"> => ({
  id: row.id,
  productKey: row.product_key!,
  period: row.period!,
  amount: fromMinorUnits(row.amount),
  paidAt: row.recorded_at,
});

/** Spec "Prize entry". */
export const toPrizeEntry = (row: EarningRow): Schema<"PrizeEntry"> => ({
  id: row.id,
  tournamentId: row.tournament_id!,
  place: row.place!,
  amount: fromMinorUnits(row.amount),
  finalizedAt: row.recorded_at,
});

/** Spec "Certification payout". */
export const toCertificationPayout = (row: EarningRow): Schema<"CertificationPayout"> => ({
  id: row.id,
  artifactVersionId: row.artifact_version_id!,
  amount: fromMinorUnits(row.amount),
  certifiedAt: row.recorded_at,
});

/** The rights receiver's answer (spec Events table). */
export const toRoyaltyReceipt = (row: EarningRow, replayed: boolean): Schema<"RoyaltyReceipt"> => ({
  replayed,
  id: row.id,
  eventId: row.event_id!,
  paidAt: row.recorded_at,
});

/** The registry receiver's answer (spec Events table). */
export const toPayoutReceipt = (row: EarningRow, replayed: boolean): Schema<"PayoutReceipt"> => ({
  replayed,
  id: row.id,
  eventId: row.event_id!,
  certifiedAt: row.recorded_at,
});

/** One podium entry in the chess receiver's answer (`recorded[]` / `replayed[]`). */
export const toPrizeReceipt = (row: EarningRow): Schema<"PrizeReceipt"> => ({
  id: row.id,
  place: row.place!,
  email: row.email,
  amount: fromMinorUnits(row.amount),
  finalizedAt: row.recorded_at,
});

/** The chess receiver's answer: what this report recorded, what was recorded before, and since when. */
export const toPodiumReceipt = (
  tournamentId: string,
  outcome: { recorded: EarningRow[]; replayed: EarningRow[] },
): Schema<"TournamentFinalizedReceipt"> => ({
  tournamentId,
  recorded: outcome.recorded.map(toPrizeReceipt),
  replayed: outcome.replayed.map(toPrizeReceipt),
  // When this podium was first recorded here: the earliest of its entries.
  finalizedAt: [...outcome.recorded, ...outcome.replayed].map((r) => r.recorded_at).sort()[0]!,
});
