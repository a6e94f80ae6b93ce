// Public surface of the key-management module: other modules import from here only.
import { defineModule } from "../../platform/module.ts";
import { KEYSHIELD_SETTINGS, type KeyshieldConfig, keyshieldConfigFromEnv } from "./config.ts";
import { keyshieldOperations } from "./operations.ts";
import { withoutShares } from "./replay.ts";
import { KEYSHIELD_IDS } from "./store.ts";

/**
 * Key management (openapi/keyshield.yaml): k-of-n threshold keys. A random data key is split into n
 * shares (shamir-secret-sharing); the key's secret (a 256-bit secret or an Ed25519 seed) is kept under
 * it with AES-256-GCM and sealed again under the platform KEK; only fingerprints of the shares are kept.
 */
export const keyshieldModule = defineModule<KeyshieldConfig>({
  segment: "keyshield",
  catalog: {
    id: "keyshield",
    code: "KSH",
    name: "KeyShield threshold keys",
    summary:
      "Threshold key management: Ed25519 keys and 256-bit secrets split k of n, shares given out once and never stored, signing on recovery, rotation to a fresh set, and an audit log of every use.",
    kind: "infrastructure",
    status: "mvp",
    priority: 11,
    tags: ["crypto", "key-management", "secret-sharing", "privacy"],
  },
  config: keyshieldConfigFromEnv,
  settings: KEYSHIELD_SETTINGS,
  migrations: new URL("./migrations/", import.meta.url),
  ids: KEYSHIELD_IDS,
  create: (ctx, { config }) => ({
    handlers: keyshieldOperations(ctx, config),
    // Shares are never stored, not even in an Idempotency-Key's record: a replay answers `shares: null`.
    bindOptions: { idempotencyRecorded: { deriveKeyshieldKey: withoutShares } },
  }),
});
