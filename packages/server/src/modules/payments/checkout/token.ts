import { createHash, createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * A checkout session's token: the capability, carried in its page's URL, to see and pay the session
 * without signing in. It is an HMAC-SHA256 of the session's id under a key derived (HKDF) from the
 * server's secret, so 256 bits no one can guess without that secret; the database keeps only its
 * SHA-256 digest (the completion looks the session up by it). Being derived, the owner's `GET` can
 * show the URL again while the session is open without the token ever being stored.
 */
export type CheckoutTokens = {
  /** The session's token (43 base64url characters). */
  tokenOf(sessionId: string): string;
  /** SHA-256 of a token, as stored. */
  hash(token: string): Buffer;
  /** The session's token when it is still the one whose digest was stored (null after a key change). */
  currentToken(sessionId: string, storedHash: Buffer): string | null;
};

export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const checkoutTokens = (serverSecret: Uint8Array): CheckoutTokens => {
  const key = Buffer.from(hkdfSync("sha256", serverSecret, "", "trustplane payments checkout token v1", 32));
  const tokenOf = (sessionId: string) => createHmac("sha256", key).update(sessionId, "utf8").digest("base64url");
  const hash = (token: string) => createHash("sha256").update(token, "utf8").digest();
  return {
    tokenOf,
    hash,
    currentToken: (sessionId, storedHash) => {
      const token = tokenOf(sessionId);
      const digest = hash(token);
      return digest.length === storedHash.length && timingSafeEqual(digest, storedHash) ? token : null;
    },
  };
};
