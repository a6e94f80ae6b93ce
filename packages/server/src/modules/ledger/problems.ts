import {
  badRequest,
  conflict,
  forbidden,
  type HttpProblem,
  notFound,
  tooManyRequests,
  unprocessable,
} from "../../http/problem.ts";
import { MovementRefused } from "../../money/move.ts";

/** The ledger module's problems (openapi/ledger.yaml lists each with its status). */
export const ledgerProblems = {
  insufficientFunds: () =>
    unprocessable("The balance of the `from` account is below the amount; nothing was moved.", {
      type: "insufficient-funds",
      title: "Insufficient funds",
    }),
  balanceLimit: () =>
    unprocessable("The credit would take the account over the largest balance (9,999,999,999,999.99 TNU).", {
      type: "balance-limit",
      title: "Balance limit",
    }),
  topupLimit: (maxTnu: number) =>
    unprocessable(`A single top-up is at most ${maxTnu} TNU.`, { type: "topup-limit", title: "Top-up limit" }),
  topupRateLimited: (perHour: number, retryAfterSeconds: number) =>
    tooManyRequests(`At most ${perHour} top-ups per hour; retry in ${retryAfterSeconds} s.`, {
      type: "topup-rate-limited",
      headers: { "Retry-After": String(retryAfterSeconds) },
    }),
  notOwner: (which: "The account" | "The `from` account") =>
    forbidden(`${which} is not one of yours.`, { type: "not-account-owner" }),
  toNotFound: () => notFound("The `to` account does not exist.", { type: "account-not-found" }),
  accountNotFound: () => notFound("You have no account with this id.", { type: "account-not-found" }),
  sameAccount: () =>
    badRequest("`from` and `to` are the same account.", { type: "same-account", title: "Same account" }),
  accountLimit: (max: number) =>
    conflict(`A user holds at most ${max} accounts.`, { type: "account-limit", title: "Account limit" }),
  userNotFound: () => notFound("No user has this email.", { type: "user-not-found" }),
};

/**
 * A movement the books refused for a reason the caller can act on, as the ledger's problem: not enough
 * money, or a balance past the largest. Other refusals are the route's to answer (who owns what).
 */
export const fundsProblem = (err: unknown): HttpProblem | undefined => {
  if (!(err instanceof MovementRefused)) return undefined;
  if (err.failed.has("insufficient-funds")) return ledgerProblems.insufficientFunds();
  if (err.failed.has("balance-limit")) return ledgerProblems.balanceLimit();
  return undefined;
};
