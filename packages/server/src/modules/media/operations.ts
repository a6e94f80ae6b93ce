import type { AppContext } from "../../context.ts";
import type { OperationHandlers } from "../../platform/operations.ts";
import { findTrack, listTracks, listVideos } from "./catalog.ts";
import type { MediaConfig } from "./config.ts";
import { listenerOf, recordPlay } from "./plays.ts";
import { mediaProblems } from "./problems.ts";

/** Media (openapi/media.yaml): the public video and track lists, and play counting. */
export const mediaOperations = (ctx: AppContext, config: MediaConfig): OperationHandlers => {
  const { db } = ctx;
  const plays = ctx.metrics.counter({
    name: "trustplane_media_plays_total",
    help: "Plays of tracks recorded since start, by whether they counted (`counted`) or repeated a listener's play inside the window (`repeat`).",
    labelNames: ["result"],
  });
  const counted = plays.bind({ result: "counted" });
  const repeated = plays.bind({ result: "repeat" });

  return {
    listMediaVideos: async ({ query }) => ({
      status: 200,
      body: await listVideos(db, query.limit ?? 50, query.offset ?? 0),
    }),

    listMediaTracks: async ({ query }) => ({
      status: 200,
      body: await listTracks(db, query.limit ?? 50, query.offset ?? 0),
    }),

    getMediaTrack: async ({ params }) => {
      const track = await findTrack(db, params.id);
      if (!track) throw mediaProblems.trackNotFound(params.id);
      return { status: 200, body: track };
    },

    playMediaTrack: async ({ params, user, req }) => {
      const listener = listenerOf(user, req, ctx.personalDataKeys());
      const outcome = await recordPlay(db, params.id, listener, config.playWindowSeconds);
      if (!outcome) throw mediaProblems.trackNotFound(params.id);
      (outcome.counted ? counted : repeated).inc();
      return { status: 200, body: { trackId: params.id, ...outcome }, headers: { "Cache-Control": "no-store" } };
    },
  };
};
