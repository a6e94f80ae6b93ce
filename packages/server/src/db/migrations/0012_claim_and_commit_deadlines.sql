-- Bounded waits (db/bounds.ts). An Idempotency-Key claim is held until `held_until` (the claiming
-- request's database deadline): a retry before then is told 409 with Retry-After, a retry after it (plus
-- a commit margin) takes the key over, because the first request's money-moving statements can no
-- longer commit. Rows claimed before this migration have no deadline: they keep the former 10 minutes.
ALTER TABLE idempotency_keys ADD COLUMN held_until timestamptz;

-- A money-moving transaction sets `trustplane.commit_deadline` (transaction-local, db/deadline.ts);
-- its journal rows may then only commit before that instant (each journal's constraint trigger, e.g.
-- ledger/migrations/0012_commit_deadline.sql). The check runs at COMMIT (deferred), so a
-- COMMIT delayed in the network and delivered after the client was answered 503 fails instead of
-- moving money a retry moves again. Unset (every other writer), it checks nothing.
CREATE FUNCTION enforce_commit_deadline() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deadline text := current_setting('trustplane.commit_deadline', true);
BEGIN
  IF deadline IS NOT NULL AND deadline <> '' AND clock_timestamp() >= deadline::timestamptz THEN
    RAISE EXCEPTION 'commit deadline % has passed', deadline USING ERRCODE = 'TPD01';
  END IF;
  RETURN NULL;
END
$$;
