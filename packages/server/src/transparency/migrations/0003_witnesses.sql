-- Witnesses (C2SP tlog-witness, the transparency module's witnessing.ts): after each checkpoint, the log asks
-- each configured witness to cosign it, giving the consistency proof from the last size the witness cosigned.

-- What the log knows of each witness it asks, by the witness's cosignature verifier key: the size of the
-- latest checkpoint of this log it cosigned (what the next request's `old` line says; a 409 corrects it),
-- when to ask next after failures (doubling waits), and the claim of the one instance asking it now
-- (`claim` and `claimed_until`: taken and released in their own statements, never held in a transaction
-- across the request; a crashed instance's claim lapses).
CREATE TABLE transparency_witnesses (
  log_id integer NOT NULL REFERENCES transparency_logs (id),
  witness text NOT NULL,
  size bigint NOT NULL DEFAULT 0 CHECK (size >= 0),
  failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claim uuid,
  claimed_until timestamptz,
  last_outcome text,
  PRIMARY KEY (log_id, witness)
);

-- Each witness's cosignature of a checkpoint, verified against the witness's configured key before it is
-- stored: the signature line as the witness answered it, served after the log's own signature with the
-- checkpoint of that size and root. Only each witness's latest is kept (a new one replaces the older ones):
-- the checkpoint served is the latest, and a row per checkpoint and witness would grow without bound.
CREATE TABLE transparency_cosignatures (
  log_id integer NOT NULL REFERENCES transparency_logs (id),
  size bigint NOT NULL CHECK (size >= 0),
  witness text NOT NULL,
  root bytea NOT NULL CHECK (octet_length(root) = 32),
  line text NOT NULL,
  cosigned_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (log_id, size, witness)
);
CREATE INDEX transparency_cosignatures_by_witness ON transparency_cosignatures (log_id, witness, size);
