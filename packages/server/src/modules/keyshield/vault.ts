import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { combine, split } from "shamir-secret-sharing";

/**
 * The threshold scheme's core. Shamir's `combine` (shamir-secret-sharing) given fewer than k shares, or
 * a tampered one, returns wrong bytes without an error, so the secret is never split itself: a fresh
 * random data key is, and the secret is kept under that data key with AES-256-GCM. A wrong combination
 * then fails the GCM tag (`undefined` here) instead of yielding a wrong secret. The data key lives only
 * in memory while a secret is locked or opened, and is zeroed after.
 */
const DATA_KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export type Locked = {
  /** nonce ‖ ciphertext ‖ tag of the secret under the data key. */
  ciphertext: Buffer;
  /** The data key's n shares, each 33 bytes, index i + 1 at position i. */
  shares: Uint8Array[];
};

/** Keeps `secret` under a new data key split into `n` shares of which `k` recover it; `aad` binds it. */
export const lockSecret = async (secret: Uint8Array, aad: string, n: number, k: number): Promise<Locked> => {
  const dataKey = randomBytes(DATA_KEY_BYTES);
  try {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv("aes-256-gcm", dataKey, nonce, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(aad, "utf8"));
    const ciphertext = Buffer.concat([nonce, cipher.update(secret), cipher.final(), cipher.getAuthTag()]);
    // The library wants plain Uint8Arrays (a Buffer's constructor is refused).
    const plain = new Uint8Array(dataKey);
    try {
      return { ciphertext, shares: await split(plain, n, k) };
    } finally {
      plain.fill(0);
    }
  } finally {
    dataKey.fill(0);
  }
};

/**
 * The secret, from shares of its data key: `undefined` when they do not combine into the data key that
 * locked it (too few, altered, of another key or epoch) or `aad` is not the one it was locked under.
 */
export const openSecret = async (
  shares: Uint8Array[],
  aad: string,
  ciphertext: Buffer,
): Promise<Buffer | undefined> => {
  if (ciphertext.length < NONCE_BYTES + TAG_BYTES) return undefined;
  let dataKey: Uint8Array;
  try {
    dataKey = await combine(shares.map((share) => new Uint8Array(share)));
  } catch {
    // Shares of different lengths, or two with one x-coordinate: no data key at all.
    return undefined;
  }
  try {
    if (dataKey.length !== DATA_KEY_BYTES) return undefined;
    const decipher = createDecipheriv("aes-256-gcm", dataKey, ciphertext.subarray(0, NONCE_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(aad, "utf8"));
    decipher.setAuthTag(ciphertext.subarray(-TAG_BYTES));
    return Buffer.concat([decipher.update(ciphertext.subarray(NONCE_BYTES, -TAG_BYTES)), decipher.final()]);
  } catch {
    return undefined;
  } finally {
    dataKey.fill(0);
  }
};
