-- Bureau certificates (modules/bureau).
--
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

-- Append-only, as rights objects (rights/migrations/0008_rights_objects.sql, whose function this uses).
CREATE TRIGGER bureau_certificates_immutable BEFORE UPDATE OR DELETE ON bureau_certificates
  FOR EACH ROW EXECUTE FUNCTION rights_bureau_immutable();
