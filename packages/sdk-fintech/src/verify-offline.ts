/**
 * Check Trustplane Ed25519 signatures without calling the API: the bytes signed are the UTF-8 of the
 * payload's RFC 8785 canonical JSON, so whoever holds the payload, the signature and the signer's
 * public key (from the sign response, or `GET /api/signing/v2/keys/{keyId}`) can verify anywhere.
 * Uses @noble/ed25519's WebCrypto-backed async API (no SHA-512 setup needed) with strict RFC 8032
 * rules (`zip215: false`), which accept exactly what the server's node:crypto (OpenSSL) accepts.
 */
import { verifyAsync } from "@noble/ed25519";
import { canonicalize } from "@trustplane/canonical-json";

const SIGNATURE_BYTES = 64;
const PUBLIC_KEY_BYTES = 32;

/** Bytes of `0x`-hex or unpadded base64url text of exactly `length` bytes; a TypeError otherwise. */
const decode = (value: string | Uint8Array, length: number, what: string): Uint8Array => {
  if (value instanceof Uint8Array) {
    if (value.length !== length) throw new TypeError(`${what} must be ${length} bytes`);
    return value;
  }
  const hex = /^0x([0-9a-fA-F]*)$/.exec(value);
  if (hex) {
    if (hex[1]!.length !== length * 2) throw new TypeError(`${what} must be 0x + ${length * 2} hex digits`);
    return Uint8Array.from(hex[1]!.match(/../g)!, (pair) => Number.parseInt(pair, 16));
  }
  if (!/^[A-Za-z0-9_-]*$/.test(value)) throw new TypeError(`${what} must be 0x-hex or unpadded base64url`);
  const binary = atob(value.replaceAll("-", "+").replaceAll("_", "/"));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  // One spelling per value: a base64url text whose unused bits are set is refused, as the API does.
  if (bytes.length !== length || toBase64url(bytes) !== value) {
    throw new TypeError(`${what} must be ${length} bytes in canonical unpadded base64url`);
  }
  return bytes;
};

const toBase64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

const utf8 = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);

export type OfflineSignature = {
  /** The payload exactly as signed (any JSON value); key order and whitespace do not matter. */
  payload: unknown;
  /** `0x` + 128 hex digits (v1) or 86 characters of unpadded base64url (v2), or the 64 bytes. */
  signature: string | Uint8Array;
  /** `0x` + 64 hex digits or 43 characters of unpadded base64url (a JWK's `x`), or the 32 bytes. */
  publicKey: string | Uint8Array;
};

/**
 * True when `signature` is the Ed25519 signature of `payload` (RFC 8785 canonical JSON) by
 * `publicKey`; false when it is not. Throws a TypeError for a malformed signature or key, and the
 * CanonicalizationError of @trustplane/canonical-json (also `instanceof` the one @trustplane/webhook-verifier
 * re-exports) for a payload that is not JSON (NaN, undefined, a cycle, ...).
 */
export const verifySignatureOffline = async ({ payload, signature, publicKey }: OfflineSignature): Promise<boolean> => {
  const sig = decode(signature, SIGNATURE_BYTES, "signature");
  const key = decode(publicKey, PUBLIC_KEY_BYTES, "publicKey");
  const message = utf8(canonicalize(payload));
  try {
    return await verifyAsync(sig, message, key, { zip215: false });
  } catch {
    // noble throws for a public key that is no curve point, or an out-of-range signature scalar.
    return false;
  }
};

/** The receipt a v2 sign call returns (`DetachedSignature`), as far as attestation needs it. */
export type AttestedReceipt = {
  receiptId: string;
  keyId: string;
  algo: string;
  publicKey: string;
  signature: string;
  payloadSha256: string;
  createdAt: string;
  attestation: { keyId: string; algo: string; signature: string } | null;
};

/** A JSON Web Key as `GET /api/signing/v2/keys` (or `/.well-known/jwks.json`) lists them. */
export type PlatformJwk = { kty: string; crv: string; x: string; kid: string };

/**
 * True when a v2 receipt's attestation is the platform's signature over the receipt (key id, public
 * key, signature, payload digest and time), checked against the platform's published keys; and, when
 * `payload` is given, when the receipt's signature also verifies over it with the receipt's key.
 */
export const verifyReceiptOffline = async (options: {
  receipt: AttestedReceipt;
  platformKeys: { keys: PlatformJwk[] } | PlatformJwk[];
  payload?: unknown;
}): Promise<boolean> => {
  const { receipt } = options;
  if (!receipt.attestation || receipt.algo !== "Ed25519" || receipt.attestation.algo !== "Ed25519") return false;
  const keys = Array.isArray(options.platformKeys) ? options.platformKeys : options.platformKeys.keys;
  const platformKey = keys.find((k) => k.kid === receipt.attestation!.keyId && k.kty === "OKP" && k.crv === "Ed25519");
  if (!platformKey) return false;
  const statement = {
    type: "trustplane.signing.receipt",
    algo: receipt.algo,
    receiptId: receipt.receiptId,
    keyId: receipt.keyId,
    publicKey: receipt.publicKey,
    signature: receipt.signature,
    payloadSha256: receipt.payloadSha256,
    createdAt: receipt.createdAt,
  };
  const attested = await verifySignatureOffline({
    payload: statement,
    signature: receipt.attestation.signature,
    publicKey: platformKey.x,
  });
  if (!attested || !("payload" in options)) return attested;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", utf8(canonicalize(options.payload))));
  const hex = Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
  if (hex !== receipt.payloadSha256) return false;
  return verifySignatureOffline({
    payload: options.payload,
    signature: receipt.signature,
    publicKey: receipt.publicKey,
  });
};
