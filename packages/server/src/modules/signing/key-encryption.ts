import type { KeyObject } from "node:crypto";
import type { Logger } from "pino";
import {
  parseSealingKey,
  type Sealed,
  type SealingKey,
  type SealingKeys,
  seal,
  sealingKeyId,
  sealingKeyRing,
  UnsealError,
  unseal,
} from "../../sealing/seal.ts";
import { generateEd25519, privateKeyFromSeed } from "./ed25519.ts";

/**
 * Signing private keys are stored sealed with AES-256-GCM under a key-encryption key (KEK) from
 * configuration, never in the clear (src/sealing/seal.ts). Each row records the id of the KEK that
 * wrapped it, so the KEK can be rotated: the current KEK wraps new keys, and every configured KEK
 * (current and previous) unwraps. The additional authenticated data binds a ciphertext to its signing
 * key's id, so a ciphertext copied onto another row does not decrypt there.
 */
export type KeyEncryptionKey = SealingKey;
export type KeyEncryptionKeys = SealingKeys;
export type WrappedPrivateKey = Sealed;

/** Signing KEK ids are derived under this label (ids already stored keep matching). */
export const SIGNING_KEK_LABEL = "trustplane signing KEK id";

export const keyEncryptionKeyId = (key: Buffer): string => sealingKeyId(key, SIGNING_KEK_LABEL);

/** A 32-byte key written in base64 or base64url (44 or 43 characters). */
export const parseKeyEncryptionKey = (text: string, name: string): KeyEncryptionKey =>
  parseSealingKey(text, name, SIGNING_KEK_LABEL);

export const keyRing = sealingKeyRing;

const aad = (signingKeyId: string) => `trustplane:signing-key:${signingKeyId}`;

export const wrapPrivateKey = (keys: KeyEncryptionKeys, signingKeyId: string, secret: Buffer): WrappedPrivateKey =>
  seal(keys, aad(signingKeyId), secret);

export class KeyUnwrapError extends Error {}

export const unwrapPrivateKey = (keys: KeyEncryptionKeys, signingKeyId: string, wrapped: WrappedPrivateKey): Buffer => {
  try {
    return unseal(keys, aad(signingKeyId), wrapped, `signing key ${signingKeyId}`);
  } catch (err) {
    if (err instanceof UnsealError) throw new KeyUnwrapError(err.message);
    throw err;
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
