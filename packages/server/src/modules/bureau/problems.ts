import { HttpProblem, notFound } from "../../http/problem.ts";

/** The bureau's problems (openapi/bureau.yaml lists each with its status). */
export const bureauProblems = {
  certificateNotFound: (id: string) =>
    notFound(`No bureau certificate ${id}.`, { type: "bureau-certificate-not-found", title: "Certificate not found" }),
  /**
   * A batch some of whose items failed on the server's side (503 when each was the database away, else
   * 500), with what was done as its extension members: not a final answer, so a retry with the same
   * Idempotency-Key issues only the failed items.
   */
  batchIncomplete: (failed: number, unavailable: boolean, result: Record<string, unknown>) =>
    new HttpProblem({
      status: unavailable ? 503 : 500,
      type: "batch-incomplete",
      title: "Batch incomplete",
      detail: `${failed} item(s) failed on the server's side; the others were protected. Send the same request again (with the same Idempotency-Key, only the failed items are issued).`,
      headers: unavailable ? { "Retry-After": "1" } : {},
      extensions: result,
    }),
};
