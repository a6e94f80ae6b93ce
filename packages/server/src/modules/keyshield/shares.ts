import { createHash, timingSafeEqual } from "node:crypto";

/**
 * A share as its holder keeps it: self-describing, typo-detecting text,
 *
 *   ks1.<keyId>.<epoch>.<index>.<data>.<check>
 *
 * `data` is the share's bytes (Shamir's: 32 bytes of the data key's polynomial and its x-coordinate) in
 * unpadded base64url, `check` the first 4 bytes (hex) of the SHA-256 of the text before it, so a
 * mistyped or truncated share is told apart from a share that is not the key's. The server keeps only
 * each share's fingerprint (`fingerprintOf`), never the share.
 */
export const SHARE_VERSION = "ks1";
/** Bytes of one share of a 32-byte data key (`shamir-secret-sharing` appends the x-coordinate). */
export const SHARE_BYTES = 33;

export type Share = { keyId: string; epoch: number; index: number; bytes: Uint8Array };

const SHAPE =
  /^ks1\.([a-z]{2,4}_[0-9A-HJKMNP-TV-Z]{26})\.([1-9][0-9]{0,8})\.([1-9][0-9]?)\.([A-Za-z0-9_-]{44})\.([0-9a-f]{8})$/;

const checksum = (body: string): string => createHash("sha256").update(body, "utf8").digest("hex").slice(0, 8);

export const formatShare = (share: Share): string => {
  const body = `${SHARE_VERSION}.${share.keyId}.${share.epoch}.${share.index}.${Buffer.from(share.bytes).toString("base64url")}`;
  return `${body}.${checksum(body)}`;
};

/** The share a text holds, or undefined when it is not a share's shape or its checksum fails. */
export const parseShare = (text: string): Share | undefined => {
  const match = SHAPE.exec(text.trim());
  if (!match) return undefined;
  const [, keyId, epoch, index, data, check] = match as unknown as [string, string, string, string, string, string];
  const body = text.trim().slice(0, -check.length - 1);
  if (!timingSafeEqual(Buffer.from(checksum(body)), Buffer.from(check))) return undefined;
  const bytes = Buffer.from(data, "base64url");
  // base64url of 33 bytes is exactly 44 characters; a non-canonical last character is refused.
  if (bytes.length !== SHARE_BYTES || bytes.toString("base64url") !== data) return undefined;
  return { keyId, epoch: Number(epoch), index: Number(index), bytes };
};

/** SHA-256 over everything a share says: the key, epoch and index it belongs to, and its bytes. */
export const fingerprintOf = (share: Share): Buffer =>
  createHash("sha256")
    .update(`${SHARE_VERSION}\0${share.keyId}\0${share.epoch}\0${share.index}\0`, "utf8")
    .update(share.bytes)
    .digest();

/** Whether a share's fingerprint is the recorded one, compared in constant time. */
export const fingerprintMatches = (share: Share, recorded: Buffer | undefined): boolean => {
  if (recorded?.length !== 32) return false;
  return timingSafeEqual(fingerprintOf(share), recorded);
};
