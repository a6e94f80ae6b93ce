-- API keys (docs/api-keys.md): credentials for a user's servers, each with its own scopes, expiry and
-- optional budget. Only the SHA-256 of a secret is kept (a secret is 256 random bits, so a fast hash is
-- enough: nothing guessable to brute-force); it is what a request's key is looked up by.
CREATE TABLE api_keys (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  secret_sha256 bytea NOT NULL UNIQUE CHECK (octet_length(secret_sha256) = 32),
  last_four text NOT NULL CHECK (char_length(last_four) = 4),
  scopes text[] NOT NULL CHECK (cardinality(scopes) BETWEEN 1 AND 64),
  rate_limit_per_minute integer CHECK (rate_limit_per_minute BETWEEN 1 AND 100000),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  revoked_at timestamptz,
  -- Written at most once a minute per key, off the request's path.
  last_used_at timestamptz,
  -- The key this one replaced by a roll (the old one then expires after the overlap).
  rolled_from text REFERENCES api_keys (id) ON DELETE SET NULL
);
CREATE INDEX api_keys_user_idx ON api_keys (user_id, id);

-- The owner's audit of their keys: created, rolled, revoked, refused for scope (at most once a minute per
-- key and scope). Kept when the key is revoked; gone with the user.
CREATE TABLE api_key_events (
  id text PRIMARY KEY,
  key_id text NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('created', 'rolled', 'revoked', 'refused-scope')),
  -- The scope refused, the key rolled to.
  detail text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_key_events_key_idx ON api_key_events (key_id, id);

-- A change that can end a key's acceptance (revoked, expiry moved, scopes or budget changed, deleted) is
-- announced at commit on `trustplane_api_keys` with the key's id: every instance drops it from its cache
-- (src/modules/auth/api-keys.ts). Writing last_used_at announces nothing.
CREATE FUNCTION api_keys_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('trustplane_api_keys', OLD.id);
  RETURN NULL;
END;
$$;
CREATE TRIGGER api_keys_notify_update AFTER UPDATE OF revoked_at, expires_at, scopes, rate_limit_per_minute, user_id,
  secret_sha256 ON api_keys FOR EACH ROW EXECUTE FUNCTION api_keys_notify_change();
CREATE TRIGGER api_keys_notify_delete AFTER DELETE ON api_keys FOR EACH ROW EXECUTE FUNCTION api_keys_notify_change();
