import { type Env, int } from "../../env.ts";
import { personalDataKeysFromEnv, type SealingKeys } from "../../sealing/seal.ts";

/** The media module's settings (docs/configuration.md). */
export type MediaConfig = {
  /**
   * MEDIA_PLAY_WINDOW_SECONDS: repeated plays of a track by one listener within this many seconds of
   * their last counted play count once (default 1800, 30 minutes; at least 1).
   */
  playWindowSeconds: number;
  /**
   * PERSONAL_DATA_KEY (and its previous keys): an anonymous listener is kept only as an HMAC of their
   * address and User-Agent under a key derived from the current KEK.
   */
  personalDataKeys: () => SealingKeys;
};

export const mediaConfigFromEnv = (env: Env): MediaConfig => ({
  playWindowSeconds: int(env, "MEDIA_PLAY_WINDOW_SECONDS", 1800, 1),
  personalDataKeys: personalDataKeysFromEnv(env),
});
