import { canonicalize } from "./canonicalize.js";
import { BadSignatureError, BadTimestampError, MissingHeaderError, TimestampSkewError } from "./errors.js";
import {
  DEFAULT_TOLERANCE_SECONDS,
  type HeaderSource,
  readHeader,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from "./headers.js";
import { fromHex, hmacSha256, timingSafeEqual } from "./hmac.js";

export type VerifyOptions = {
  /** The shared secret, or several during a rotation (any one of them verifies). */
  secret: string | readonly string[];
  headers: HeaderSource;
  /** The request body exactly as received (bytes or text), before any JSON parsing. */
  body: string | Uint8Array;
  /** Allowed distance between the timestamp and `now`, in seconds, either direction. Default 300. */
  toleranceSeconds?: number;
  /** The verifier's clock in unix seconds; defaults to the system clock. */
  now?: number;
};

export type VerifiedWebhook = {
  timestamp: number;
  /** "raw": the bytes as received verified; "canonical": their RFC 8785 re-serialization did. */
  matchedOn: "raw" | "canonical";
};

const TIMESTAMP = /^\d{1,12}$/;
const SIGNATURE = /^[0-9a-fA-F]{64}$/;
const decoder = new TextDecoder("utf-8", { fatal: true });

/** The canonical form of a JSON body, or undefined when the body is not JSON. */
const canonicalOf = (body: string | Uint8Array): string | undefined => {
  try {
    return canonicalize(JSON.parse(typeof body === "string" ? body : decoder.decode(body)));
  } catch {
    return undefined;
  }
};

const matchesAny = async (
  secrets: readonly string[],
  timestamp: string,
  body: string | Uint8Array,
  expected: Uint8Array,
): Promise<boolean> => {
  let matched = false;
  // Check every secret (no early exit) so timing does not reveal which one matched.
  for (const secret of secrets) {
    if (timingSafeEqual(await hmacSha256(secret, timestamp, body), expected)) matched = true;
  }
  return matched;
};

/**
 * Verify a signed webhook: both headers present, the timestamp well-formed and within the tolerance,
 * and the signature an HMAC-SHA256 of `<timestamp>.<body>` under one of the secrets — over the raw body,
 * or, when that fails, over the RFC 8785 canonical form of the parsed body (so a sender or proxy that
 * re-serialized the JSON still verifies). Throws a `WebhookVerificationError` subclass when it does not.
 */
export const verify = async (options: VerifyOptions): Promise<VerifiedWebhook> => {
  const secrets = (typeof options.secret === "string" ? [options.secret] : [...options.secret]).filter((s) => s !== "");
  if (secrets.length === 0) throw new TypeError("at least one non-empty secret is required");
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;

  const timestampHeader = readHeader(options.headers, TIMESTAMP_HEADER);
  const signatureHeader = readHeader(options.headers, SIGNATURE_HEADER);
  if (timestampHeader === undefined) throw new MissingHeaderError(TIMESTAMP_HEADER);
  if (signatureHeader === undefined) throw new MissingHeaderError(SIGNATURE_HEADER);
  if (timestampHeader === null || !TIMESTAMP.test(timestampHeader.trim())) throw new BadTimestampError();

  const timestamp = Number(timestampHeader.trim());
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const skew = timestamp - now;
  if (Math.abs(skew) > tolerance) throw new TimestampSkewError(skew, tolerance);

  const provided = signatureHeader === null ? undefined : signatureHeader.trim();
  if (provided === undefined || !SIGNATURE.test(provided))
    throw new BadSignatureError("X-Svc-Signature must be 64 hex characters");
  const expected = fromHex(provided)!;
  const signedTimestamp = timestampHeader.trim();

  if (await matchesAny(secrets, signedTimestamp, options.body, expected)) return { timestamp, matchedOn: "raw" };
  const canonical = canonicalOf(options.body);
  if (canonical !== undefined && (await matchesAny(secrets, signedTimestamp, canonical, expected))) {
    return { timestamp, matchedOn: "canonical" };
  }
  throw new BadSignatureError();
};
