-- Fixed-window rate-limit counters shared by every server instance. A row counts the requests one
-- client key (user, IP, or IP on the credential endpoints) made in one window; windows are aligned to
-- multiples of the window length since the Unix epoch, so all instances agree on window_start.
-- Instances add their locally accumulated hits in one batched upsert per sync interval
-- (src/http/rate-limit/postgres-counters.ts) and delete expired rows from time to time.
CREATE TABLE rate_limit_counters (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL CHECK (hits >= 0),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limit_counters_expires_idx ON rate_limit_counters (expires_at);
