import { createCipheriv, createDecipheriv, createHash, type KeyObject, randomBytes } from "node:crypto";
import type { Logger } from "pino";
import { generateEd25519, privateKeyFromSeed } from "./ed25519.ts";

/**
 * Signing private keys are stored wrapped with AES-256-GCM under a key-encryption key (KEK) from
 * configuration, never in the clear. Each row records the id of the KEK that wrapped it, so the KEK can
 * be rotated: the current KEK wraps new keys, and every configured KEK (current and previous) unwraps.
 * The additional authenticated data binds a ciphertext to its signing key's id, so a ciphertext copied
 * onto another row does not decrypt there.
 */
export type KeyEncryptionKey = { id: string; key: Buffer };

export type KeyEncryptionKeys = {
  current: KeyEncryptionKey;
  /** Every KEK that may have wrapped a stored key, by id (the current one included). */
  byId: ReadonlyMap<string, KeyEncryptionKey>;
};

export type WrappedPrivateKey = { kekId: string; nonce: Buffer; ciphertext: Buffer };

const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** The KEK's id is derived from the key itself, so operators never keep an id next to the value. */
export const keyEncryptionKeyId = (key: Buffer): string =>
  `kek_${createHash("sha256").update("trustplane signing KEK id\0").update(key).digest("hex").slice(0, 16)}`;

/** A 32-byte key written in base64 or base64url (44 or 43 characters). */
export const parseKeyEncryptionKey = (text: string, name: string): KeyEncryptionKey => {
  const trimmed = text.trim();
  const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed) ? Buffer.from(trimmed, "base64") : Buffer.alloc(0);
  if (key.length !== KEY_BYTES) {
    throw new Error(`${name} must be ${KEY_BYTES} random bytes in base64 (e.g. \`openssl rand -base64 32\`)`);
  }
  return { id: keyEncryptionKeyId(key), key };
};

export const keyRing = (current: KeyEncryptionKey, previous: KeyEncryptionKey[] = []): KeyEncryptionKeys => ({
  current,
  byId: new Map([...previous, current].map((kek) => [kek.id, kek])),
});

const aad = (signingKeyId: string) => Buffer.from(`trustplane:signing-key:${signingKeyId}`);

export const wrapPrivateKey = (keys: KeyEncryptionKeys, signingKeyId: string, secret: Buffer): WrappedPrivateKey => {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keys.current.key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad(signingKeyId));
  const ciphertext = Buffer.concat([cipher.update(secret), cipher.final(), cipher.getAuthTag()]);
  return { kekId: keys.current.id, nonce, ciphertext };
};

export class KeyUnwrapError extends Error {}

export const unwrapPrivateKey = (keys: KeyEncryptionKeys, signingKeyId: string, wrapped: WrappedPrivateKey): Buffer => {
  const kek = keys.byId.get(wrapped.kekId);
  if (!kek)
    throw new KeyUnwrapError(`signing key ${signingKeyId} is wrapped by ${wrapped.kekId}, which is not configured`);
  if (wrapped.ciphertext.length <= TAG_BYTES) throw new KeyUnwrapError(`signing key ${signingKeyId} is truncated`);
  const body = wrapped.ciphertext.subarray(0, -TAG_BYTES);
  const tag = wrapped.ciphertext.subarray(-TAG_BYTES);
  const decipher = createDecipheriv("aes-256-gcm", kek.key, wrapped.nonce, { authTagLength: TAG_BYTES });
  decipher.setAAD(aad(signingKeyId));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    throw new KeyUnwrapError(`signing key ${signingKeyId} does not decrypt with ${wrapped.kekId}`);
  }
};

/** A new Ed25519 key pair for the key `keyId`, its private half wrapped for storage (the seed wiped). */
export const newWrappedKeyPair = (
  keys: KeyEncryptionKeys,
  keyId: string,
): { publicKey: Buffer; wrapped: WrappedPrivateKey } => {
  const pair = generateEd25519();
  const wrapped = wrapPrivateKey(keys, keyId, pair.seed);
  pair.seed.fill(0);
  return { publicKey: pair.publicKey, wrapped };
};

/**
 * A stored key's private half, ready to sign (the seed wiped). When an older KEK wrapped it (a KEK
 * rotation), the key wrapped under the current KEK is handed to `storeRewrapped`, best effort: a
 * failure is logged and the key still opens.
 */
export const openStoredKey = async (
  keys: KeyEncryptionKeys,
  keyId: string,
  stored: WrappedPrivateKey,
  storeRewrapped: (rewrapped: WrappedPrivateKey) => Promise<unknown>,
  logger: Logger,
): Promise<KeyObject> => {
  const seed = unwrapPrivateKey(keys, keyId, stored);
  if (stored.kekId !== keys.current.id) {
    try {
      await storeRewrapped(wrapPrivateKey(keys, keyId, seed));
    } catch (err) {
      logger.warn({ err, keyId }, "could not rewrap a key under the current KEK");
    }
  }
  const privateKey = privateKeyFromSeed(seed);
  seed.fill(0);
  return privateKey;
};
