-- Self-destructing contract documents (openapi/contracts.yaml).
--
-- A document's field values are AES-256-GCM encrypted under a random key of its own (`content`), and
-- that key is sealed under the platform's PERSONAL_DATA_KEY (`data_key`). Destroying a document
-- overwrites both with NULL in the same UPDATE that records `destroyed_at` (crypto-shredding): the
-- constraints below hold that a destroyed document has neither and a live one has both.
--
-- The link's token is never stored: only its SHA-256 (it has 256 random bits, so a fast hash is right).
-- A view is counted by one conditional UPDATE (`views < max_views AND destroyed_at IS NULL AND
-- expires_at > now()`), so concurrent views of a one-view document show it once.
CREATE TABLE contract_documents (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users (id),
  template text NOT NULL,
  token_hash bytea NOT NULL CHECK (octet_length(token_hash) = 32),
  max_views integer NOT NULL CHECK (max_views BETWEEN 1 AND 100),
  views integer NOT NULL DEFAULT 0 CHECK (views >= 0 AND views <= max_views),
  expires_at timestamptz NOT NULL,
  data_key bytea,
  content bytea,
  first_viewed_at timestamptz,
  last_viewed_at timestamptz,
  destroyed_at timestamptz,
  destroyed_reason text CHECK (destroyed_reason IN ('views-exhausted', 'expired', 'revoked')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT contract_documents_shredded CHECK (
    (destroyed_at IS NULL AND destroyed_reason IS NULL AND data_key IS NOT NULL AND content IS NOT NULL)
    OR (destroyed_at IS NOT NULL AND destroyed_reason IS NOT NULL AND data_key IS NULL AND content IS NULL)
  )
);
CREATE UNIQUE INDEX contract_documents_token ON contract_documents (token_hash);
CREATE INDEX contract_documents_owner_idx ON contract_documents (owner_id, id);
-- The expiry sweep's work list: live documents by expiry.
CREATE INDEX contract_documents_live_expiry ON contract_documents (expires_at) WHERE destroyed_at IS NULL;

-- Every access to a document's link and every destruction, kept after the document is destroyed.
-- `ip_hash`: HMAC-SHA256 of the client address under a key derived from PERSONAL_DATA_KEY (hex, 32
-- characters); the address itself is never stored.
CREATE TABLE contract_access_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  document_id text NOT NULL REFERENCES contract_documents (id),
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  event text NOT NULL CHECK (event IN ('opened', 'viewed', 'destroyed', 'revoked')),
  ip_hash text,
  user_agent text CHECK (char_length(user_agent) <= 256)
);
CREATE INDEX contract_access_log_document_idx ON contract_access_log (document_id, id);
