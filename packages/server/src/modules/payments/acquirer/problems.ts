import { HttpProblem } from "../../../http/problem.ts";
import type { AcquirerError } from "./acquirer.ts";

/** 503 when the acquirer could not be reached (live deposits, notifications and payouts). */
export const acquirerUnavailable = (err: AcquirerError) =>
  new HttpProblem({
    status: 503,
    type: "acquirer-unavailable",
    title: "Acquirer unavailable",
    detail: `The acquirer could not be reached; nothing was done. Try again later. (${err.message})`,
    headers: { "Retry-After": "5" },
  });

/**
 * 409 when a notification is about something we are still recording (a payout the acquirer reported on
 * before the approval that sent it there committed): not applied, so the acquirer sends it again.
 */
export const notificationTooEarly = () =>
  new HttpProblem({
    status: 409,
    type: "acquirer-notification-early",
    title: "Notification too early",
    detail: "What the notification is about is still being recorded here; nothing was applied. Send it again.",
    headers: { "Retry-After": "1" },
  });
