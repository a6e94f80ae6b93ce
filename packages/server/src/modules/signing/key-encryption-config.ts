import type { Env } from "../../env.ts";
import { sealingKeysFromEnv } from "../../sealing/seal.ts";
import { type KeyEncryptionKeys, SIGNING_KEK_LABEL } from "./key-encryption.ts";

/**
 * SIGNING_KEY_ENCRYPTION_KEY (current KEK) and SIGNING_KEY_ENCRYPTION_KEYS_PREVIOUS (comma-separated
 * KEKs that only decrypt, kept during a rotation). Values are checked at start-up; production requires
 * the key. Without one, development generates a key in DATA_DIR on first use (lazily, so reading the
 * configuration never writes files) and tests use a per-process key.
 */
export const signingKeyEncryptionFromEnv = (env: Env): (() => KeyEncryptionKeys) =>
  sealingKeysFromEnv(env, {
    variable: "SIGNING_KEY_ENCRYPTION_KEY",
    previousVariable: "SIGNING_KEY_ENCRYPTION_KEYS_PREVIOUS",
    developmentFile: "signing-key-encryption-key",
    label: SIGNING_KEK_LABEL,
  });
