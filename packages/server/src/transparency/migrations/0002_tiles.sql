-- The tree stored as tiles (src/transparency/tiled.ts): a full tile of 256 hashes is one row, written once;
-- the right edge (each level's partial tile) is kept with the tree's size and root. This replaces a row per
-- complete subtree (about two per entry), which made integrating cost more than issuing what is logged.
CREATE TABLE transparency_tiles (
  log_id integer NOT NULL REFERENCES transparency_logs (id),
  level smallint NOT NULL CHECK (level BETWEEN 0 AND 7),
  idx bigint NOT NULL CHECK (idx >= 0),
  hashes bytea NOT NULL CHECK (octet_length(hashes) = 8192),
  PRIMARY KEY (log_id, level, idx)
);
-- Append-only, refused per statement (an UPDATE, DELETE or TRUNCATE is refused even when no row matches).
CREATE TRIGGER transparency_tiles_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON transparency_tiles
  FOR EACH STATEMENT EXECUTE FUNCTION transparency_append_only();
CREATE TRIGGER transparency_entries_append_only_statement BEFORE UPDATE OR DELETE OR TRUNCATE
  ON transparency_entries FOR EACH STATEMENT EXECUTE FUNCTION transparency_append_only();

ALTER TABLE transparency_trees ADD COLUMN edge bytea NOT NULL DEFAULT '\x';

-- What the stored subtrees held, as tiles: every complete group of 256 hashes at heights 0, 8, 16, … is a
-- full tile, and the incomplete group of each height (there is one at most, the tree's right edge) goes to
-- the edge, lowest height first.
INSERT INTO transparency_tiles (log_id, level, idx, hashes)
SELECT log_id, level / 8, idx / 256, string_agg(hash, ''::bytea ORDER BY idx)
FROM transparency_nodes WHERE level % 8 = 0
GROUP BY log_id, level, idx / 256 HAVING count(*) = 256;

UPDATE transparency_trees t SET edge = coalesce((
  SELECT string_agg(p.hashes, ''::bytea ORDER BY p.level)
  FROM (
    SELECT level, string_agg(hash, ''::bytea ORDER BY idx) AS hashes
    FROM transparency_nodes n
    WHERE n.log_id = t.log_id AND n.level % 8 = 0 AND n.idx >= (t.size / (2 ^ n.level)::bigint) / 256 * 256
    GROUP BY level) p), '\x');

-- Subtrees are no longer stored one by one, and each checkpoint is no longer kept: the latest is the tree's
-- (a row per checkpoint, at up to four a second, grew without bound and nothing read it).
DROP TABLE transparency_nodes;
DROP TABLE transparency_checkpoints;
