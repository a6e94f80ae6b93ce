import type { Schema } from "../../platform/operations.ts";
import type { StoredKey } from "./store.ts";

/** What the contract shows of a key. */
export const keyView = (key: StoredKey): Schema<"KeyshieldKey"> => ({
  id: key.id,
  kind: key.kind,
  label: key.label,
  publicKey: key.publicKey,
  threshold: key.threshold,
  shares: key.shares,
  epoch: key.epoch,
  createdAt: key.createdAt,
  rotatedAt: key.rotatedAt,
  retiredAt: key.retiredAt,
});
