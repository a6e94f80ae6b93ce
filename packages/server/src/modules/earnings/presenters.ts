import { fromMinorUnits } from "../../money.ts";
import type { Schema } from "../../platform/operations.ts";
import type { EarningRow } from "./records.ts";

/** Partner earnings as the contract's shapes (openapi/earnings.yaml). */

/** Spec "Royalty event". */
export const royaltyEventView = (row: EarningRow): Schema<"RoyaltyEvent"> => ({
  id: row.id,
  productKey: row.product_key!,
  period: row.period!,
  amount: fromMinorUnits(row.amount),
  paidAt: row.recorded_at,
});

/** Spec "Prize entry". */
export const prizeEntryView = (row: EarningRow): Schema<"PrizeEntry"> => ({
  id: row.id,
  tournamentId: row.tournament_id!,
  place: row.place!,
  amount: fromMinorUnits(row.amount),
  finalizedAt: row.recorded_at,
});

/** Spec "Certification payout". */
export const certificationPayoutView = (row: EarningRow): Schema<"CertificationPayout"> => ({
  id: row.id,
  artifactVersionId: row.artifact_version_id!,
  amount: fromMinorUnits(row.amount),
  certifiedAt: row.recorded_at,
});

/** The rights receiver's answer (spec Events table). */
export const royaltyReceiptView = (row: EarningRow, replayed: boolean): Schema<"RoyaltyReceipt"> => ({
  replayed,
  id: row.id,
  eventId: row.event_id!,
  paidAt: row.recorded_at,
});

/** The registry receiver's answer (spec Events table). */
export const payoutReceiptView = (row: EarningRow, replayed: boolean): Schema<"PayoutReceipt"> => ({
  replayed,
  id: row.id,
  eventId: row.event_id!,
  certifiedAt: row.recorded_at,
});

/** One podium entry in the chess receiver's answer (`recorded[]` / `replayed[]`). */
export const prizeReceiptView = (row: EarningRow): Schema<"PrizeReceipt"> => ({
  id: row.id,
  place: row.place!,
  email: row.email,
  amount: fromMinorUnits(row.amount),
  finalizedAt: row.recorded_at,
});

/** The chess receiver's answer: what this report recorded, what was recorded before, and since when. */
export const podiumReceiptView = (
  tournamentId: string,
  outcome: { recorded: EarningRow[]; replayed: EarningRow[] },
): Schema<"TournamentFinalizedReceipt"> => ({
  tournamentId,
  recorded: outcome.recorded.map(prizeReceiptView),
  replayed: outcome.replayed.map(prizeReceiptView),
  // When this podium was first recorded here: the earliest of its entries.
  finalizedAt: [...outcome.recorded, ...outcome.replayed].map((r) => r.recorded_at).sort()[0]!,
});
