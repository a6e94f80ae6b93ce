import { forbidden, HttpProblem, notFound, unprocessable } from "../../http/problem.ts";

/** The signing module's problems (openapi/signing.yaml lists each with its status). */
export const signingProblems = {
  keyNotFound: (keyId: string) => notFound(`No signing key ${keyId}.`, { type: "signing-key-not-found" }),
  /** The caller's own key only: someone else's answers alike, so a guessed id reveals nothing. */
  ownKeyNotFound: (keyId: string) => notFound(`You have no signing key ${keyId}.`, { type: "signing-key-not-found" }),
  keyForbidden: () => forbidden("This signing key is not yours.", { type: "signing-key-forbidden" }),
  keyRetired: (keyId: string, retiredAt: string) =>
    unprocessable(`Signing key ${keyId} was retired at ${retiredAt}; sign with your current key.`, {
      type: "signing-key-retired",
    }),
  /** A receipt write refused because its key stopped being current between reading and writing. */
  keyChanged: () =>
    new HttpProblem({
      status: 409,
      type: "signing-key-changed",
      title: "Signing key changed",
      detail: "The signing key was rotated while this request was signing; send it again.",
    }),
};
