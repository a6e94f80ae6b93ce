-- Partner earnings (issue 5): royalties (rights), tournament prizes (chess) and certification payouts
-- (registry), each reported by a partner webhook.
--
-- One table for the three sources: every record is a payment to one recipient email, so the lists,
-- the aggregate, the wallet credit and the claim at registration are one query each, and the journal
-- can point at a record with a real foreign key. Each source has its own idempotency key, enforced by
-- a unique constraint (concurrent replays are decided by the database, not by a read-then-write).
CREATE TABLE earnings (
  id text PRIMARY KEY,
  source text NOT NULL CHECK (source IN ('rights', 'chess', 'registry')),
  -- The recipient as the partner named them, lowercased: the key that finds the user, now or when
  -- they register later.
  email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  -- The user who held this email when the report arrived; NULL when nobody did yet (the record then
  -- belongs to whoever registers the email, and their wallet is credited at registration).
  user_id text REFERENCES users (id),
  -- Integer minor units; at most what a JSON number carries exactly (as balances, migration 0005).
  amount bigint NOT NULL CHECK (amount > 0 AND amount <= 999999999999999),
  -- rights and registry: the partner's event id (idempotency key).
  event_id text,
  -- rights
  product_key text,
  period text,
  -- registry
  artifact_version_id text,
  -- chess: (tournament_id, place, email) is the idempotency key.
  tournament_id text,
  place integer CHECK (place >= 1),
  -- paidAt / finalizedAt / certifiedAt: when this service recorded the report.
  recorded_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT earnings_event_key UNIQUE (source, event_id),
  CONSTRAINT earnings_podium_key UNIQUE (tournament_id, place, email),
  CONSTRAINT earnings_shape CHECK (
    (source = 'rights' AND id LIKE 'roy\_%' AND event_id IS NOT NULL AND product_key IS NOT NULL
      AND period IS NOT NULL AND artifact_version_id IS NULL AND tournament_id IS NULL AND place IS NULL)
    OR (source = 'registry' AND id LIKE 'cpo\_%' AND event_id IS NOT NULL AND artifact_version_id IS NOT NULL
      AND product_key IS NULL AND period IS NULL AND tournament_id IS NULL AND place IS NULL)
    OR (source = 'chess' AND id LIKE 'prz\_%' AND tournament_id IS NOT NULL AND place IS NOT NULL
      AND event_id IS NULL AND product_key IS NULL AND period IS NULL AND artifact_version_id IS NULL)
  )
);

-- Lists and the aggregate: the caller's records by user id, plus those still waiting for a user by email.
CREATE INDEX earnings_user_idx ON earnings (user_id, source, id) WHERE user_id IS NOT NULL;
CREATE INDEX earnings_pending_email_idx ON earnings (email, source, id) WHERE user_id IS NULL;

-- Records are created once and never change (a replay returns the existing record).
CREATE FUNCTION earnings_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'earnings records are immutable' USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER earnings_immutable BEFORE UPDATE OR DELETE ON earnings
  FOR EACH ROW EXECUTE FUNCTION earnings_immutable();
