import { type Env, integer } from "../../env.ts";

/**
 * The media module's settings (docs/configuration.md). An anonymous listener is kept only as an HMAC of
 * their address and User-Agent under a key derived from the current `ctx.personalDataKeys`.
 */
export type MediaConfig = {
  playWindowSeconds: number;
};

const MEDIA_PLAY_WINDOW_SECONDS = integer("MEDIA_PLAY_WINDOW_SECONDS", {
  default: 1800,
  min: 1,
  description:
    "repeated plays of a track by one listener within this many seconds of their last counted play count once",
});

export const MEDIA_SETTINGS = [MEDIA_PLAY_WINDOW_SECONDS];

export const mediaConfigFromEnv = (env: Env): MediaConfig => ({
  playWindowSeconds: MEDIA_PLAY_WINDOW_SECONDS.read(env),
});
