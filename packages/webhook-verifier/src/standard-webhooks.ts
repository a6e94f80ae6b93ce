/**
 * Standard Webhooks (https://www.standardwebhooks.com, the spec at github.com/standard-webhooks): the
 * other signature scheme this package signs and verifies, beside Trustplane's own `X-Svc-*` headers.
 *
 * - `webhook-id`: the message id (the same on every retry, so receivers can de-duplicate);
 * - `webhook-timestamp`: unix seconds;
 * - `webhook-signature`: a space-separated list of `<version>,<signature>`; `v1` is base64 of
 *   HMAC-SHA256 over `<id>.<timestamp>.<body>`, the body exactly as sent. Other versions (such as the
 *   asymmetric `v1a`) are skipped, as the reference libraries skip them;
 * - the secret: `whsec_` then base64 of the key bytes (the reference libraries also take it without
 *   the prefix, and so does this module).
 *
 * No canonical-JSON fallback here: Standard Webhooks signs the bytes as sent, and so is the check.
 * Same runtimes as the rest of the package: node:crypto when the runtime has it, else Web Crypto; `atob`
 * and `btoa` for base64 (no `Buffer`).
 */
import { BadSignatureError, BadTimestampError, MissingHeaderError, TimestampSkewError } from "./errors.js";
import { DEFAULT_TOLERANCE_SECONDS, type HeaderSource, readHeader } from "./headers.js";
import { hmacSha256WithKey } from "./hmac.js";
import { normalizeRawBody, type RawBody } from "./raw-body.js";

export const WEBHOOK_ID_HEADER = "webhook-id";
export const WEBHOOK_TIMESTAMP_HEADER = "webhook-timestamp";
export const WEBHOOK_SIGNATURE_HEADER = "webhook-signature";

const SECRET_PREFIX = "whsec_";
const TIMESTAMP = /^\d{1,12}$/;
/** Base64 of 32 bytes: 43 characters and one "=". */
const V1_SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/** A secret's key bytes: `whsec_` (optional) then standard base64, which must not be empty. */
const keyOf = (secret: unknown): Uint8Array => {
  if (typeof secret !== "string" || secret === "")
    throw new TypeError("a Standard Webhooks secret must be a non-empty string (whsec_ then base64)");
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  let binary: string;
  try {
    binary = atob(encoded);
  } catch {
    throw new TypeError("a Standard Webhooks secret must be whsec_ followed by base64 (the key bytes)");
  }
  if (binary.length === 0) throw new TypeError("a Standard Webhooks secret must not be empty");
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

const toBase64 = (bytes: Uint8Array): string => {
  let binary = "";
  for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]!);
  return btoa(binary);
};

/** Equal strings of base64, in time that depends on the length only (which is public: 44 characters). */
const base64Equal = (a: string, b: string): boolean => {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
};

const clock = (now: number | (() => number) | undefined): number =>
  Math.floor(typeof now === "function" ? now() : (now ?? Date.now() / 1000));

export type SignStandardWebhookOptions<Body extends string | Uint8Array = string | Uint8Array> = {
  /** `whsec_` then base64 of the key (the prefix may be left out). */
  secret: string;
  /** The message id, `webhook-id`: unique per message, the same on every retry of it (e.g. `msg_…`). */
  id: string;
  /**
   * The body to send, exactly: it is signed as given. To send a JSON value, serialize it first (for
   * example with this package's `canonicalize`, which gives every value one spelling).
   */
  body: Body;
  /** Unix seconds; defaults to now. */
  timestamp?: number;
};

/** What to send: the headers, and the body exactly as given (of the type given, so `fetch` takes it as is). */
export type StandardSignedWebhook<Body extends string | Uint8Array = string | Uint8Array> = {
  headers: {
    "webhook-id": string;
    "webhook-timestamp": string;
    "webhook-signature": string;
    "content-type": "application/json";
  };
  /** Send exactly this body (the one given). */
  body: Body;
};

/**
 * Sign a webhook the Standard Webhooks way: `webhook-signature` is `v1,` then base64 of HMAC-SHA256 over
 * `<id>.<timestamp>.<body>`. `fetch(url, { method: "POST", ...(await signStandardWebhook(options)) })`.
 */
