// Public surface of the coach module: other modules import from here only.
import { defineModule } from "../../platform/module.ts";
import { COACH_SETTINGS, type CoachConfig, coachConfigFromEnv } from "./config.ts";
import { coachOperations } from "./operations.ts";
import { COACH_ID_PREFIXES } from "./sessions.ts";

/**
 * Coaching sessions (openapi/coach.yaml): started on a topic, optionally from a chess position that
 * chess.js validates, read and listed by their owner only, and ended once with notes sealed at rest.
 */
export const coachModule = defineModule<CoachConfig>({
  segment: "coach",
  catalog: {
    id: "coach",
    code: "CCH",
    name: "Coach",
    summary: "Coaching sessions on a topic, optionally from a chess position (FEN), with private notes.",
    kind: "product",
    status: "mvp",
    priority: 14,
    tags: ["ai", "games", "coaching", "sessions"],
  },
  config: coachConfigFromEnv,
  settings: COACH_SETTINGS,
  migrations: new URL("./migrations/", import.meta.url),
  ids: COACH_ID_PREFIXES,
  create: (ctx, { config }) => ({ handlers: coachOperations(ctx, config) }),
});
