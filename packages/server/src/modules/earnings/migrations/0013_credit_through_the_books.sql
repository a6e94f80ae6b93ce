-- Earnings credit wallets through the money engine (src/money/journal.ts) now, in the transaction that
-- records the report: record_event_report only records. Same protocol as 0011 otherwise: the recipient
-- email's transaction-scoped advisory lock (held until that transaction ends, so the credit that follows
-- is covered too), then the insert unless (source, event_id) exists, or the existing record.
DROP FUNCTION record_event_report(text, text, text, text, bigint, text, text, text, text);

CREATE FUNCTION record_event_report(
  p_id text, p_source text, p_email text, p_amount bigint,
  p_event_id text, p_product_key text, p_period text, p_artifact_version_id text
) RETURNS TABLE (
  id text, source text, email text, user_id text, amount bigint, event_id text, product_key text,
  period text, artifact_version_id text, tournament_id text, place integer, recorded_at timestamptz,
  inserted boolean
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  PERFORM pg_advisory_xact_lock(70070007, hashtext(p_email));
  RETURN QUERY
    INSERT INTO earnings AS e (id, source, email, user_id, amount, event_id, product_key, period, artifact_version_id)
    SELECT p_id, p_source, p_email, (SELECT u.id FROM users u WHERE lower(u.email) = p_email), p_amount, p_event_id,
      p_product_key, p_period, p_artifact_version_id
    ON CONFLICT (source, event_id) DO NOTHING
    RETURNING e.id, e.source, e.email, e.user_id, e.amount, e.event_id, e.product_key, e.period,
      e.artifact_version_id, e.tournament_id, e.place, e.recorded_at, true;
  IF NOT FOUND THEN
    RETURN QUERY
      SELECT e.id, e.source, e.email, e.user_id, e.amount, e.event_id, e.product_key, e.period,
        e.artifact_version_id, e.tournament_id, e.place, e.recorded_at, false
      FROM earnings e WHERE e.source = p_source AND e.event_id = p_event_id;
  END IF;
END;
$$;
