-- Rights objects (modules/rights) and bureau certificates (modules/bureau).
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

-- A bureau certificate: a rights object, the owner's Ed25519 signature over its certificate document
-- (a signing receipt) and the treaties cited. One per rights object. Rows are never updated (trigger
-- below). The platform key attests the row itself (modules/bureau/attestation.ts): its Ed25519
-- signature over the canonical {certId, rightsObjectId, receiptId, ownerId, treaties, issuedAt}.
CREATE TABLE bureau_certificates (
  id text PRIMARY KEY,
  rights_object_id text NOT NULL UNIQUE REFERENCES rights_objects (id),
  owner_id text NOT NULL REFERENCES users (id),
  receipt_id text NOT NULL UNIQUE REFERENCES signing_receipts (id),
  -- Treaty codes, in citation order (texts live in the code, modules/bureau/treaties.ts).
  treaties text[] NOT NULL CHECK (cardinality(treaties) > 0),
  -- As rights_objects.idempotency_key, for POST /api/pipeline/protect and /protect-batch. A batch item
  -- also records its position and the batch's size: within the key's 24 h, (owner_id, idempotency_key,
  -- idempotency_item) names at most one certificate (the pipeline checks under an advisory lock before
  -- inserting), so a retry whose first attempt committed some items finds them instead of issuing again.
  idempotency_key text,
  idempotency_item integer CHECK (idempotency_item >= 0),
  idempotency_batch_size integer CHECK (idempotency_batch_size BETWEEN 1 AND 50),
  CHECK ((idempotency_item IS NULL) = (idempotency_batch_size IS NULL)),
  CHECK (idempotency_item IS NULL OR (idempotency_key IS NOT NULL AND idempotency_item < idempotency_batch_size)),
  issued_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  -- The platform key that attested the certificate, and its signature (lowercase hex, 64 bytes).
  attestation_key_id text NOT NULL REFERENCES signing_keys (id),
  attestation text NOT NULL CHECK (attestation ~ '^[0-9a-f]{128}$')
);
CREATE INDEX bureau_certificates_owner_idx ON bureau_certificates (owner_id, issued_at, id);
CREATE INDEX bureau_certificates_idempotency_idx ON bureau_certificates (owner_id, idempotency_key) WHERE idempotency_key IS NOT NULL;

-- Both tables are append-only (as ledger_operations, 0005): what a certificate states never changes.
CREATE FUNCTION rights_bureau_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are immutable', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER rights_objects_immutable BEFORE UPDATE OR DELETE ON rights_objects
  FOR EACH ROW EXECUTE FUNCTION rights_bureau_immutable();
CREATE TRIGGER bureau_certificates_immutable BEFORE UPDATE OR DELETE ON bureau_certificates
  FOR EACH ROW EXECUTE FUNCTION rights_bureau_immutable();
