-- Per-regime running totals of the published artifacts, so GET /api/registry/constitution-artifacts/stats
-- (public, no sign-in) reads one row per regime instead of aggregating every artifact on each request: an
-- outside attack measured that scan growing with the table, bounded only by the per-address rate limit.
-- The totals are kept by a trigger in the statement that inserts or deletes an artifact (a user's deletion
-- cascades through it too), so they cannot drift from the rows. Artifacts are never updated.
CREATE TABLE constitution_regime_totals (
  regime_id text PRIMARY KEY,
  count integer NOT NULL CHECK (count >= 0),
  -- Sums of each stored metric (numeric(4, 1) values): the average is sum / count, exactly as avg() is.
  elite_fear numeric NOT NULL,
  intra_conflict numeric NOT NULL,
  resentment numeric NOT NULL,
  innovation numeric NOT NULL,
  stability numeric NOT NULL,
  legitimacy numeric NOT NULL
);

INSERT INTO constitution_regime_totals
SELECT regime_id, count(*), sum(elite_fear), sum(intra_conflict), sum(resentment), sum(innovation), sum(stability),
  sum(legitimacy)
FROM constitution_artifacts GROUP BY regime_id;

CREATE FUNCTION constitution_regime_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO constitution_regime_totals AS t
    VALUES (NEW.regime_id, 1, NEW.elite_fear, NEW.intra_conflict, NEW.resentment, NEW.innovation, NEW.stability,
      NEW.legitimacy)
    ON CONFLICT (regime_id) DO UPDATE SET count = t.count + 1, elite_fear = t.elite_fear + EXCLUDED.elite_fear,
      intra_conflict = t.intra_conflict + EXCLUDED.intra_conflict, resentment = t.resentment + EXCLUDED.resentment,
      innovation = t.innovation + EXCLUDED.innovation, stability = t.stability + EXCLUDED.stability,
      legitimacy = t.legitimacy + EXCLUDED.legitimacy;
  ELSE
    UPDATE constitution_regime_totals SET count = count - 1, elite_fear = elite_fear - OLD.elite_fear,
      intra_conflict = intra_conflict - OLD.intra_conflict, resentment = resentment - OLD.resentment,
      innovation = innovation - OLD.innovation, stability = stability - OLD.stability,
      legitimacy = legitimacy - OLD.legitimacy
    WHERE regime_id = OLD.regime_id;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER constitution_regime_totals AFTER INSERT OR DELETE ON constitution_artifacts
FOR EACH ROW EXECUTE FUNCTION constitution_regime_totals_apply();
