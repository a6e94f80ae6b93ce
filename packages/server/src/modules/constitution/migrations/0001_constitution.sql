-- Governance scenarios: each user's saved scenarios, and the usage counted against their plan's quotas.
-- Sliders and metrics are JSON objects as the API has them (eight integer sliders, six metrics computed by
-- the server with @trustplane/governance-model when the scenario was saved); regime_id is the model's
-- classification of the sliders at that moment.
CREATE TABLE constitution_scenarios (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  sliders jsonb NOT NULL,
  regime_id text NOT NULL,
  metrics jsonb NOT NULL,
  tags jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);

CREATE INDEX constitution_scenarios_user ON constitution_scenarios (user_id, id);

-- Daily usage per user and quota kind ('ai-suggestion', 'pdf'), one row per UTC day. A use is counted by
-- an upsert that refuses to pass the limit, so concurrent requests on any instance never exceed it.
CREATE TABLE constitution_usage (
  user_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('ai-suggestion', 'pdf')),
  day date NOT NULL,
  used integer NOT NULL CHECK (used >= 0),
  PRIMARY KEY (user_id, kind, day)
);