export const signStandardWebhook = async <Body extends string | Uint8Array>(
  options: SignStandardWebhookOptions<Body>,
): Promise<StandardSignedWebhook<Body>> => {
  const key = keyOf(options.secret);
  if (typeof options.id !== "string" || options.id.trim() === "" || options.id !== options.id.trim())
    throw new TypeError("id must be a non-empty string without surrounding whitespace");
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  if (!Number.isSafeInteger(timestamp) || timestamp < 0 || timestamp > 999_999_999_999)
    throw new RangeError("timestamp must be a whole number of unix seconds (0 to 12 digits)");
  const body = normalizeRawBody(options.body);
  const mac = await hmacSha256WithKey(options.secret, key, `${options.id}.${timestamp}.`, body);
  return {
    headers: {
      [WEBHOOK_ID_HEADER]: options.id,
      [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
      [WEBHOOK_SIGNATURE_HEADER]: `v1,${toBase64(mac)}`,
      "content-type": "application/json",
    } as StandardSignedWebhook["headers"],
    body: options.body,
  };
};

export type VerifyStandardWebhookOptions = {
  /** The secret (`whsec_…`), or several during a rotation (any one of them verifies). */
  secret: string | readonly string[];
  /** The request headers: a Fetch `Headers`, or a record such as Node's `req.headers` (any case). */
  headers: HeaderSource;
  /** The request body exactly as received (text or bytes), before any JSON parsing. */
  body: RawBody;
  /** Allowed distance between `webhook-timestamp` and the verifier's clock, seconds, either direction. Default 300. */
  toleranceSeconds?: number;
  /** The verifier's clock in unix seconds, or a function returning it; defaults to the system clock. */
  now?: number | (() => number);
};

export type VerifiedStandardWebhook = {
  /** `webhook-id`: de-duplicate on it (a retried message keeps its id). */
  id: string;
  /** `webhook-timestamp`, unix seconds. */
  timestamp: number;
  /** Which of the secrets matched (its index in `secret`; 0 for a single secret). */
  secretIndex: number;
};

/**
 * Verify a Standard Webhooks request: the three headers present, the timestamp digits within the
 * tolerance (checked first, so a stale request says so whatever its signature), and one of the `v1`
 * signatures in `webhook-signature` the HMAC of `<id>.<timestamp>.<body>` under one of the secrets.
 * Every secret and every listed signature is compared (no early exit). Rejects with the same
 * `WebhookVerificationError` classes as `verify` (`error.header` names the Standard Webhooks header), and
 * with a `TypeError` when the call itself is wrong (no secret, one that is not base64, a parsed body).
 */
export const verifyStandardWebhook = async (
  options: VerifyStandardWebhookOptions,
): Promise<VerifiedStandardWebhook> => {
  const secrets = typeof options.secret === "string" ? [options.secret] : options.secret;
  if (!Array.isArray(secrets) || secrets.length === 0)
    throw new TypeError("verifyStandardWebhook() needs a secret: a non-empty string or a non-empty array of them");
  const keys = secrets.map(keyOf);
  const body = normalizeRawBody(options.body);
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (!(tolerance >= 0)) throw new RangeError("toleranceSeconds must be a number ≥ 0");

  const id = readHeader(options.headers, WEBHOOK_ID_HEADER);
  let timestampHeader = readHeader(options.headers, WEBHOOK_TIMESTAMP_HEADER);
  const signatures = readHeader(options.headers, WEBHOOK_SIGNATURE_HEADER);
  if (id === undefined || id === "") throw new MissingHeaderError(WEBHOOK_ID_HEADER);
  if (timestampHeader === undefined) throw new MissingHeaderError(WEBHOOK_TIMESTAMP_HEADER);
  if (signatures === undefined) throw new MissingHeaderError(WEBHOOK_SIGNATURE_HEADER);
  if (timestampHeader === null) throw new BadTimestampError(`${WEBHOOK_TIMESTAMP_HEADER} was sent more than once`);
  timestampHeader = timestampHeader.trim();
  if (!TIMESTAMP.test(timestampHeader))
    throw new BadTimestampError(`${WEBHOOK_TIMESTAMP_HEADER} must be unix seconds (digits only)`);
  const timestamp = Number(timestampHeader);
  const skew = timestamp - clock(options.now);
  if (Math.abs(skew) > tolerance) throw new TimestampSkewError(skew, tolerance, WEBHOOK_TIMESTAMP_HEADER);

  if (id === null) throw new BadSignatureError(`${WEBHOOK_ID_HEADER} was sent more than once`, "malformed");
  if (signatures === null)
    throw new BadSignatureError(`${WEBHOOK_SIGNATURE_HEADER} was sent more than once`, "malformed");
  const v1: string[] = [];
  for (const entry of signatures.split(" ")) {
    if (entry.startsWith("v1,")) v1.push(entry.slice(3));
  }
  if (!v1.some((signature) => V1_SIGNATURE.test(signature)))
    throw new BadSignatureError(
      `${WEBHOOK_SIGNATURE_HEADER} holds no v1 signature (v1, then base64 of the HMAC-SHA256)`,
      "malformed",
    );

  const prefix = `${id}.${timestampHeader}.`;
  const macs = await Promise.all(secrets.map((secret, i) => hmacSha256WithKey(secret, keys[i]!, prefix, body)));
  let matched = -1;
  for (let i = 0; i < macs.length; i++) {
    const expected = toBase64(macs[i]!);
    let found = false;
    for (const signature of v1) if (base64Equal(signature, expected)) found = true;
    if (found && matched < 0) matched = i;
  }
  if (matched < 0) throw new BadSignatureError(`${WEBHOOK_SIGNATURE_HEADER} does not match the request`, "mismatch");
  return { id, timestamp, secretIndex: matched };
};
