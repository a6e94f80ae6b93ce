import { canonicalize } from "@trustplane/canonical-json";
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from "./headers.js";
import { computeSignature } from "./hmac.js";

export type SignOptions = {
  /** The shared secret the receiver knows. */
  secret: string;
  /**
   * The JSON value to send (an object, array, string, number, boolean or null); it is serialized
   * canonically (RFC 8785), and that text is what is signed and sent. A string is a JSON string value:
   * to sign text you serialized yourself, use `computeSignature`.
   */
  body: unknown;
  /** Unix seconds; defaults to now. */
  timestamp?: number;
};

export type SignedRequest = {
  headers: { "X-Svc-Timestamp": string; "X-Svc-Signature": string; "Content-Type": "application/json" };
  /** Send exactly this text as the request body. */
  body: string;
};

/**
 * Serialize `body` canonically and sign it. Send the returned body and headers unchanged:
 * `fetch(url, { method: "POST", ...(await sign({ secret, body })) })`.
 */
export const sign = async (options: SignOptions): Promise<SignedRequest> => {
  if (typeof options.secret !== "string" || options.secret === "")
    throw new TypeError("secret must be a non-empty string");
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  if (!Number.isSafeInteger(timestamp) || timestamp < 0 || timestamp > 999_999_999_999)
    throw new RangeError("timestamp must be a whole number of unix seconds (0 to 12 digits)");
  const body = canonicalize(options.body);
  const signature = await computeSignature({ secret: options.secret, timestamp, body });
  return {
    headers: {
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signature,
      "Content-Type": "application/json",
    } as SignedRequest["headers"],
    body,
  };
};
