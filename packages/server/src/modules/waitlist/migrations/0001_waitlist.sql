-- Waitlist sign-ups: one row per (module, address). The address is personal data: it is stored only
-- sealed (AES-256-GCM under PERSONAL_DATA_KEY, `kek_id` naming the key, the AAD binding it to the
-- module) and found again by a blind index (an HMAC of the trimmed, lower-cased address under a key
-- derived from the same KEK), which is what makes a sign-up idempotent per address and module.
CREATE TABLE waitlist_signups (
  module text NOT NULL,
  email_index bytea NOT NULL,
  email_ciphertext bytea NOT NULL,
  email_nonce bytea NOT NULL,
  kek_id text NOT NULL,
  -- Milliseconds, as the API writes times: the export's keyset (created_at, email_index) round-trips exactly.
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  PRIMARY KEY (module, email_index)
);

-- The operators' export reads one module's list oldest first.
CREATE INDEX waitlist_signups_module_created ON waitlist_signups (module, created_at);
