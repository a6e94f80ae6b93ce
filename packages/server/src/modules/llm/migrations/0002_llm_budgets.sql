-- Which API key made a run (null: a session's or an anonymous caller's), so runs and usage can be read
-- by key and a key's budget charged.
ALTER TABLE llm_runs ADD COLUMN api_key_id text;
CREATE INDEX llm_runs_user_key ON llm_runs (user_id, api_key_id, id);
CREATE INDEX llm_runs_user_created ON llm_runs (user_id, created_at);

-- Spend limits: one per user (`user:<user id>`) and one per API key (`key:<key id>`), in the price
-- table's currency, per calendar period (UTC). `set_by` 'operator' is a limit an operator put on a user,
-- which the user cannot lift.
CREATE TABLE llm_budgets (
  subject text PRIMARY KEY,
  user_id text NOT NULL,
  api_key_id text,
  amount_limit numeric NOT NULL CHECK (amount_limit > 0),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  set_by text NOT NULL CHECK (set_by IN ('user', 'operator')),
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  CHECK ((subject = 'user:' || user_id AND api_key_id IS NULL) OR subject = 'key:' || api_key_id)
);
CREATE INDEX llm_budgets_user ON llm_budgets (user_id, subject);

-- A budget set or removed is announced at commit on `trustplane_llm_budgets` with its subject: every
-- instance drops what it cached of whether that subject has one (src/modules/llm/budgets.ts).
CREATE FUNCTION llm_budgets_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('trustplane_llm_budgets', coalesce(NEW.subject, OLD.subject));
  RETURN NULL;
END;
$$;
CREATE TRIGGER llm_budgets_notify AFTER INSERT OR DELETE ON llm_budgets
  FOR EACH ROW EXECUTE FUNCTION llm_budgets_notify_change();

-- What each budget's period has spent (runs charged) and holds (the most the calls under way can cost).
-- A call is admitted only when spent + held + its own most stays within the limit: the row's lock makes
-- that exact whichever instance admits it.
CREATE TABLE llm_budget_spend (
  subject text NOT NULL,
  period_start timestamptz NOT NULL,
  spent numeric NOT NULL DEFAULT 0,
  held numeric NOT NULL DEFAULT 0,
  calls integer NOT NULL DEFAULT 0,
  PRIMARY KEY (subject, period_start)
);

-- One row per call under way and budget it counts against: released when the call is charged, or, past
-- `expires_at` (an instance that died mid-call), charged in full by the sweeper.
CREATE TABLE llm_budget_holds (
  id text NOT NULL,
  subject text NOT NULL,
  period_start timestamptz NOT NULL,
  amount numeric NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (id, subject)
);
CREATE INDEX llm_budget_holds_expires ON llm_budget_holds (expires_at);
