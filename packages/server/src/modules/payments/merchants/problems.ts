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
      detail: "The key is revoked and cannot be rotated; create a new one.",
    }),
  keyLimit: (max: number) =>
    unprocessable(`You have ${max} keys that are not revoked, the most you may: revoke one first.`, {
      type: "merchant-key-limit",
      title: "Too many keys",
    }),
  keyInvalid: () =>
    new HttpProblem({
      status: 401,
      type: "merchant-key-invalid",
      title: "Unauthorized",
      detail: "Send a live merchant secret key in `X-Merchant-Key` (create one with POST /api/payments/merchant/keys).",
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
