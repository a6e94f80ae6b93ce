// The transparency checks' shared parts (not part of the package's API but for the error, which
// transparency.ts exports): the error and its codes, and bytes, hashing and base64 in plain JavaScript.

/**
 * What failed, for a program to act on:
 * - `malformed`: a key, note, proof or response is not of its form;
 * - `bad-signature`: the checkpoint carries no valid signature by the pinned verifier key, or a cosignature
 *   by one of the witness keys given that does not verify;
 * - `no-quorum`: fewer of the witness keys given cosigned the checkpoint than the quorum asked for;
 * - `fork`: a checkpoint of the size of one verified before, with another root hash;
 * - `rollback`: a checkpoint of a smaller tree than one verified before;
 * - `inconsistent`: the consistency proof does not show the new tree extends the one verified before;
 * - `tampered-entry`: the entries served do not hash to the signed tree's root (or do not parse as a bundle);
 * - `malformed-entry`: an entry the signed tree holds is not an entry of the form this package knows (v1, in
 *   canonical JSON: one spelling, so no member twice);
 * - `bad-state`: what a monitor was handed does not verify: its saved state (its checkpoint, or its hashes
 *   against its root), or the checkpoint to start from.
 */
export type TransparencyErrorCode =
  | "malformed"
  | "bad-signature"
  | "no-quorum"
  | "fork"
  | "rollback"
  | "inconsistent"
  | "tampered-entry"
  | "malformed-entry"
  | "bad-state";

/**
 * Why a checkpoint, a proof, an entry or a receipt did not verify. `evidence` holds what shows a log's
 * misbehaviour to a third party, where there is some: the signed checkpoints before and after a fork, a
 * rollback or an inconsistent one (`previous`, `current`), the checkpoint whose entries were not as served,
 * the index of an entry of an unknown form.
 */
export class TransparencyVerificationError extends Error {
  override name = "TransparencyVerificationError";
  readonly code: TransparencyErrorCode;
  readonly evidence: { previous?: string; current?: string; index?: number } | undefined;

  constructor(
    message: string,
    code: TransparencyErrorCode = "malformed",
    evidence?: { previous?: string; current?: string; index?: number },
  ) {
    super(message);
    this.code = code;
    this.evidence = evidence;
  }
}

export const fail = (message: string, code?: TransparencyErrorCode): never => {
  throw new TransparencyVerificationError(message, code);
};

export const utf8 = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);

export const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

export const sha256 = async (...parts: Uint8Array[]): Promise<Uint8Array> =>
  new Uint8Array(await crypto.subtle.digest("SHA-256", concat(...parts)));

export const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

export const equal = (a: Uint8Array, b: Uint8Array): boolean =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/** Standard base64 (with padding), strictly: one spelling per value. */
export const fromBase64 = (text: string, what: string): Uint8Array => {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) fail(`${what} is not base64`);
  const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  if (btoa(String.fromCharCode(...bytes)) !== text) fail(`${what} is not canonical base64`);
  return bytes;
};
