import { conflict, unprocessable, validationFailed } from "../../http/problem.ts";
import { fromMinorUnits } from "../../money.ts";
import type { EarningRow } from "./records.ts";

/** The earnings module's problems (openapi/earnings.yaml lists each with its status). */
export const earningsProblems = {
  /** The same key with other content: the record never changes, the partner is told (409). */
  eventConflict: (source: string, eventId: string, existing: EarningRow) =>
    conflict(
      `eventId ${JSON.stringify(eventId)} was already recorded as ${existing.id} with different content; a record never changes. Send a new eventId for a new payment.`,
      {
        type: "webhook-event-conflict",
        title: "Event already recorded with other content",
        extensions: { source, recordId: existing.id },
      },
    ),
  /** A report that would take its recipient's lifetime earnings past what the API reports exactly (migration 0012). */
  earningsLimit: () =>
    unprocessable(
      "This report would take the recipient's lifetime earnings over the largest amount the API reports (9,999,999,999,999.99 TNU); nothing was recorded.",
      { type: "earnings-limit", title: "Earnings limit" },
    ),
  /** A podium report that names one (place, email) twice (400). */
  podiumRepeat: (i: number, first: number) =>
    validationFailed(`podium[${i}] repeats podium[${first}]: each (place, email) at most once per report.`, {
      errors: [{ path: `/body/podium/${i}`, message: `same place and email as /body/podium/${first}` }],
    }),
  /** Podium entries recorded before with another amount (or, impossibly, not found at all): 409. */
  podiumConflict: (conflicting: readonly { entry: { place: number; email: string }; row: EarningRow | undefined }[]) =>
    conflict(
      `${conflicting.length} podium entr${conflicting.length === 1 ? "y was" : "ies were"} already recorded for this tournament with another amount; records never change and nothing of this report was recorded.`,
      {
        type: "webhook-event-conflict",
        title: "Event already recorded with other content",
        extensions: {
          source: "chess",
          entries: conflicting.map(({ entry, row }) => ({
            place: entry.place,
            email: entry.email,
            recordId: row?.id ?? null,
            amount: row ? fromMinorUnits(row.amount) : null,
          })),
        },
      },
    ),
};
