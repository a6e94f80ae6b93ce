import type { Env } from "../../env.ts";
import { int } from "../../env.ts";
import { personalDataKeysFromEnv, type SealingKeys } from "../../sealing/seal.ts";

/** The coach module's settings (docs/configuration.md). */
export type CoachConfig = {
  /** PERSONAL_DATA_KEY and its previous keys: the KEK ring sealing a session's notes at rest. */
  personalDataKeys: () => SealingKeys;
  /** COACH_MAX_ACTIVE_SESSIONS_PER_USER: sessions a user may have active at once; ending one frees its place. */
  maxActiveSessionsPerUser: number;
};

export const coachConfigFromEnv = (env: Env): CoachConfig => ({
  personalDataKeys: personalDataKeysFromEnv(env),
  maxActiveSessionsPerUser: int(env, "COACH_MAX_ACTIVE_SESSIONS_PER_USER", 20, 0),
});
