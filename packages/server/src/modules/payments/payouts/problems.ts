import { conflict, HttpProblem } from "../../../http/problem.ts";

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
};
