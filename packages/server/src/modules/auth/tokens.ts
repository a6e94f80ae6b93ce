import { errors, jwtVerify, SignJWT } from "jose";

const ISSUER = "trustplane";
const AUDIENCE = "trustplane-api";

export type TokenClaims = { userId: string; version: number };

export const issueToken = async (
  claims: TokenClaims,
  secret: Uint8Array,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: string }> => {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ ver: claims.version })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(secret);
  return { token, expiresAt: new Date((now + ttlSeconds) * 1000).toISOString() };
};

/** Only HS256 with our key, issuer and audience; `alg: none`, other keys and expired tokens throw. */
export const readToken = async (token: string, secret: Uint8Array): Promise<TokenClaims> => {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload.sub !== "string" || typeof payload.ver !== "number") throw new Error("claims missing");
    return { userId: payload.sub, version: payload.ver };
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw new TokenError("The token has expired.");
    throw new TokenError("The token is not valid.");
  }
};

export class TokenError extends Error {}
