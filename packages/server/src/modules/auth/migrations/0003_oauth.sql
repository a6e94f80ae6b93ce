-- External identity providers (OAuth 2 / OpenID Connect login).

-- One row per login in progress: the state sent to the provider (stored as its SHA-256, so a database
-- read does not hand out live states), the PKCE verifier and the OIDC nonce. Kept in the database, not
-- in memory, so a callback may land on another instance or after a restart. Rows live 10 minutes and
-- are deleted when the callback consumes them (single use).
CREATE TABLE oauth_states (
  id text PRIMARY KEY,
  state_hash text NOT NULL UNIQUE,
  provider text NOT NULL,
  code_verifier text NOT NULL,
  nonce text,
  return_to text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX oauth_states_expires_idx ON oauth_states (expires_at);

-- Which user a provider's account (provider + the provider's stable subject id) signs in as.
CREATE TABLE oauth_identities (
  id text PRIMARY KEY,
  provider text NOT NULL,
  subject text NOT NULL,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, subject)
);
CREATE INDEX oauth_identities_user_idx ON oauth_identities (user_id);
