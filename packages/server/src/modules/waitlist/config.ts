import type { Env } from "../../env.ts";
import { personalDataKeysFromEnv, type SealingKeys } from "../../sealing/seal.ts";

/** The waitlist's settings (docs/configuration.md). */
export type WaitlistConfig = {
  /**
   * PERSONAL_DATA_KEY and PERSONAL_DATA_KEYS_PREVIOUS: the KEKs sealing personal data at rest (here
   * the waitlist's addresses); resolved on first use (development may create one in DATA_DIR).
   */
  personalDataKeys: () => SealingKeys;
};

export const waitlistConfigFromEnv = (env: Env): WaitlistConfig => ({
  personalDataKeys: personalDataKeysFromEnv(env),
});
