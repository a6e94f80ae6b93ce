import { type HttpProblem, tooManyRequests, unprocessable } from "../../http/problem.ts";
import { MovementRefused } from "../../money/journal.ts";

/** The ledger's own problem types (https://trustplane.dev/problems/<type>). */

export const insufficientFunds = () =>
  unprocessable("The balance of the `from` account is below the amount; nothing was moved.", {
    type: "insufficient-funds",
    title: "Insufficient funds",
  });

export const balanceLimit = () =>
  unprocessable("The credit would take the account over the largest balance (9,999,999,999,999.99 TNU).", {
    type: "balance-limit",
    title: "Balance limit",
  });

export const topupLimit = (maxTnu: number) =>
  unprocessable(`A single top-up is at most ${maxTnu} TNU.`, { type: "topup-limit", title: "Top-up limit" });

export const topupRateLimited = (perHour: number, retryAfterSeconds: number) =>
  tooManyRequests(`At most ${perHour} top-ups per hour; retry in ${retryAfterSeconds} s.`, {
    type: "topup-rate-limited",
    headers: { "Retry-After": String(retryAfterSeconds) },
  });

/**
 * A movement the books refused for a reason the caller can act on, as the ledger's problem: not enough
 * money, or a balance past the largest. Other refusals are the route's to answer (who owns what).
 */
export const fundsProblem = (err: unknown): HttpProblem | undefined => {
  if (!(err instanceof MovementRefused)) return undefined;
  if (err.failed.has("insufficient-funds")) return insufficientFunds();
  if (err.failed.has("balance-limit")) return balanceLimit();
  return undefined;
};
