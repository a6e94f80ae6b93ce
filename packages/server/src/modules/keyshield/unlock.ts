import { type SealingKeys, sealBytes, unsealBytes } from "../../sealing/seal.ts";
import { keyshieldProblems } from "./problems.ts";
import { fingerprintMatches, fingerprintOf, formatShare, parseShare, type Share } from "./shares.ts";
import type { KeyKind, StoredKey } from "./store.ts";
import { type Locked, lockSecret, openSecret } from "./vault.ts";

/** The AAD of a secret under its data key: bound to the key, its epoch and kind. */
const secretAad = (keyId: string, epoch: number, kind: KeyKind) => `trustplane:keyshield:${keyId}:${epoch}:${kind}`;
/** The AAD of that ciphertext sealed under the platform KEK. */
const sealedAad = (keyId: string, epoch: number) => `trustplane:keyshield:${keyId}:${epoch}:sealed`;

export type LockedKey = {
  /** The secret's ciphertext under the data key, sealed under the platform KEK. */
  sealed: Buffer;
  /** SHA-256 of each share, by index (n × 32 bytes). */
  fingerprints: Buffer;
  /** The shares as their holders get them, by index. */
  shareTexts: string[];
};

/** Locks `secret` for `keyId` at `epoch`: n shares of a new data key, of which k open it. */
export const lockKey = async (
  kek: SealingKeys,
  key: { id: string; kind: KeyKind; epoch: number; threshold: number; shares: number },
  secret: Uint8Array,
): Promise<LockedKey> => {
  const locked: Locked = await lockSecret(secret, secretAad(key.id, key.epoch, key.kind), key.shares, key.threshold);
  const shares: Share[] = locked.shares.map((bytes, i) => ({ keyId: key.id, epoch: key.epoch, index: i + 1, bytes }));
  return {
    sealed: sealBytes(kek, sealedAad(key.id, key.epoch), locked.ciphertext),
    fingerprints: Buffer.concat(shares.map(fingerprintOf)),
    shareTexts: shares.map(formatShare),
  };
};

/**
 * Checks every share against the key (shape and checksum, key, epoch, fingerprint), then that they are
 * distinct and enough, and opens the key's secret with them; an HttpProblem naming the first reason
 * otherwise. A combination that still fails the GCM tag is refused, never answered as a wrong secret.
 */
export const unlockKey = async (kek: SealingKeys, key: StoredKey, texts: readonly string[]): Promise<Buffer> => {
  const shares = texts.map((text, at) => {
    const share = parseShare(text);
    if (!share) throw keyshieldProblems.shareMalformed(at);
    if (share.keyId !== key.id) throw keyshieldProblems.shareWrongKey(at);
    if (share.epoch < key.epoch) throw keyshieldProblems.shareStaleEpoch(at, key.epoch);
    const recorded =
      share.epoch === key.epoch && share.index <= key.shares
        ? key.fingerprints.subarray((share.index - 1) * 32, share.index * 32)
        : undefined;
    if (!fingerprintMatches(share, recorded)) throw keyshieldProblems.shareUnknown(at);
    return share;
  });
  const seen = new Set<number>();
  shares.forEach((share, at) => {
    if (seen.has(share.index)) throw keyshieldProblems.sharesDuplicate(at, share.index);
    seen.add(share.index);
  });
  if (shares.length < key.threshold) throw keyshieldProblems.notEnoughShares(shares.length, key.threshold);
  const ciphertext = unsealBytes(kek, sealedAad(key.id, key.epoch), key.sealed, `keyshield key ${key.id}`);
  const secret = await openSecret(
    shares.map((s) => s.bytes),
    secretAad(key.id, key.epoch, key.kind),
    ciphertext,
  );
  if (!secret) throw keyshieldProblems.sharesDoNotCombine();
  return secret;
};
