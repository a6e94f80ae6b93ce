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
