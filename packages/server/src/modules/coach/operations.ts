import type { AppContext } from "../../context.ts";
import { parsePageQuery } from "../../http/pagination.ts";
import type { OperationHandlers } from "../../platform/operations.ts";
import type { CoachConfig } from "./config.ts";
import { checkedPosition } from "./position.ts";
import { endSession, listSessions, ownSession, startSession } from "./sessions.ts";

/** Coaching sessions (openapi/coach.yaml): start, read, list and end the caller's own. */
export const coachOperations = (ctx: AppContext, config: CoachConfig): OperationHandlers => {
  const { db } = ctx;
  const keys = ctx.personalDataKeys;
  return {
    startCoachSession: async ({ caller, body }) => {
      const ownerId = caller().id;
      const position = body.fen === undefined ? null : checkedPosition(body.fen);
      const session = await startSession(
        db,
        keys(),
        ownerId,
        body.topic.trim(),
        position,
        config.maxActiveSessionsPerUser,
      );
      return { status: 201, body: { session }, headers: { Location: `/api/coach/sessions/${session.id}` } };
    },

    getCoachSession: async ({ caller, params }) => ({
      status: 200,
      body: { session: await ownSession(db, keys(), caller().id, params.id) },
      headers: { "Cache-Control": "no-store" },
    }),

    listCoachSessions: async ({ caller, query }) => ({
      status: 200,
      body: await listSessions(db, keys(), caller().id, parsePageQuery(query)),
      headers: { "Cache-Control": "no-store" },
    }),

    endCoachSession: async ({ caller, params, body }) => ({
      status: 200,
      body: { session: await endSession(db, keys(), caller().id, params.id, body ?? {}) },
    }),
  };
};
