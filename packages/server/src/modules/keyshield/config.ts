import type { Env } from "../../env.ts";
import { int } from "../../env.ts";
import { personalDataKeysFromEnv, type SealingKeys } from "../../sealing/seal.ts";

/** Key management's settings (docs/configuration.md). */
export type KeyshieldConfig = {
  /**
   * PERSONAL_DATA_KEY(S_PREVIOUS): the platform KEK each key's ciphertext (already encrypted under its
   * data key, which only k shares rebuild) is sealed under once more: k shares and a copy of the
   * database still need the server's KEK.
   */
  keyEncryptionKeys: () => SealingKeys;
  /** KEYSHIELD_MAX_KEYS_PER_USER: keys a user may hold at once (keys are never deleted, so: ever). */
  maxKeysPerUser: number;
};

export const keyshieldConfigFromEnv = (env: Env): KeyshieldConfig => ({
  keyEncryptionKeys: personalDataKeysFromEnv(env),
  maxKeysPerUser: int(env, "KEYSHIELD_MAX_KEYS_PER_USER", 100, 0),
});
