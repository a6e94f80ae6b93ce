import { HttpProblem, unprocessable } from "../../http/problem.ts";
import { formatMinorUnits } from "../../money.ts";
import { KZT } from "./wallets/currency.ts";

/**
 * The payments core's problems (openapi/payments.yaml lists each with its status). Each area of the
 * module (payouts, checkout, merchants, webhooks) keeps its own next to its code.
 */
export const paymentsProblems = {
  walletNotFound: () =>
    new HttpProblem({
      status: 404,
      type: "payments-wallet-not-found",
      title: "Not found",
      detail: "No such wallet, or not one you may use here.",
    }),
  noWallet: () =>
    new HttpProblem({
      status: 404,
      type: "payments-wallet-not-found",
      title: "Not found",
      detail: "You have no KZT wallet yet: open one with `POST /api/payments/wallets`.",
    }),
  insufficientFunds: () =>
    unprocessable("The wallet's available balance is below what this needs (the fee included); nothing was moved.", {
      type: "insufficient-funds",
      title: "Insufficient funds",
    }),
  balanceLimit: () =>
    unprocessable("The credit would take the wallet over the largest balance (9,999,999,999,999.99 KZT).", {
      type: "balance-limit",
      title: "Balance limit",
    }),
  outflowLimit: (cap: bigint, spent: bigint, wanted: bigint) =>
    unprocessable(
      `Until your identity is verified (POST /api/payments/kyc/submit) your wallet sends at most ${formatMinorUnits(cap, KZT)} KZT per UTC day; ${formatMinorUnits(spent, KZT)} KZT are spent today and this needs ${formatMinorUnits(wanted, KZT)} KZT.`,
      { type: "payments-outflow-limit", title: "Daily outflow limit" },
    ),
  transferNotFound: () =>
    new HttpProblem({
      status: 404,
      type: "payment-transfer-not-found",
      title: "Not found",
      detail: "You neither sent nor received a transfer with this id.",
    }),
  sameWallet: () =>
    new HttpProblem({
      status: 400,
      type: "payments-same-wallet",
      title: "Same wallet",
      detail: "`from` and `to` are the same wallet.",
    }),
};
