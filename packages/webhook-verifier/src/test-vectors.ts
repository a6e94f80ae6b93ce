/**
 * The shape of `@trustplane/webhook-verifier/test-vectors.json`: inputs and the expected canonical body
 * and signature, for checking another implementation (a partner's signer, a receiver in another
 * language) against this one.
 */
export type TestVector = {
  name: string;
  /** What the vector exercises. */
  description: string;
  secret: string;
  /** Unix seconds, sent as `X-Svc-Timestamp`. */
  timestamp: number;
  /** The JSON value to sign (numbers are IEEE-754 doubles, as RFC 8785 requires). */
  body: unknown;
  /** The RFC 8785 canonical serialization of `body`: the exact request body. */
  canonicalBody: string;
  /** `X-Svc-Signature`: lowercase hex HMAC-SHA256 of `<timestamp>.<canonicalBody>` (UTF-8) under `secret`. */
  signature: string;
};

export type TestVectors = {
  description: string;
  algorithm: string;
  vectors: TestVector[];
};
