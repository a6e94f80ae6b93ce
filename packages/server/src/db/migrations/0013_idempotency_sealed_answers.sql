-- Answers stored for Idempotency-Key replays are sealed (http/idempotency/store.ts): a created checkout
-- session's URL with its token, a key's shares shown once, a merchant key or webhook secret must not lie
-- in clear in this table for 24 hours. New rows keep the body here, sealed under PERSONAL_DATA_KEY with the
-- row's identity as additional data, and leave `response_body` NULL; rows written before stay readable.
ALTER TABLE idempotency_keys ADD COLUMN response_sealed bytea;
