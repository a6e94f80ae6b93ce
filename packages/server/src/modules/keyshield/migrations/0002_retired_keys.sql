-- A key can be retired (DELETE /api/keyshield/keys/{id}): its sealed secret is overwritten with nothing,
-- so no shares open it again, and it no longer counts against the keys a user may hold. The row and its
-- audit stay (a `retire` entry), so what was done with the key remains answerable.
ALTER TABLE keyshield_keys ADD COLUMN retired_at timestamptz;
ALTER TABLE keyshield_keys ADD CONSTRAINT keyshield_keys_retired_secret_gone
  CHECK (retired_at IS NULL OR octet_length(secret_sealed) = 0);
ALTER TABLE keyshield_audit DROP CONSTRAINT keyshield_audit_operation_check;
ALTER TABLE keyshield_audit ADD CONSTRAINT keyshield_audit_operation_check
  CHECK (operation IN ('derive', 'recover', 'rotate', 'retire'));
