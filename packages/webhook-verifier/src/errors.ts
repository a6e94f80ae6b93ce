/**
 * Why a webhook was refused. Every class carries a stable `code` so callers can map failures to their
 * own responses without comparing messages; all of them mean "do not trust this request".
 */
export class WebhookVerificationError extends Error {
  readonly code: "missing_header" | "bad_timestamp" | "timestamp_skew" | "bad_signature";

  constructor(code: WebhookVerificationError["code"], message: string) {
    super(message);
    this.name = "WebhookVerificationError";
    this.code = code;
  }
}

/** A signature header is absent (`X-Svc-Timestamp`, `X-Svc-Signature`; for Standard Webhooks `webhook-id`, `webhook-timestamp`, `webhook-signature`). */
export class MissingHeaderError extends WebhookVerificationError {
  readonly header: string;

  constructor(header: string) {
    super("missing_header", `missing header ${header}`);
    this.name = "MissingHeaderError";
    this.header = header;
  }
}

/** `X-Svc-Timestamp` is not a whole number of unix seconds. */
export class BadTimestampError extends WebhookVerificationError {
  constructor(message = "X-Svc-Timestamp must be unix seconds (digits only)") {
    super("bad_timestamp", message);
    this.name = "BadTimestampError";
  }
}

/** The timestamp is further from the verifier's clock than the tolerance allows (either direction). */
export class TimestampSkewError extends WebhookVerificationError {
  /** Signed difference `timestamp - now`, in seconds. */
  readonly skewSeconds: number;
  readonly toleranceSeconds: number;

  constructor(skewSeconds: number, toleranceSeconds: number, header = "X-Svc-Timestamp") {
    super(
      "timestamp_skew",
      `timestamp skew: ${header} is ${Math.abs(skewSeconds)} s ${skewSeconds < 0 ? "behind" : "ahead of"} the receiver's clock (allowed ±${toleranceSeconds} s)`,
    );
    this.name = "TimestampSkewError";
    this.skewSeconds = skewSeconds;
    this.toleranceSeconds = toleranceSeconds;
  }
}

/** Why a signature was refused: see `BadSignatureError.reason`. */
export type BadSignatureReason = "malformed" | "mismatch" | "ambiguous-json";

/** The signature is malformed or matches none of the secrets. */
export class BadSignatureError extends WebhookVerificationError {
  /**
   * Which: "malformed", the signature header is not one well-formed value (`X-Svc-Signature`: 64 hex
   * digits, sent once); "mismatch", it is, but it is the HMAC of this request under none of the secrets;
   * "ambiguous-json", it is not the HMAC of the raw body, and the body is JSON that RFC 8785 cannot
   * represent unambiguously (a member name twice in one object, a lone surrogate, a number beyond
   * double range), so no canonical form was tried: parsers disagree on what such a body says.
   */
  readonly reason: BadSignatureReason;

  constructor(message = "X-Svc-Signature does not match the request", reason: BadSignatureReason = "mismatch") {
    super("bad_signature", message);
    this.name = "BadSignatureError";
    this.reason = reason;
  }
}

/**
 * The request body is longer than the helper's limit (`maxBodyBytes`). Not a verification failure:
 * answer 413, not 401.
 */
export class PayloadTooLargeError extends RangeError {
  readonly code = "payload_too_large";
  readonly limitBytes: number;

  constructor(limitBytes: number) {
    super(`the request body is larger than ${limitBytes} bytes`);
    this.name = "PayloadTooLargeError";
    this.limitBytes = limitBytes;
  }
}
