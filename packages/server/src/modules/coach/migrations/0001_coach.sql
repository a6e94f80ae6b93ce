-- Coaching sessions: one row per session of a user's. The notes given when a session ends are personal:
-- they are stored only sealed (packSealed bytes: AES-256-GCM under PERSONAL_DATA_KEY, the AAD binding
-- them to the session's id).
CREATE TABLE coach_sessions (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  topic text NOT NULL CHECK (char_length(topic) BETWEEN 1 AND 200),
  fen text CHECK (char_length(fen) BETWEEN 1 AND 100),
  side_to_move text CHECK (side_to_move IN ('white', 'black')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'ended')),
  notes_sealed bytea,
  message_count integer CHECK (message_count BETWEEN 0 AND 100000),
  started_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  -- A position comes with whose move it is; an ended session has its end time, an active one none.
  CONSTRAINT coach_sessions_position CHECK ((fen IS NULL) = (side_to_move IS NULL)),
  CONSTRAINT coach_sessions_ended CHECK ((status = 'ended') = (ended_at IS NOT NULL))
);

-- The owner's list, newest first (keyset on started_at, id).
CREATE INDEX coach_sessions_owner_newest ON coach_sessions (owner_id, started_at DESC, id DESC);
