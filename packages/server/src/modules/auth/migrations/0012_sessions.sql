-- Sessions (docs/modules/auth.md): each sign-in (password, registration, identity provider) starts one. Its
-- access tokens are short JWTs naming it (`sid`); its refresh tokens are single-use secrets kept as
-- SHA-256, each exchanged for the next (RFC 9700 §4.14.2): presenting one already used ends the session,
-- every token of it. Signing out ends one session; sign-out-everywhere ends them all.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The browser or client that signed in, sealed under the personal-data key (it can identify a person).
  user_agent_sealed bytea,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  end_reason text CHECK (end_reason IN ('signed-out', 'ended', 'refresh-reuse', 'signed-out-everywhere')),
  CHECK ((ended_at IS NULL) = (end_reason IS NULL))
);
CREATE INDEX sessions_user_idx ON sessions (user_id, id) WHERE ended_at IS NULL;

CREATE TABLE session_refresh_tokens (
  secret_sha256 bytea PRIMARY KEY CHECK (octet_length(secret_sha256) = 32),
  session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  issued_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- Set when exchanged: presenting it again is reuse.
  used_at timestamptz
);
CREATE INDEX session_refresh_tokens_session_idx ON session_refresh_tokens (session_id);

-- A session's end is announced at commit on `trustplane_sessions` with its id: every instance drops it
-- from its cache, so its access tokens are refused at once (src/modules/auth/sessions.ts).
CREATE FUNCTION sessions_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('trustplane_sessions', OLD.id);
  RETURN NULL;
END;
$$;
CREATE TRIGGER sessions_notify_update AFTER UPDATE OF ended_at, user_id ON sessions
  FOR EACH ROW EXECUTE FUNCTION sessions_notify_change();
CREATE TRIGGER sessions_notify_delete AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION sessions_notify_change();
