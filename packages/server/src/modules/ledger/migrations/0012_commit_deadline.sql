-- The ledger's journal rows commit only before the request's commit deadline, when one is set
-- (enforce_commit_deadline, src/db/migrations/0012_claim_and_commit_deadlines.sql).
CREATE CONSTRAINT TRIGGER ledger_operations_commit_deadline
  AFTER INSERT ON ledger_operations DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION enforce_commit_deadline();
