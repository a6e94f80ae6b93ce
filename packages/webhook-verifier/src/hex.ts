/** Lowercase hex digits, indexed by nibble. */
const DIGITS = "0123456789abcdef";

/** Lowercase hex of `bytes` (the `X-Svc-Signature` spelling). */
export const toHex = (bytes: Uint8Array): string => {
  let out = "";
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    out += DIGITS[byte >> 4]! + DIGITS[byte & 15]!;
  }
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

/** The character code of the lowercase hex digit for `nibble` (0–15), without a data-dependent branch. */
const digitCode = (nibble: number): number => 48 + nibble + (((9 - nibble) >> 31) & 39);

/**
 * Whether `hex` (already checked to be `2 × bytes.length` hex digits, either case) spells `bytes`, in time
 * that does not depend on where they differ. Compares character codes directly: no decoding, no allocation.
 */
export const hexEqualsBytes = (hex: string, bytes: Uint8Array): boolean => {
  if (hex.length !== bytes.length * 2) return false;
  let diff = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    // `| 0x20` lowercases A–F and leaves digits unchanged (their 0x20 bit is already set).
    diff |= (hex.charCodeAt(2 * i) | 0x20) ^ digitCode(byte >> 4);
    diff |= (hex.charCodeAt(2 * i + 1) | 0x20) ^ digitCode(byte & 15);
  }
  return diff === 0;
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
