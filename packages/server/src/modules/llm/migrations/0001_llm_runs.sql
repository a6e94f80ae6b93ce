-- Language-model runs: one row per chat request, and one per call made for it (retries and fallbacks).
-- The conversation (the request's messages and the reply) may hold personal data: it is stored only
-- sealed (AES-256-GCM under PERSONAL_DATA_KEY, `kek_id` naming the key, the AAD binding it to the run).
CREATE TABLE llm_runs (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('running', 'completed', 'failed', 'aborted')),
  stream boolean NOT NULL,
  requested_provider text NOT NULL,
  requested_model text NOT NULL,
  -- {fallbacks, temperature, maxTokens}: the request without its messages.
  options jsonb NOT NULL,
  conversation_ciphertext bytea NOT NULL,
  conversation_nonce bytea NOT NULL,
  reply_ciphertext bytea,
  reply_nonce bytea,
  kek_id text NOT NULL,
  provider text,
  model text,
  finish_reason text,
  input_tokens integer,
  output_tokens integer,
  total_tokens integer,
  cached_input_tokens integer,
  reasoning_tokens integer,
  cost numeric,
  price_table text,
  latency_ms integer,
  error_code text,
  error_detail text,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  completed_at timestamptz
);

CREATE INDEX llm_runs_user ON llm_runs (user_id, id);

CREATE TABLE llm_attempts (
  run_id text NOT NULL REFERENCES llm_runs (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  provider text NOT NULL,
  model text NOT NULL,
  status text NOT NULL CHECK (status IN ('ok', 'error', 'timeout', 'rate-limited', 'skipped')),
  latency_ms integer NOT NULL,
  error_class text,
  http_status integer,
  retry_after_ms integer,
  detail text,
  started_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (run_id, seq)
);

-- GET /api/llm/health: each provider's recent latency.
CREATE INDEX llm_attempts_provider_started ON llm_attempts (provider, started_at);
