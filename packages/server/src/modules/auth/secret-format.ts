import { createHash, randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";

/**
 * The API key format (docs/api-keys.md), after GitHub's tokens: a prefix a secret scanner recognises, the
 * secret, and a checksum that lets anyone tell a real key from a string that merely looks like one,
 * offline:
 *
 *   tpk_<mode>_ <43 base62 characters: 256 random bits> <6 base62 characters: CRC-32 (IEEE) of those 43>
 *
 * `<mode>` is `test` or `live`, the deployment's payments mode when the key was made (PAYMENTS_MODE), so
 * a person or a scanner sees at a glance whether a key can move real money. 58 characters in all, only
 * [A-Za-z0-9_], so it survives a double-click, a URL and a shell. Keys made before the mode was in the
 * prefix read `tpk_` and the 49 characters (53 in all), and still work. A session's refresh token has
 * the shape without a mode behind `tpr_` (sessions.ts).
 */
export const API_KEY_PREFIX = "tpk_";
/** The start of a key made on a server in this mode. */
export const apiKeyPrefixOf = (livemode: boolean): string => (livemode ? "tpk_live_" : "tpk_test_");
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const SECRET_CHARS = 43;
const CHECKSUM_CHARS = 6;
const SHAPE = /^tpk_(?:(test|live)_)?[0-9A-Za-z]{49}$/;

/** `value` in base62, left-padded with zeros to `width` characters. */
const base62 = (value: bigint, width: number): string => {
  let text = "";
  let rest = value;
  while (rest > 0n) {
    text = ALPHABET[Number(rest % 62n)]! + text;
    rest /= 62n;
  }
  return text.padStart(width, "0");
};

const checksumOf = (secret: string): string => base62(BigInt(crc32(secret)), CHECKSUM_CHARS);

/** A new secret of this format behind `prefix`: 256 random bits (62^43 > 2^256: each value its own spelling). */
export const newPrefixedSecret = (prefix: string): string => {
  const secret = base62(BigInt(`0x${randomBytes(32).toString("hex")}`), SECRET_CHARS);
  return `${prefix}${secret}${checksumOf(secret)}`;
};

/** A new API key, its mode in its prefix. */
export const newApiKeySecret = (livemode: boolean): string => newPrefixedSecret(apiKeyPrefixOf(livemode));

/**
 * A payments merchant key made before merchant keys were API keys: `mk_live_` and 43 base64url characters
 * (256 random bits, no checksum). Carried over into `api_keys` (payments migration 0008) and accepted as
 * an API key with the merchant scopes; no new one is made.
 */
const LEGACY_MERCHANT_PREFIX = "mk_live_";
const LEGACY_MERCHANT_SHAPE = /^mk_live_[A-Za-z0-9_-]{43}$/;

/** Whether a bearer token is meant as an API key (then it is never read as a session's token). */
export const looksLikeApiKey = (token: string): boolean =>
  token.startsWith(API_KEY_PREFIX) || token.startsWith(LEGACY_MERCHANT_PREFIX);

/** Whether a credential that looks like a key is worth a lookup: a well-formed key, or a carried-over merchant key. */
export const isAcceptableKey = (key: string): boolean => isWellFormedApiKey(key) || LEGACY_MERCHANT_SHAPE.test(key);

/** Whether `key` has the format and its checksum holds: what a scanner checks, without asking us. */
export const isWellFormedApiKey = (key: string): boolean => {
  if (!SHAPE.test(key)) return false;
  const body = key.slice(-(SECRET_CHARS + CHECKSUM_CHARS));
  return checksumOf(body.slice(0, SECRET_CHARS)) === body.slice(SECRET_CHARS);
};

/** The mode a key's prefix names (`tpk_live_…`: true, `tpk_test_…`: false); undefined when it names none. */
export const modeOfApiKey = (key: string): boolean | undefined =>
  key.startsWith("tpk_live_") ? true : key.startsWith("tpk_test_") ? false : undefined;

/** What is stored and looked up: the SHA-256 of the whole secret (an API key, a refresh token). */
export const secretDigest = (secret: string): Buffer => createHash("sha256").update(secret).digest();
