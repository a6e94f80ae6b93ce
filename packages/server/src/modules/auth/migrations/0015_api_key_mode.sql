-- A key's prefix names the deployment's payments mode it was made in (`tpk_test_`, `tpk_live_`;
-- docs/api-keys.md). Keys made before read `tpk_` and keep working; carried-over merchant keys keep theirs.
ALTER TABLE api_keys DROP CONSTRAINT api_keys_prefix_check;
ALTER TABLE api_keys ADD CONSTRAINT api_keys_prefix_check
  CHECK (prefix IN ('tpk_', 'tpk_test_', 'tpk_live_') OR prefix ~ '^mk_live_[A-Za-z0-9_-]{4}$');
ALTER TABLE api_keys DROP CONSTRAINT api_keys_last_four_known;
ALTER TABLE api_keys ADD CONSTRAINT api_keys_last_four_known
  CHECK ((prefix LIKE 'tpk\_%') = (last_four IS NOT NULL));
