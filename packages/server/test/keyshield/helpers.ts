// Shared by the key-management tests: users driven through @trustplane/sdk-fintech, and share surgery.
import { createHash } from "node:crypto";
import type { FintechClient } from "@trustplane/sdk-fintech";

/** Every k-element subset of `items`, in order. */
export const subsets = <T>(items: readonly T[], k: number): T[][] => {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...subsets(rest, k - 1).map((s) => [first, ...s]), ...subsets(rest, k)];
};

/** A share's text with a new data part or header, re-checksummed so only the server's fingerprint can tell. */
export const rewriteShare = (
  share: string,
  change: { keyId?: string; epoch?: number; index?: number; flipByte?: number },
): string => {
  const [version, keyId, epoch, index, data] = share.split(".") as [string, string, string, string, string];
  const bytes = Buffer.from(data, "base64url");
  if (change.flipByte !== undefined) bytes[change.flipByte] = (bytes[change.flipByte]! ^ 0x01) & 0xff;
  const body = [
    version,
    change.keyId ?? keyId,
    change.epoch ?? epoch,
    change.index ?? index,
    bytes.toString("base64url"),
  ].join(".");
  return `${body}.${createHash("sha256").update(body).digest("hex").slice(0, 8)}`;
};

/** The problem a call fails with, as `{status, code}` (fails the test if it succeeds). */
export const failure = async (call: PromiseLike<unknown>): Promise<{ status: number; code: string }> => {
  try {
    await call;
  } catch (error) {
    const { status, code } = error as { status: number; code: string };
    return { status, code };
  }
  throw new Error("expected the call to fail");
};

/** An Ed25519 key with n shares, threshold k, derived by `client`. */
export const deriveEd25519 = (client: FintechClient, threshold: number, shares: number, label?: string) =>
  client.keyshield.derive({ kind: "ed25519", threshold, shares, ...(label ? { label } : {}) });
