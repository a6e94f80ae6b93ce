-- The transparency log (src/transparency/, the transparency module): an append-only Merkle tree (RFC 9162)
-- of what the platform issues. An entry is sequenced (its index fixed) in the transaction that issues what
-- it logs; the integrator then adds the entries to the tree and signs a checkpoint over it.

-- One row per log. A new log key starts a new log under a new origin; exactly one log is current: the one
-- new entries are sequenced into. `next_index` is the index the next entry gets: the row is locked by
-- whichever transaction sequences, so the committed entries of a log are always 0 … next_index - 1.
CREATE TABLE transparency_logs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  origin text NOT NULL UNIQUE,
  public_key bytea NOT NULL CHECK (octet_length(public_key) = 32),
  current boolean NOT NULL DEFAULT false,
  next_index bigint NOT NULL DEFAULT 0 CHECK (next_index >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX transparency_logs_one_current ON transparency_logs (current) WHERE current;

-- An entry's exact bytes (what its leaf hash covers), and what it logs (`kind`, `ref`: a receipt's id).
CREATE TABLE transparency_entries (
  log_id integer NOT NULL REFERENCES transparency_logs (id),
  idx bigint NOT NULL CHECK (idx >= 0),
  kind text NOT NULL,
  ref text NOT NULL,
  data bytea NOT NULL,
  sequenced_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (log_id, idx)
);

-- The hash of every complete subtree integrated so far: the node at `level` and `idx` covers entries
-- [idx·2^level, (idx+1)·2^level); level 0 holds the leaf hashes. Proofs and tiles read these.
CREATE TABLE transparency_nodes (
  log_id integer NOT NULL REFERENCES transparency_logs (id),
  level smallint NOT NULL CHECK (level BETWEEN 0 AND 63),
  idx bigint NOT NULL CHECK (idx >= 0),
  hash bytea NOT NULL CHECK (octet_length(hash) = 32),
  PRIMARY KEY (log_id, level, idx)
);

-- The integrated tree of each log: its size and root, and the checkpoint signed over them. Locked by the
-- one integrator at a time (FOR UPDATE SKIP LOCKED), never by sequencing.
CREATE TABLE transparency_trees (
  log_id integer PRIMARY KEY REFERENCES transparency_logs (id),
  size bigint NOT NULL CHECK (size >= 0),
  root bytea NOT NULL CHECK (octet_length(root) = 32),
  checkpoint text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every checkpoint signed, by tree size.
CREATE TABLE transparency_checkpoints (
  log_id integer NOT NULL REFERENCES transparency_logs (id),
  size bigint NOT NULL CHECK (size >= 0),
  root bytea NOT NULL CHECK (octet_length(root) = 32),
  note text NOT NULL,
  signed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (log_id, size)
);

-- Append-only: an entry, a node or a checkpoint once written is never changed or removed.
CREATE FUNCTION transparency_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the transparency log is append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER transparency_entries_append_only BEFORE UPDATE OR DELETE ON transparency_entries
  FOR EACH ROW EXECUTE FUNCTION transparency_append_only();
CREATE TRIGGER transparency_nodes_append_only BEFORE UPDATE OR DELETE ON transparency_nodes
  FOR EACH ROW EXECUTE FUNCTION transparency_append_only();
CREATE TRIGGER transparency_checkpoints_append_only BEFORE UPDATE OR DELETE ON transparency_checkpoints
  FOR EACH ROW EXECUTE FUNCTION transparency_append_only();
