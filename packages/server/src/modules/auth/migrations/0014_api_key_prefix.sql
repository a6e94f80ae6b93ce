-- A key's visible start. Every key made by the API reads `tpk_` and shows its last four characters; a
-- payments merchant key made before merchant keys were API keys (carried over by payments migration 0008)
-- shows the first 12 characters it was listed by (`mk_live_` and 4 more) and no last four (only its start
-- was ever kept). Such a key is still looked up by the SHA-256 of its secret, like every key.
ALTER TABLE api_keys ADD COLUMN prefix text NOT NULL DEFAULT 'tpk_'
  CHECK (prefix = 'tpk_' OR prefix ~ '^mk_live_[A-Za-z0-9_-]{4}$');
ALTER TABLE api_keys ALTER COLUMN last_four DROP NOT NULL;
ALTER TABLE api_keys ADD CONSTRAINT api_keys_last_four_known CHECK ((prefix = 'tpk_') = (last_four IS NOT NULL));
ALTER TABLE api_key_events DROP CONSTRAINT api_key_events_kind_check;
ALTER TABLE api_key_events ADD CONSTRAINT api_key_events_kind_check
  CHECK (kind IN ('created', 'rolled', 'revoked', 'refused-scope', 'carried-over'));
