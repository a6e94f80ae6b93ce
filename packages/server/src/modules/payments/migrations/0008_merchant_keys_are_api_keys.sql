-- Merchant keys become API keys with the merchant scopes (docs/api-keys.md). Every merchant key made
-- before keeps working: its row moves to `api_keys` (auth migration 0014) with its id, name, the SHA-256
-- of its secret (the digest API keys are looked up by), its visible start, and its use and revocation,
-- and the owner's audit says where it came from. Then the old table goes.
INSERT INTO api_keys (id, user_id, name, secret_sha256, prefix, last_four, scopes, created_at, revoked_at, last_used_at)
SELECT id, merchant_id, left(name, 100), secret_hash, prefix, NULL,
  ARRAY['merchants:read', 'merchants:write', 'merchant-webhooks:read', 'merchant-webhooks:write'],
  created_at, revoked_at, last_used_at
FROM payment_merchant_keys;

INSERT INTO api_key_events (id, key_id, user_id, kind, detail, created_at)
SELECT 'kev_' || substr(id, 5), id, merchant_id, 'carried-over', 'payment_merchant_keys', created_at
FROM payment_merchant_keys;

DROP TABLE payment_merchant_keys;
