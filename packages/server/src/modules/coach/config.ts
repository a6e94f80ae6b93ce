import type { Env } from "../../platform/env.ts";
import { personalDataKeysFromEnv, type SealingKeys } from "../../platform/sealing.ts";

/** The coach module's settings (README, "Configuration"). */
export type CoachConfig = {
  /** PERSONAL_DATA_KEY and its previous keys: the KEK ring sealing a session's notes at rest. */
  personalDataKeys: () => SealingKeys;
};

export const coachConfigFromEnv = (env: Env): CoachConfig => ({
  personalDataKeys: personalDataKeysFromEnv(env),
});
