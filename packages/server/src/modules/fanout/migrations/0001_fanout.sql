-- Multi-agent fan-out: conversations, their dispatches, and one result per agent of a dispatch. What
-- users wrote (titles, prompts, roles) is stored sealed (AES-256-GCM under PERSONAL_DATA_KEY, `kek_id`
-- naming the key, the AAD binding it to its row). Each agent's call is a run of the language-model
-- gateway (llm_runs), which holds its reply, usage and cost.
CREATE TABLE fanout_conversations (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  title_ciphertext bytea NOT NULL,
  title_nonce bytea NOT NULL,
  kek_id text NOT NULL,
  -- Dispatches started (reserved before their calls), at most 50 a conversation.
  dispatch_count integer NOT NULL DEFAULT 0 CHECK (dispatch_count BETWEEN 0 AND 50),
  last_dispatch_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);

CREATE INDEX fanout_conversations_user ON fanout_conversations (user_id, id);

CREATE TABLE fanout_dispatches (
  id text PRIMARY KEY,
  conversation_id text NOT NULL REFERENCES fanout_conversations (id) ON DELETE CASCADE,
  -- The dispatch's place in its conversation (1-50), reserved when it started.
  seq integer NOT NULL CHECK (seq BETWEEN 1 AND 50),
  prompt_ciphertext bytea NOT NULL,
  prompt_nonce bytea NOT NULL,
  kek_id text NOT NULL,
  latency_ms integer NOT NULL CHECK (latency_ms >= 0),
  created_at timestamptz NOT NULL,
  completed_at timestamptz NOT NULL,
  UNIQUE (conversation_id, seq)
);

CREATE TABLE fanout_results (
  dispatch_id text NOT NULL REFERENCES fanout_dispatches (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  agent_id text NOT NULL,
  role_ciphertext bytea NOT NULL,
  role_nonce bytea NOT NULL,
  kek_id text NOT NULL,
  run_id text NOT NULL REFERENCES llm_runs (id),
  ok boolean NOT NULL,
  error_code text,
  started_at timestamptz NOT NULL,
  completed_at timestamptz NOT NULL,
  PRIMARY KEY (dispatch_id, seq),
  UNIQUE (dispatch_id, agent_id),
  CHECK (ok = (error_code IS NULL))
);
