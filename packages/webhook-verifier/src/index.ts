/**
 * Sign and verify Trustplane partner webhooks: `X-Svc-Timestamp` (unix seconds) and `X-Svc-Signature`
 * (hex HMAC-SHA256 over `<timestamp>.<body>`), bodies serialized with RFC 8785 canonical JSON.
 * Zero dependencies; uses Web Crypto, so it runs on Node, Deno, Bun, workers and browsers.
 */
export { CanonicalizationError, canonicalize } from "./canonicalize.js";
export {
  BadSignatureError,
  BadTimestampError,
  MissingHeaderError,
  TimestampSkewError,
  WebhookVerificationError,
} from "./errors.js";
export { DEFAULT_TOLERANCE_SECONDS, type HeaderSource, SIGNATURE_HEADER, TIMESTAMP_HEADER } from "./headers.js";
export { computeSignature, timingSafeEqual } from "./hmac.js";
export { type SignedRequest, type SignOptions, sign } from "./sign.js";
export { type VerifiedWebhook, type VerifyOptions, verify } from "./verify.js";

/** The package's own name, for diagnostics. */
export const packageName = "@trustplane/webhook-verifier";
