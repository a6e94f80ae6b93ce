-- Rights objects (modules/rights).
--
-- A rights object is a registered authorship claim: its id is the rights certificate id. It is bound to
-- the SHA-256 of what was registered (the submitted content, or else the canonical {title, description,
-- kind}); `digest_source` records which. Rows are never updated (trigger below): the certificate document
-- is recomputed from the row, so any later change to it makes the signature over it fail to verify.
CREATE TABLE rights_objects (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users (id),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  description text CHECK (char_length(description) <= 2000),
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9-]{0,31}$'),
  -- Lowercase hex SHA-256 of the registered content (see digest_source).
  content_sha256 text NOT NULL CHECK (content_sha256 ~ '^[0-9a-f]{64}$'),
  digest_source text NOT NULL CHECK (digest_source IN ('content', 'declared', 'metadata')),
  -- The Idempotency-Key of the creating request, if any: a retry whose response was never recorded
  -- (crash between COMMIT and recording) finds its object here instead of registering a second one.
  idempotency_key text,
  -- Millisecond precision: the certificate document states this instant as ISO 8601 with milliseconds.
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);
CREATE INDEX rights_objects_owner_idx ON rights_objects (owner_id, created_at, id);
CREATE INDEX rights_objects_idempotency_idx ON rights_objects (owner_id, idempotency_key) WHERE idempotency_key IS NOT NULL;

-- Append-only (as ledger_operations, 0005): what a rights object states never changes. The bureau's
-- certificates use the same function (bureau/migrations/0008_bureau_certificates.sql).
CREATE FUNCTION rights_bureau_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are immutable', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER rights_objects_immutable BEFORE UPDATE OR DELETE ON rights_objects
  FOR EACH ROW EXECUTE FUNCTION rights_bureau_immutable();
