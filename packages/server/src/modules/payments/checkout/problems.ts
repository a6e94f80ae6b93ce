import { fieldsInvalid, HttpProblem, type ProblemFieldError, unprocessable } from "../../../http/problem.ts";

/** The checkout area's problems (openapi/checkout.yaml lists each with its status). */
export const checkoutProblems = {
  sessionNotFound: () =>
    new HttpProblem({
      status: 404,
      type: "checkout-session-not-found",
      title: "Not found",
      detail: "No such checkout session.",
    }),
  sessionExpired: () =>
    new HttpProblem({
      status: 410,
      type: "checkout-session-expired",
      title: "Checkout session expired",
      detail: "This checkout session was not paid before it expired; nothing was moved. Start a new one.",
    }),
  /** 400 `validation` naming each link back to the merchant the page may not show (redirect-url.ts). */
  redirectUrlsInvalid: (errors: ProblemFieldError[]) => fieldsInvalid(errors),
  simulatedCheckoutDisabled: () =>
    new HttpProblem({
      status: 403,
      type: "simulated-checkout-disabled",
      title: "Deposits not simulated here",
      detail:
        "This server does not simulate deposits: it runs in production and its operator has not chosen test mode (PAYMENTS_MODE=test). No real money can be deposited yet.",
    }),
  /** Live mode: the acquirer would not start the payment (its `code` says why); nothing was recorded. */
  refusedByAcquirer: (why: string) =>
    unprocessable(`The acquirer refused to start this deposit (${why}); nothing was recorded.`, {
      type: "deposit-refused-by-acquirer",
      title: "Refused by the acquirer",
    }),
  acquirerNotConfigured: () =>
    new HttpProblem({
      status: 404,
      type: "acquirer-not-configured",
      title: "Not found",
      detail: "This server runs payments in test mode: no acquirer reports to it.",
    }),
};
