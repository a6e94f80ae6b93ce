import { conflict, HttpProblem, unprocessable } from "../../../http/problem.ts";

/** The payouts' problems (openapi/payouts.yaml lists each with its status). */
export const payoutProblems = {
  notFound: () =>
    new HttpProblem({ status: 404, type: "payout-not-found", title: "Not found", detail: "No such payout." }),
  notPending: (status: string) =>
    conflict(`The payout is ${status}, no longer pending: nothing changed.`, {
      type: "payout-not-pending",
      title: "Payout not pending",
    }),
  invalidIban: (why: string) =>
    new HttpProblem({
      status: 400,
      type: "payout-invalid-iban",
      title: "Invalid IBAN",
      detail: `destination.iban ${why}.`,
      errors: [{ path: "/body/destination/iban", message: why }],
    }),
  refusedByAcquirer: (why: string) =>
    unprocessable(`The acquirer refused to pay this payout out (${why}); it stays pending: reject it.`, {
      type: "payout-refused-by-acquirer",
      title: "Refused by the acquirer",
    }),
};
