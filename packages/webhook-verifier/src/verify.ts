import { canonicalize } from "@trustplane/canonical-json";
import { BadSignatureError, BadTimestampError, MissingHeaderError, TimestampSkewError } from "./errors.js";
import {
  DEFAULT_TOLERANCE_SECONDS,
  type HeaderSource,
  readHeader,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from "./headers.js";
import { hexEqualsBytes } from "./hex.js";
import { hmacSha256 } from "./hmac.js";
import { scanJson } from "./json-scan.js";
import { normalizeRawBody, type RawBody } from "./raw-body.js";

export type VerifyOptions = {
  /** The shared secret, or several during a rotation (any one of them verifies). */
  secret: string | readonly string[];
  /** The request headers: a Fetch `Headers`, or a record such as Node's `req.headers` (any case). */
  headers: HeaderSource;
  /**
   * The request body exactly as received (text or bytes), before any JSON parsing. A parsed object is
   * refused with a `TypeError`: re-serializing it would not reproduce the bytes that were signed.
   * May be left out only when `parsedBody` is given (the raw bytes were not kept).
   */
  body?: RawBody;
  /**
   * The body as your framework already parsed it (such as Express's `req.body` after `express.json`),
   * when you have it. When the raw body does not verify, the RFC 8785 canonical form of this value is
   * tried instead of parsing `body` again; without `body` it is the only form tried (`matchedOn` is then
   * "canonical"). A value RFC 8785 cannot serialize (`NaN`, a lone surrogate, ...) just does not match.
   * When `body` is given too, it is what is checked for what parsing loses (a member name twice in one
   * object, a lone surrogate, a number beyond double range): such a body is refused before `parsedBody`
   * is looked at. Without `body` that check cannot be made (the parser kept one of the duplicates).
   */
  parsedBody?: unknown;
  /** Allowed distance between the timestamp and the verifier's clock, in seconds, either direction. Default 300. */
  toleranceSeconds?: number;
  /** The verifier's clock in unix seconds, or a function returning it; defaults to the system clock. */
  now?: number | (() => number);
};

export type VerifiedWebhook = {
  /** The signed `X-Svc-Timestamp`, unix seconds. */
  timestamp: number;
  /** "raw": the bytes as received verified; "canonical": their RFC 8785 re-serialization did. */
  matchedOn: "raw" | "canonical";
  /** Which of the secrets matched (its index in `secret`; 0 for a single secret). Useful to tell when a rotation is over. */
  secretIndex: number;
};

const TIMESTAMP = /^\d{1,12}$/;
const SIGNATURE = /^[0-9a-fA-F]{64}$/;
/** The most signatures one header may carry (a sender mid-rotation signs with two secrets). */
const MAX_SIGNATURES = 4;
/** Strict UTF-8 (invalid bytes throw); a leading byte-order mark is dropped, as JSON parsers drop it. */
const decoder = new TextDecoder("utf-8", { fatal: true });

/** The body as text, or undefined when its bytes are not UTF-8. */
const textOf = (body: string | Uint8Array): string | undefined => {
  if (typeof body === "string") return body;
  try {
    return decoder.decode(body);
  } catch {
    return undefined;
  }
};

/** Whether bytes start with a UTF-8 byte-order mark (which `decoder` drops from the text). */
const startsWithBom = (body: string | Uint8Array): boolean =>
  typeof body !== "string" && body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf;

/** The canonical form of JSON text the scan found representable, or undefined when it does not parse. */
const canonicalOfText = (text: string): string | undefined => {
  try {
    return canonicalize(JSON.parse(text));
  } catch {
    return undefined;
  }
};

/** The canonical form of an already parsed body, or undefined when RFC 8785 cannot serialize it. */
const canonicalOfParsed = (value: unknown): string | undefined => {
  try {
    return canonicalize(value);
  } catch {
    return undefined;
  }
};

/** The secrets as a list, refusing an empty list and empty strings (an empty key would accept forgeries). */
const secretList = (secret: VerifyOptions["secret"]): readonly string[] => {
  const secrets = typeof secret === "string" ? [secret] : secret;
  if (!Array.isArray(secrets) || secrets.length === 0)
    throw new TypeError("verify() needs a secret: a non-empty string or a non-empty array of them");
  for (const s of secrets) {
    if (typeof s !== "string" || s === "") throw new TypeError("every webhook secret must be a non-empty string");
  }
  return secrets;
};

/**
 * The index of the first secret whose MAC one of `signatures` spells, or -1; every MAC is compared with
 * every signature (no early exit).
 */
const firstMatch = (macs: readonly Uint8Array[], signatures: readonly string[]): number => {
  let matched = -1;
  for (let i = 0; i < macs.length; i++) {
    for (const signature of signatures) {
      if (hexEqualsBytes(signature, macs[i]!) && matched < 0) matched = i;
    }
  }
  return matched;
};

/**
 * The index of the secret under which one of `signatures` is the HMAC of `<timestamp>.<body>`, or -1.
 * Every secret is tried, so the time taken does not say which one matched. With node:crypto this stays
 * synchronous (no promise per call); with Web Crypto the secrets are computed in parallel.
 */
const matchingSecret = (
  secrets: readonly string[],
  timestamp: string,
  body: string | Uint8Array,
  signatures: readonly string[],
): number | Promise<number> => {
  const macs = secrets.map((secret) => hmacSha256(secret, timestamp, body));
  if (macs.every((mac) => mac instanceof Uint8Array)) return firstMatch(macs as Uint8Array[], signatures);
  return Promise.all(macs).then((resolved) => firstMatch(resolved, signatures));
};

const clock = (now: VerifyOptions["now"]): number => {
  const value = typeof now === "function" ? now() : (now ?? Date.now() / 1000);
  return Math.floor(value);
};

/**
 * Verify a signed webhook: both headers present, the timestamp well-formed and within the tolerance,
 * and the signature (or one of up to 4 separated by commas, as a sender rotating its secret sends) an
 * HMAC-SHA256 of `<timestamp>.<body>` under one of the secrets — over the raw body,
 * or, when that fails, over the RFC 8785 canonical form of the parsed body (`parsedBody` when given, else
 * `body` parsed here), so a sender or proxy that re-serialized the JSON still verifies. That fallback runs
 * only when the raw body is JSON with one meaning to every parser (no member name twice in one object,
 * no lone surrogate, no number beyond double range: else `BadSignatureError` with reason
 * "ambiguous-json") and is not already canonical (then re-serializing cannot help, and the request is
 * refused at once, which bounds what a forged signature costs). Resolves with what was verified; rejects with a
 * `WebhookVerificationError` subclass when the request must not be trusted, and with a `TypeError` when
 * the call itself is wrong (no secret, a parsed body).
 */
export const verify = async (options: VerifyOptions): Promise<VerifiedWebhook> => {
  const secrets = secretList(options.secret);
  const parsed = options.parsedBody;
  const body = options.body === undefined && parsed !== undefined ? undefined : normalizeRawBody(options.body);
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (!(tolerance >= 0)) throw new RangeError("toleranceSeconds must be a number ≥ 0");

  let timestampHeader = readHeader(options.headers, TIMESTAMP_HEADER);
  const signature = readHeader(options.headers, SIGNATURE_HEADER);
  if (timestampHeader === undefined) throw new MissingHeaderError(TIMESTAMP_HEADER);
  if (signature === undefined) throw new MissingHeaderError(SIGNATURE_HEADER);
  if (timestampHeader === null) throw new BadTimestampError(`${TIMESTAMP_HEADER} was sent more than once`);
  timestampHeader = timestampHeader.trim();
  if (!TIMESTAMP.test(timestampHeader)) throw new BadTimestampError();

  // The window is checked before the signature, so a stale request says so whatever its signature.
  const timestamp = Number(timestampHeader);
  const skew = timestamp - clock(options.now);
  if (Math.abs(skew) > tolerance) throw new TimestampSkewError(skew, tolerance);

  if (signature === null) throw new BadSignatureError(`${SIGNATURE_HEADER} was sent more than once`, "malformed");
  // One signature, or several separated by commas: a sender rotating its secret signs with the new one
  // and the old one during the overlap, and either verifies.
  const signatures = signature.split(",").map((part) => part.trim());
  if (signatures.length > MAX_SIGNATURES || !signatures.every((part) => SIGNATURE.test(part)))
    throw new BadSignatureError(
      `${SIGNATURE_HEADER} must be 64 hex characters, or up to ${MAX_SIGNATURES} such separated by commas`,
      "malformed",
    );

  let canonical: string | undefined;
  if (body !== undefined) {
    // (Awaited only when it is a promise: an await of a plain number still costs a turn of the microtask queue.)
    let raw = matchingSecret(secrets, timestampHeader, body, signatures);
    if (typeof raw !== "number") raw = await raw;
    if (raw >= 0) return { timestamp, matchedOn: "raw", secretIndex: raw };

    // The canonical fallback only runs on a body whose raw text parses to one meaning everywhere, and only
    // when re-serializing can change its bytes (see json-scan.ts).
    const text = textOf(body);
    const scan = text === undefined ? undefined : scanJson(text);
    if (scan?.kind === "ambiguous") {
      throw new BadSignatureError(
        `${SIGNATURE_HEADER} does not match the request as sent, and its canonical form was not tried: ${scan.problem}`,
        "ambiguous-json",
      );
    }
    if (scan?.kind === "canonical") {
      // Already its own RFC 8785 form: re-serializing gives the same text, which did not verify (unless
      // the bytes carried a byte-order mark, which the text no longer has).
      if (!startsWithBom(body)) throw new BadSignatureError();
      canonical = text;
    } else if (parsed !== undefined) {
      canonical = canonicalOfParsed(parsed);
    } else if (scan?.kind === "representable") {
      canonical = canonicalOfText(text!);
    }
  } else {
    canonical = canonicalOfParsed(parsed);
  }
  if (canonical !== undefined && canonical !== body) {
    let index = matchingSecret(secrets, timestampHeader, canonical, signatures);
    if (typeof index !== "number") index = await index;
    if (index >= 0) return { timestamp, matchedOn: "canonical", secretIndex: index };
  }
  throw new BadSignatureError();
};
