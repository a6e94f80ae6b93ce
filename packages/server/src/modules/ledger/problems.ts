import { CheckIntegrityConstraintViolationError } from "slonik";
import { type HttpProblem, tooManyRequests, unprocessable } from "../../http/problem.ts";

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
 * The database's balance constraints, should a write reach them, as the client's problem: the code
 * checks first, the constraints are the guarantee (a negative balance is impossible either way).
 */
export const balanceConstraintProblem = (err: unknown): HttpProblem | undefined => {
  if (!(err instanceof CheckIntegrityConstraintViolationError)) return undefined;
  if (err.constraint === "accounts_balance_check") return insufficientFunds();
  if (err.constraint === "accounts_balance_json_safe") return balanceLimit();
  return undefined;
};
