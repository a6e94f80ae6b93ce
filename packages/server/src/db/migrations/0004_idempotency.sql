-- Idempotency-Key records (http/idempotency.ts). One row per (principal, scope, key): the primary key is
-- what decides a race between two identical requests (INSERT ... ON CONFLICT DO NOTHING), never a
-- read-then-write. `lease` identifies the request that owns an in-flight row, so only that request
-- completes or releases it. Rows older than 24 h are treated as absent and overwritten or purged.
CREATE TABLE idempotency_keys (
  principal text NOT NULL,
  scope text NOT NULL,
  key text NOT NULL,
  fingerprint text NOT NULL,
  state text NOT NULL CHECK (state IN ('in_flight', 'completed')),
  lease text NOT NULL,
  response_status integer CHECK (response_status BETWEEN 100 AND 599),
  response_headers jsonb,
  response_body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  PRIMARY KEY (principal, scope, key),
  CHECK (state = 'in_flight' OR response_status IS NOT NULL)
);
CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);
