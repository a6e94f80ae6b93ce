/**
 * HMAC-SHA256 over `<timestamp>.<body>` with Web Crypto (`globalThis.crypto.subtle`), so the package
 * runs unchanged on Node ≥ 20, Deno, Bun, Cloudflare Workers and browsers.
 */
const encoder = new TextEncoder();

const subtle = (): SubtleCrypto => {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error("Web Crypto (globalThis.crypto.subtle) is not available in this runtime");
  return api;
};

const hmacKey = (secret: string): Promise<CryptoKey> =>
  subtle().importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);

/** The bytes that are signed: the timestamp, a dot, then the body exactly as sent. */
export const signedPayload = (timestamp: string | number, body: string | Uint8Array): Uint8Array => {
  const prefix = encoder.encode(`${timestamp}.`);
  const bytes = typeof body === "string" ? encoder.encode(body) : body;
  const out = new Uint8Array(prefix.length + bytes.length);
  out.set(prefix, 0);
  out.set(bytes, prefix.length);
  return out;
};

/** Raw HMAC-SHA256 of `<timestamp>.<body>` (32 bytes). */
export const hmacSha256 = async (
  secret: string,
  timestamp: string | number,
  body: string | Uint8Array,
): Promise<Uint8Array> => {
  const key = await hmacKey(secret);
  return new Uint8Array(await subtle().sign("HMAC", key, signedPayload(timestamp, body) as BufferSource));
};

/** The `X-Svc-Signature` value: lowercase hex of the HMAC. */
export const computeSignature = async (options: {
  secret: string;
  timestamp: string | number;
  body: string | Uint8Array;
}): Promise<string> => toHex(await hmacSha256(options.secret, options.timestamp, options.body));

export const toHex = (bytes: Uint8Array): string => {
  let out = "";
  for (const byte of bytes) out += byte.toString(16).padStart(2, "0");
  return out;
};

const HEX = /^(?:[0-9a-fA-F]{2})*$/;

/** Bytes of a hex string, or `undefined` when it is not hex. */
export const fromHex = (hex: string): Uint8Array | undefined => {
  if (!HEX.test(hex)) return undefined;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
};

/**
 * Compare two byte strings in time that depends only on their length, never on where they differ.
 * (The length of an HMAC is public, so an early exit on a length mismatch leaks nothing.)
 */
export const timingSafeEqual = (a: Uint8Array, b: Uint8Array): boolean => {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
};
