-- Users' wallet accounts. Amounts are integer minor units; a balance can never go negative.
CREATE TABLE accounts (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users (id),
  currency text NOT NULL,
  balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX accounts_owner_idx ON accounts (owner_id, id);
CREATE UNIQUE INDEX accounts_one_default_per_owner ON accounts (owner_id) WHERE is_default;
