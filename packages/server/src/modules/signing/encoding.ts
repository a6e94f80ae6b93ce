import { createHash } from "node:crypto";
import { canonicalize } from "@trustplane/canonical-json";

/**
 * How signatures and keys are written on the wire. v1 writes signatures as `0x` + lowercase hex (the
 * spec's Signature); v2 writes signatures and public keys in unpadded base64url (the form of a JWK's
 * `x`). Inputs accept either form wherever the contract says so; lengths tell them apart.
 */
export const toHex0x = (bytes: Buffer): string => `0x${bytes.toString("hex")}`;
export const toBase64url = (bytes: Buffer): string => bytes.toString("base64url");

const HEX_0X = /^0x([0-9a-fA-F]+)$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Bytes of a `0x`-hex or base64url text of exactly `length` bytes, or undefined. base64url must be the
 * canonical encoding (re-encoding gives the same text), so one signature has exactly one spelling.
 */
export const decodeBytes = (text: string, length: number): Buffer | undefined => {
  const hex = HEX_0X.exec(text);
  if (hex) return hex[1]!.length === length * 2 ? Buffer.from(hex[1]!, "hex") : undefined;
  if (!BASE64URL.test(text)) return undefined;
  const bytes = Buffer.from(text, "base64url");
  return bytes.length === length && bytes.toString("base64url") === text ? bytes : undefined;
};

/** The bytes a signature covers: the UTF-8 of the payload's RFC 8785 canonical JSON. */
export const canonicalBytes = (payload: unknown): Buffer => Buffer.from(canonicalize(payload), "utf8");

export const sha256Hex = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");
