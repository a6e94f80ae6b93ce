-- Media: published videos and audio tracks (public lists), and the play counting of tracks.
CREATE TABLE media_videos (
  id text PRIMARY KEY,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 4000),
  duration_seconds integer NOT NULL CHECK (duration_seconds >= 0),
  video_url text NOT NULL CHECK (char_length(video_url) <= 2048),
  thumbnail_url text CHECK (char_length(thumbnail_url) <= 2048),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The public list: newest first, id breaking ties.
CREATE INDEX media_videos_newest ON media_videos (created_at DESC, id DESC);

CREATE TABLE media_tracks (
  id text PRIMARY KEY,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  artist text NOT NULL CHECK (char_length(artist) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 4000),
  duration_seconds integer NOT NULL CHECK (duration_seconds >= 0),
  audio_url text NOT NULL CHECK (char_length(audio_url) <= 2048),
  cover_url text CHECK (char_length(cover_url) <= 2048),
  -- Plays counted so far (one per listener per window), added to by the same statement that records
  -- the listener's counted play below.
  plays bigint NOT NULL DEFAULT 0 CHECK (plays >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_tracks_newest ON media_tracks (created_at DESC, id DESC);

-- One row per (track, listener): when the listener's last play of the track counted. A play counts
-- only when it inserts this row or moves `counted_at` forward past the window (INSERT … ON CONFLICT DO
-- UPDATE … WHERE), so simultaneous plays by one listener meet on the primary key and one counts.
-- `listener` is the user id (`usr_…`) of a signed-in listener, or `anon:` and the base64url HMAC-SHA256
-- of the client address and User-Agent under a server key: never the address itself.
CREATE TABLE media_track_listeners (
  track_id text NOT NULL REFERENCES media_tracks (id) ON DELETE CASCADE,
  listener text NOT NULL CHECK (char_length(listener) <= 64),
  counted_at timestamptz NOT NULL,
  PRIMARY KEY (track_id, listener)
);
