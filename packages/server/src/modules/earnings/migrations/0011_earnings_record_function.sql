-- A partner's royalty or certification-payout report, recorded in ONE call (one round trip, its own
-- implicit transaction) instead of BEGIN, lock, statement, COMMIT from the server (modules/earnings/
-- records.ts explains the protocol; this is the same protocol run inside the database):
--
-- 1. Take the recipient email's transaction-scoped advisory lock (namespace 70070007, the one the
--    registration's claim of pending earnings takes too; modules/earnings/credit.ts).
-- 2. Then, in a statement whose snapshot is taken after the lock was granted (PL/pgSQL takes a new
--    snapshot per statement in READ COMMITTED), find the recipient, insert the record unless its
--    (source, event_id) exists, credit the recipient's default wallet and write the journal row.
-- 3. If nothing was inserted (a replay, possibly concurrent: ON CONFLICT waited for the other insert to
--    commit), return the existing record with inserted = false.
CREATE FUNCTION record_event_report(
  p_id text, p_operation_id text, p_source text, p_email text, p_amount bigint,
  p_event_id text, p_product_key text, p_period text, p_artifact_version_id text
) RETURNS TABLE (
  id text, source text, email text, user_id text, amount bigint, event_id text, product_key text,
  period text, artifact_version_id text, tournament_id text, place integer, recorded_at timestamptz,
  credits bigint, inserted boolean
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  PERFORM pg_advisory_xact_lock(70070007, hashtext(p_email));
  RETURN QUERY
    WITH recipient AS (
      SELECT u.id FROM users u WHERE lower(u.email) = p_email
    ),
    record AS (
      INSERT INTO earnings AS e (id, source, email, user_id, amount, event_id, product_key, period, artifact_version_id)
      SELECT p_id, p_source, p_email, (SELECT r.id FROM recipient r), p_amount, p_event_id, p_product_key,
        p_period, p_artifact_version_id
      ON CONFLICT (source, event_id) DO NOTHING
      RETURNING e.*
    ),
    credited AS (
      UPDATE accounts a SET balance = a.balance + r.amount, updated_at = now()
      FROM record r WHERE a.owner_id = r.user_id AND a.is_default
      RETURNING a.id AS account_id, a.owner_id, a.balance, r.id AS earning_id, r.amount AS credit
    ),
    journal AS (
      INSERT INTO ledger_operations (id, kind, amount, to_account_id, to_owner_id, to_balance_after, earning_id)
      SELECT p_operation_id, 'earning', c.credit, c.account_id, c.owner_id, c.balance, c.earning_id FROM credited c
      RETURNING 1
    )
    SELECT r.id, r.source, r.email, r.user_id, r.amount, r.event_id, r.product_key, r.period,
      r.artifact_version_id, r.tournament_id, r.place, r.recorded_at, (SELECT count(*) FROM journal), true
    FROM record r;
  IF NOT FOUND THEN
    RETURN QUERY
      SELECT e.id, e.source, e.email, e.user_id, e.amount, e.event_id, e.product_key, e.period,
        e.artifact_version_id, e.tournament_id, e.place, e.recorded_at, 0::bigint, false
      FROM earnings e WHERE e.source = p_source AND e.event_id = p_event_id;
  END IF;
END;
$$;
