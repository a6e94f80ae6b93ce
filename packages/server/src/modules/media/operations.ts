import type { AppContext } from "../../context.ts";
import { type AuthenticatedUser, caller, requireAdmin } from "../../http/auth.ts";
import { parsePageQuery } from "../../http/pagination.ts";
import type { OperationHandlers, OperationStep } from "../../platform/operations.ts";
import {
  findTrack,
  findVideo,
  listAllTracks,
  listAllVideos,
  listPublishedTracks,
  listPublishedVideos,
} from "./catalog.ts";
import type { MediaConfig } from "./config.ts";
import { listenerOf, recordPlay } from "./plays.ts";
import { adminTrackView, adminVideoView, trackView, videoView } from "./presenters.ts";
import { mediaProblems } from "./problems.ts";
import {
  checkUrls,
  createTrack,
  createVideo,
  deleteTrack,
  deleteVideo,
  updateTrack,
  updateVideo,
} from "./publishing.ts";

/** Operators only (role admin): 403 `admin-only` for everyone else. */
const operator = (user: AuthenticatedUser): AuthenticatedUser => requireAdmin(user, "manage videos and tracks");

/**
 * The operators' check as a step ahead of the idempotency step (`bindOptions.before`), so a refused
 * create records nothing under its Idempotency-Key.
 */
export const adminOnly: OperationStep = (req, _res, next) => {
  operator(caller(req));
  next();
};

/**
 * A public list's page: by `cursor` (the lists' keyset) or by `offset` (as the spec has it), not both.
 * Without either it is the first page, `offset` 0.
 */
const publicPage = (query: { limit?: number; cursor?: string; offset?: number }) => {
  if (query.cursor !== undefined && query.offset !== undefined) throw mediaProblems.cursorAndOffset();
  return { page: parsePageQuery({ limit: query.limit, cursor: query.cursor }), offset: query.offset };
};

/**
 * Media (openapi/media.yaml): the public video and track lists and reads (published items only), play
 * counting, and the operators' publishing under /api/media/admin.
 */
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
    listMediaVideos: async ({ query }) => {
      const { page, offset } = publicPage(query);
      return { status: 200, body: await listPublishedVideos(db, page, offset) };
    },

    getMediaVideo: async ({ params }) => {
      const video = await findVideo(db, params.id, "published");
      if (!video) throw mediaProblems.videoNotFound(params.id);
      return { status: 200, body: videoView(video) };
    },

    listMediaTracks: async ({ query }) => {
      const { page, offset } = publicPage(query);
      return { status: 200, body: await listPublishedTracks(db, page, offset) };
    },

    getMediaTrack: async ({ params }) => {
      const track = await findTrack(db, params.id, "published");
      if (!track) throw mediaProblems.trackNotFound(params.id);
      return { status: 200, body: trackView(track) };
    },

    playMediaTrack: async ({ params, user, req }) => {
      const listener = listenerOf(user, req, ctx.personalDataKeys());
      const outcome = await recordPlay(db, params.id, listener, config.playWindowSeconds);
      if (!outcome) throw mediaProblems.trackNotFound(params.id);
      (outcome.counted ? counted : repeated).inc();
      return { status: 200, body: { trackId: params.id, ...outcome }, headers: { "Cache-Control": "no-store" } };
    },

    createMediaVideo: async ({ caller, body }) => {
      const admin = operator(caller());
      checkUrls(body);
      const row = await createVideo(db, body, admin.id);
      return { status: 201, headers: { Location: `/api/media/admin/videos/${row.id}` }, body: adminVideoView(row) };
    },

    listMediaAdminVideos: async ({ caller, query }) => {
      operator(caller());
      const page = await listAllVideos(db, parsePageQuery(query), query.status);
      return { status: 200, body: { ...page, items: page.items.map(adminVideoView) } };
    },

    getMediaAdminVideo: async ({ caller, params }) => {
      operator(caller());
      const video = await findVideo(db, params.id, "any");
      if (!video) throw mediaProblems.videoNotFound(params.id);
      return { status: 200, body: adminVideoView(video) };
    },

    updateMediaVideo: async ({ caller, params, body }) => {
      const admin = operator(caller());
      checkUrls(body);
      const video = await updateVideo(db, params.id, body, admin.id);
      if (!video) throw mediaProblems.videoNotFound(params.id);
      return { status: 200, body: adminVideoView(video) };
    },

    deleteMediaVideo: async ({ caller, params }) => {
      const admin = operator(caller());
      if (!(await deleteVideo(db, params.id, admin.id))) throw mediaProblems.videoNotFound(params.id);
      return { status: 204 };
    },

    createMediaTrack: async ({ caller, body }) => {
      const admin = operator(caller());
      checkUrls(body);
      const row = await createTrack(db, body, admin.id);
      return { status: 201, headers: { Location: `/api/media/admin/tracks/${row.id}` }, body: adminTrackView(row) };
    },

    listMediaAdminTracks: async ({ caller, query }) => {
      operator(caller());
      const page = await listAllTracks(db, parsePageQuery(query), query.status);
      return { status: 200, body: { ...page, items: page.items.map(adminTrackView) } };
    },

    getMediaAdminTrack: async ({ caller, params }) => {
      operator(caller());
      const track = await findTrack(db, params.id, "any");
      if (!track) throw mediaProblems.trackNotFound(params.id);
      return { status: 200, body: adminTrackView(track) };
    },

    updateMediaTrack: async ({ caller, params, body }) => {
      const admin = operator(caller());
      checkUrls(body);
      const track = await updateTrack(db, params.id, body, admin.id);
      if (!track) throw mediaProblems.trackNotFound(params.id);
      return { status: 200, body: adminTrackView(track) };
    },

    deleteMediaTrack: async ({ caller, params }) => {
      const admin = operator(caller());
      if (!(await deleteTrack(db, params.id, admin.id))) throw mediaProblems.trackNotFound(params.id);
      return { status: 204 };
    },
  };
};
