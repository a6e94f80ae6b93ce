/**
 * @trustplane/webhook-verifier: sign and verify Trustplane partner webhooks (`X-Svc-Timestamp`,
 * `X-Svc-Signature` = hex HMAC-SHA256 of `<timestamp>.<body>`), bodies serialized with RFC 8785
 * canonical JSON; and Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`).
 * Zero dependencies and no `node:` imports: Node ≥ 20, Deno, Bun, workers and browsers.
 */
// RFC 8785 serialization, re-exported from @trustplane/canonical-json (inlined by the build: see scripts/build.mjs).
export { CanonicalizationError, canonicalize } from "@trustplane/canonical-json";
export {
  BadSignatureError,
  type BadSignatureReason,
  BadTimestampError,
  MissingHeaderError,
  PayloadTooLargeError,
  TimestampSkewError,
  WebhookVerificationError,
} from "./errors.js";
export {
  type ExpressLikeNext,
  type ExpressLikeRequest,
  type ExpressLikeResponse,
  keepRawBody,
  type WebhookMiddlewareOptions,
  webhookMiddleware,
} from "./express.js";
export { type FetchRequestLike, verifyRequest } from "./fetch.js";
export { DEFAULT_TOLERANCE_SECONDS, type HeaderSource, SIGNATURE_HEADER, TIMESTAMP_HEADER } from "./headers.js";
export { timingSafeEqual } from "./hex.js";
export { computeSignature, hmacBackend } from "./hmac.js";
export { type IncomingMessageLike, verifyIncomingMessage } from "./node-http.js";
export type { RawBody } from "./raw-body.js";
export { type SignedRequest, type SignOptions, sign } from "./sign.js";
export {
  type SignStandardWebhookOptions,
  type StandardSignedWebhook,
  signStandardWebhook,
  type VerifiedStandardWebhook,
  type VerifyStandardWebhookOptions,
  verifyStandardWebhook,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from "./standard-webhooks.js";
export type { TestVector, TestVectors } from "./test-vectors.js";
export {
  DEFAULT_MAX_BODY_BYTES,
  type VerifiedRequest,
  type VerifyRequestOptions,
} from "./verified-request.js";
export { type VerifiedWebhook, type VerifyOptions, verify } from "./verify.js";

/** The package's own name, for diagnostics. */
export const packageName = "@trustplane/webhook-verifier";
