-- Each verdict given from now on is an entry of the transparency log (src/transparency/, kind
-- registry-verdict: a commitment to the verdict statement, which holds every validator's signed vote),
-- sequenced in the statement that stores the version. Verdicts given before the log have none.
ALTER TABLE registry_artifact_versions ADD COLUMN log_id integer, ADD COLUMN log_index bigint,
  ADD COLUMN transparency_salt bytea;
