import { HttpProblem, unprocessable } from "../../../http/problem.ts";

/** The merchants' problems (openapi/merchants.yaml lists each with its status). */
export const merchantProblems = {
  keyNotFound: () =>
    new HttpProblem({
      status: 404,
      type: "merchant-key-not-found",
      title: "Not found",
      detail: "No merchant key of yours has this id.",
    }),
  keyRevoked: () =>
    new HttpProblem({
      status: 409,
      type: "merchant-key-revoked",
      title: "Key revoked",
      detail: "The key is revoked or expired and cannot be rotated; create a new one.",
    }),
  notPaid: (status: string) =>
    new HttpProblem({
      status: 409,
      type: "payment-request-not-paid",
      title: "Not paid",
      detail: `The request is ${status}: only a paid request can be refunded.`,
    }),
  refundExceedsPaid: (remaining: string) =>
    unprocessable(`At most ${remaining} KZT of this request is left to refund.`, {
      type: "refund-exceeds-paid",
      title: "Refund exceeds the paid amount",
    }),
  statementPeriod: (maxDays: number) =>
    new HttpProblem({
      status: 400,
      type: "statement-period-invalid",
      title: "Bad request",
      detail: `\`to\` must be after \`from\`, at most ${maxDays} days later.`,
    }),
  keyInvalid: () =>
    new HttpProblem({
      status: 401,
      type: "merchant-key-invalid",
      title: "Unauthorized",
      detail:
        "Send a merchant key (an API key with `merchants:write`, from POST /api/payments/merchant/keys) in `X-Merchant-Key` or as `Authorization: Bearer`.",
    }),
  requestNotFound: () =>
    new HttpProblem({
      status: 404,
      type: "payment-request-not-found",
      title: "Not found",
      detail: "No payment request has this id, or it is not yours.",
    }),
  notOpen: (status: string) =>
    new HttpProblem({
      status: 409,
      type: "payment-request-not-open",
      title: "Not open",
      detail: `The payment request is ${status}.`,
    }),
  expired: () =>
    unprocessable("The payment request expired; ask the merchant for a new one.", {
      type: "payment-request-expired",
      title: "Expired",
    }),
  ownRequest: () =>
    unprocessable("This payment request is yours: a merchant does not pay their own requests.", {
      type: "payment-request-own",
      title: "Own request",
    }),
  expiry: (detail: string) =>
    new HttpProblem({ status: 400, type: "payment-request-expiry", title: "Bad expiry", detail }),
  referenceTaken: () =>
    new HttpProblem({
      status: 409,
      type: "payment-request-reference-taken",
      title: "Reference taken",
      detail: "Another of your payment requests has this reference.",
    }),
  referenceReused: () =>
    unprocessable(
      "A payment request with this reference exists with another amount, description or lifetime; use a new reference.",
      { type: "payment-request-reference-reused", title: "Reference reused" },
    ),
};
