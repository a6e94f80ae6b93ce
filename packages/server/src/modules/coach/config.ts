import { type Env, integer } from "../../env.ts";

/** The coach module's settings (docs/configuration.md); notes are sealed under `ctx.personalDataKeys`. */
export type CoachConfig = {
  maxActiveSessionsPerUser: number;
};

const COACH_MAX_ACTIVE_SESSIONS_PER_USER = integer("COACH_MAX_ACTIVE_SESSIONS_PER_USER", {
  default: 20,
  description:
    "coaching sessions a user may have active at once; ending one frees its place (403 `coach-session-limit` beyond)",
});

export const COACH_SETTINGS = [COACH_MAX_ACTIVE_SESSIONS_PER_USER];

export const coachConfigFromEnv = (env: Env): CoachConfig => ({
  maxActiveSessionsPerUser: COACH_MAX_ACTIVE_SESSIONS_PER_USER.read(env),
});
