import { conflict, HttpProblem } from "../../../http/problem.ts";

/** The identity checks' problems (openapi/payouts.yaml lists each with its status). */
export const kycProblems = {
  notFound: () =>
    new HttpProblem({ status: 404, type: "kyc-not-found", title: "Not found", detail: "No such identity check." }),
  notPending: (status: string) =>
    conflict(`The identity check is already ${status}: nothing changed.`, {
      type: "kyc-not-pending",
      title: "Identity check not pending",
    }),
  pending: () =>
    conflict("An identity check of yours is pending review; wait for its decision.", {
      type: "kyc-pending",
      title: "Identity check pending",
    }),
  alreadyVerified: () =>
    conflict("Your identity is already verified.", { type: "kyc-already-verified", title: "Already verified" }),
  invalidIin: (why: string) =>
    new HttpProblem({
      status: 400,
      type: "kyc-invalid-iin",
      title: "Invalid IIN",
      detail: `iin ${why}.`,
      errors: [{ path: "/body/iin", message: why }],
    }),
  underage: () =>
    new HttpProblem({
      status: 400,
      type: "kyc-underage",
      title: "Under 18",
      detail: "dateOfBirth must be at least 18 years ago.",
      errors: [{ path: "/body/dateOfBirth", message: "must be at least 18 years ago" }],
    }),
};
