import { type Env, integer } from "../../env.ts";

/**
 * Key management's settings (docs/configuration.md). Each key's ciphertext (already encrypted under its
 * data key, which only k shares rebuild) is sealed once more under `ctx.personalDataKeys`: k shares and
 * a copy of the database still need the server's KEK.
 */
export type KeyshieldConfig = {
  /** Keys a user may hold at once (keys are never deleted, so: ever). */
  maxKeysPerUser: number;
};

const KEYSHIELD_MAX_KEYS_PER_USER = integer("KEYSHIELD_MAX_KEYS_PER_USER", {
  default: 100,
  description: "threshold keys a user may hold; keys are never deleted (403 `keyshield-key-limit` beyond)",
});

export const KEYSHIELD_SETTINGS = [KEYSHIELD_MAX_KEYS_PER_USER];

export const keyshieldConfigFromEnv = (env: Env): KeyshieldConfig => ({
  maxKeysPerUser: KEYSHIELD_MAX_KEYS_PER_USER.read(env),
});
