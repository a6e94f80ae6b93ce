import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from "node:crypto";
import { SignJWT } from "jose";
import { setRecent } from "../../recent-map.ts";

const ISSUER = "trustplane";
const AUDIENCE = "trustplane-api";

/** `sessionId`: the session the token belongs to (`sid`); absent in tokens issued before sessions existed. */
export type TokenClaims = { userId: string; version: number; sessionId?: string };

export const issueToken = async (
  claims: TokenClaims,
  secret: Uint8Array,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: string }> => {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ ver: claims.version, ...(claims.sessionId ? { sid: claims.sessionId } : {}) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(secret);
  return { token, expiresAt: new Date((now + ttlSeconds) * 1000).toISOString() };
};

const HEADER_ALG = "HS256";
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Whether a segment that matches BASE64URL is the canonical unpadded base64url of its bytes (RFC 4648
 * §3.5), the only spelling re-encoding gives back. Decoders ignore the bits of the last character that
 * carry no data (and a lone trailing character), so without this, up to 16 spellings of one signature
 * would authenticate. Looks at the length and the last character only: no allocation.
 */
export const isCanonicalBase64url = (segment: string): boolean => {
  const rest = segment.length % 4;
  if (rest === 0) return true;
  if (rest === 1) return false; // 6 bits: not even one byte
  const code = segment.charCodeAt(segment.length - 1);
  // The character's 6-bit value: A–Z 0–25, a–z 26–51, 0–9 52–61, "-" 62, "_" 63.
  const value = code >= 97 ? code - 71 : code === 95 ? 63 : code >= 65 ? code - 65 : code >= 48 ? code + 4 : 62;
  // 2 characters carry 1 byte (4 unused bits), 3 characters carry 2 bytes (2 unused bits).
  return (value & (rest === 2 ? 0x0f : 0x03)) === 0;
};

const wellFormedSegment = (segment: string): boolean => BASE64URL.test(segment) && isCanonicalBase64url(segment);
const secretKeys = new WeakMap<Uint8Array, KeyObject>();

const keyFor = (secret: Uint8Array): KeyObject => {
  let key = secretKeys.get(secret);
  if (!key) {
    key = createSecretKey(secret);
    secretKeys.set(secret, key);
  }
  return key;
};

const jsonSegment = (segment: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Only HS256 with our key, issuer and audience; `alg: none`, other algorithms, other keys, `crit`
 * extensions and expired tokens are refused (RFC 7519 §7.2, RFC 8725 §3.1).
 *
 * This runs on every authenticated request, so it is node:crypto's synchronous HMAC rather than jose's
 * Web Crypto path (measured at about a tenth of the server's CPU per request under load). Tokens are
 * still issued by jose, and the tests check that both agree.
 */
export const readToken = (token: string, secret: Uint8Array, nowSeconds = Date.now() / 1000): TokenClaims => {
  const known = verifiedTokens.get(token);
  if (known !== undefined && known.secret === secret) {
    if (known.expiresAt <= nowSeconds) throw new TokenError("The token has expired.", "expired");
    return known.claims;
  }
  const claims = verifyToken(token, secret, nowSeconds);
  setRecent(verifiedTokens, token, { claims: claims.claims, expiresAt: claims.expiresAt, secret }, VERIFIED_TOKENS);
  return claims.claims;
};

/**
 * Tokens already verified, by their exact text: a client sends the same access token on every request of
 * its session, and its signature and claims do not change, so each is checked once; only its expiry is
 * checked again, on every use. An entry is made only for a token that passed every check, so nobody can
 * fill this with tokens of their own making; revocation is not decided here but after it, on every request
 * (the user's token version and the session, bearer.ts). The HMAC and the two JSON parses were a tenth of
 * GET /api/auth/me's CPU (bench:profile me, 2026-11-29).
 */
const verifiedTokens = new Map<string, { claims: TokenClaims; expiresAt: number; secret: Uint8Array }>();
const VERIFIED_TOKENS = 10_000;

const verifyToken = (
  token: string,
  secret: Uint8Array,
  nowSeconds: number,
): { claims: TokenClaims; expiresAt: number } => {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts.every(wellFormedSegment)) throw new TokenError("The token is not valid.");
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = jsonSegment(headerPart);
  if (!header || header.alg !== HEADER_ALG || "crit" in header || (header.typ !== undefined && header.typ !== "JWT"))
    throw new TokenError("The token is not valid.");
  const provided = Buffer.from(signaturePart, "base64url");
  const expected = createHmac("sha256", keyFor(secret)).update(`${headerPart}.${payloadPart}`).digest();
  if (provided.length !== expected.length || !timingSafeEqual(provided, expected))
    throw new TokenError("The token is not valid.");
  const claims = jsonSegment(payloadPart);
  if (!claims) throw new TokenError("The token is not valid.");
  const audience = claims.aud;
  const audienceOk = audience === AUDIENCE || (Array.isArray(audience) && audience.includes(AUDIENCE));
  if (claims.iss !== ISSUER || !audienceOk) throw new TokenError("The token is not valid.");
  if (typeof claims.exp !== "number" || !Number.isFinite(claims.exp)) throw new TokenError("The token is not valid.");
  if (claims.nbf !== undefined && (typeof claims.nbf !== "number" || claims.nbf > nowSeconds))
    throw new TokenError("The token is not valid.");
  if (claims.exp <= nowSeconds) throw new TokenError("The token has expired.", "expired");
  if (typeof claims.sub !== "string" || typeof claims.ver !== "number" || !Number.isInteger(claims.ver))
    throw new TokenError("The token is not valid.");
  if (claims.sid !== undefined && typeof claims.sid !== "string") throw new TokenError("The token is not valid.");
  return {
    // Frozen: every request presenting this token is handed the same object.
    claims: Object.freeze({
      userId: claims.sub,
      version: claims.ver,
      ...(claims.sid === undefined ? {} : { sessionId: claims.sid }),
    }),
    expiresAt: claims.exp,
  };
};

/** A token refused; `expired` when it was good but its time is up (refresh it). */
export class TokenError extends Error {
  readonly expired: boolean;
  constructor(message: string, kind?: "expired") {
    super(message);
    this.expired = kind === "expired";
  }
}
