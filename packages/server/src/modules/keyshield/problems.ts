import { HttpProblem, unprocessable, validationFailed } from "../../http/problem.ts";

/** Key management's problems (openapi/keyshield.yaml lists each with its status). */
export const keyshieldProblems = {
  keyNotFound: (id: string) =>
    new HttpProblem({
      status: 404,
      type: "keyshield-key-not-found",
      title: "Not found",
      detail: `No key ${id.slice(0, 64)}.`,
    }),
  /** 410: the key was retired; its secret is gone. */
  keyRetired: (id: string) =>
    new HttpProblem({
      status: 410,
      type: "keyshield-key-retired",
      title: "Key retired",
      detail: `The key ${id.slice(0, 64)} was retired: its secret is gone, and no share opens it any more.`,
    }),
  /** 403: the user holds as many keys as allowed (a quota on stored rows: it does not reset with time). */
  keyLimit: (limit: number) =>
    new HttpProblem({
      status: 403,
      type: "keyshield-key-limit",
      title: "Key limit reached",
      detail: `An account may hold at most ${limit} keys; nothing was created.`,
      extensions: { limit },
    }),
  thresholdAboveShares: (threshold: number, shares: number) =>
    validationFailed(`threshold (${threshold}) must not be above shares (${shares}).`, {
      errors: [{ path: "/body/threshold", message: "must be at most shares" }],
    }),
  shareMalformed: (at: number) =>
    unprocessable(
      `shares[${at}] is not a share (ks1.<keyId>.<epoch>.<index>.<data>.<check>), or its checksum does not match: check it was copied whole.`,
      { type: "share-malformed" },
    ),
  shareWrongKey: (at: number) => unprocessable(`shares[${at}] belongs to another key.`, { type: "share-wrong-key" }),
  shareStaleEpoch: (at: number, epoch: number) =>
    unprocessable(
      `shares[${at}] is of an earlier epoch; the key was rotated since and is at epoch ${epoch}: use its current shares.`,
      { type: "share-stale-epoch" },
    ),
  rotatedMeanwhile: () =>
    unprocessable("The key was rotated by another request while this one ran; these shares are of an earlier epoch.", {
      type: "share-stale-epoch",
    }),
  shareUnknown: (at: number) =>
    unprocessable(`shares[${at}] names this key and epoch but is not one of its shares.`, { type: "share-unknown" }),
  sharesDuplicate: (at: number, index: number) =>
    unprocessable(`shares[${at}] repeats share index ${index}; each share counts once.`, { type: "shares-duplicate" }),
  notEnoughShares: (given: number, threshold: number) =>
    unprocessable(`${given} share${given === 1 ? "" : "s"} given; this key needs ${threshold}.`, {
      type: "not-enough-shares",
    }),
  sharesDoNotCombine: () =>
    unprocessable("The shares do not combine into this key's data key; nothing was recovered.", {
      type: "shares-do-not-combine",
    }),
  messageRequired: () =>
    unprocessable("An ed25519 key signs `message` on recovery (its seed never leaves): send one.", {
      type: "message-required",
    }),
  messageNotApplicable: () =>
    unprocessable("A secret-256 key signs nothing; leave `message` out.", { type: "message-not-applicable" }),
};
