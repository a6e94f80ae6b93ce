// Public surface of the media module: other modules import from here only.
import { defineModule } from "../../platform/module.ts";
import { MEDIA_ID_PREFIXES, seedDevelopmentMedia } from "./catalog.ts";
import { MEDIA_SETTINGS, type MediaConfig, mediaConfigFromEnv } from "./config.ts";
import { adminOnly, mediaOperations } from "./operations.ts";

export { insertTrack, insertVideo, type TrackInput, type VideoInput } from "./catalog.ts";

/**
 * Media (openapi/media.yaml): the public video and track lists (published items, with play counts),
 * recording a play, counted once per listener per MEDIA_PLAY_WINDOW_SECONDS, and the operators'
 * publishing (drafts, edits, publish and unpublish, deletion), each change audited in `media_changes`.
 */
export const mediaModule = defineModule<MediaConfig>({
  segment: "media",
  catalog: {
    id: "media",
    code: "MED",
    name: "Media",
    summary: "A public video list and play counts for tracks, each listener counted once per window.",
    kind: "product",
    status: "mvp",
    priority: 13,
    tags: ["media", "video", "audio", "public"],
  },
  config: mediaConfigFromEnv,
  settings: MEDIA_SETTINGS,
  migrations: new URL("./migrations/", import.meta.url),
  ids: MEDIA_ID_PREFIXES,
  create: (ctx, { config }) => {
    if (ctx.config.env === "development") {
      seedDevelopmentMedia(ctx.db)
        .then((n) => {
          if (n > 0) ctx.logger.info({ media: n }, "seeded development videos and tracks");
        })
        .catch((err: unknown) => ctx.logger.warn({ err }, "could not seed development media"));
    }
    return {
      handlers: mediaOperations(ctx, config),
      // Operators only, checked before the key is claimed: a refused request records nothing under it.
      bindOptions: { before: { createMediaVideo: [adminOnly], createMediaTrack: [adminOnly] } },
    };
  },
});
