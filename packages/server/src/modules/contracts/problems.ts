import { HttpProblem } from "../../http/problem.ts";

/** Headers every answer about a link carries: never cached, never indexed, never leaked as a referrer. */
export const LINK_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
} as const;

/** The contracts module's problems (openapi/contracts.yaml lists each with its status). */
export const contractProblems = {
  /** 403: the user has as many live documents as allowed (a quota on stored rows, not a rate). */
  documentLimit: (limit: number) =>
    new HttpProblem({
      status: 403,
      type: "contract-document-limit",
      title: "Document limit reached",
      detail: `An account may have at most ${limit} documents that are not destroyed yet; revoke one, or wait for one to be viewed or to expire. Nothing was created.`,
      extensions: { limit },
    }),
  templateUnknown: (id: string) =>
    new HttpProblem({
      status: 400,
      type: "contract-template-unknown",
      title: "Unknown template",
      detail: `No template has the id "${id.slice(0, 64)}"; GET /api/contracts/templates lists them.`,
      errors: [{ path: "/body/template", message: "is not a template's id" }],
    }),
  fieldInvalid: (templateId: string, errors: { path: string; message: string }[]) =>
    new HttpProblem({
      status: 400,
      type: "contract-field-invalid",
      title: "Invalid field values",
      detail: `The field values do not fit the template "${templateId}": ${errors
        .map((e) => `${e.path.slice("/body/fields/".length)} ${e.message}`)
        .join("; ")}.`,
      errors,
    }),
  expiry: (detail: string) => new HttpProblem({ status: 400, type: "contract-expiry", title: "Bad expiry", detail }),
  senderInvalid: () =>
    new HttpProblem({
      status: 400,
      type: "contract-sender-invalid",
      title: "Invalid sender name",
      detail:
        "`senderName` must be one line without control characters or bidirectional formatting characters (it is shown to the reader as who sent the document).",
      errors: [
        {
          path: "/body/senderName",
          message: "must be one line without control or bidirectional formatting characters",
        },
      ],
    }),
  documentNotFound: () =>
    new HttpProblem({
      status: 404,
      type: "contract-document-not-found",
      title: "Not found",
      detail: "No document of yours has this id.",
    }),
  linkNotFound: () =>
    new HttpProblem({
      status: 404,
      type: "contract-link-not-found",
      title: "Not found",
      detail: "No document has this link.",
      headers: { "Cache-Control": "no-store" },
    }),
  destroyed: (destroyedAt: string, reason: string) =>
    new HttpProblem({
      status: 410,
      type: "document-destroyed",
      title: "Document destroyed",
      detail: `The document was destroyed at ${destroyedAt} (${reason}); its content is gone for good.`,
      headers: { ...LINK_HEADERS },
      extensions: { destroyedAt, destroyedReason: reason },
    }),
  alreadyViewed: () =>
    new HttpProblem({
      status: 409,
      type: "document-already-viewed",
      title: "Already viewed",
      detail: "Someone has viewed the document: it can no longer be edited or revoked.",
    }),
};
