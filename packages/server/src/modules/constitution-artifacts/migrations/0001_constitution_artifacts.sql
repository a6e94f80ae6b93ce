-- Constitution artifacts (openapi/constitution-artifacts.yaml): published governance scenarios. The
-- sliders are columns, so the distance between two artifacts (the model's `distance`, Euclidean over
-- sliders / 100) is computed exactly in SQL on integers; the regime and metrics are the model's
-- evaluation at publication, stored so lists and statistics need no recomputation.

-- Each author's public pseudonym: random, made on their first publication or comment, never derived
-- from their id or email, so it reveals nothing about the account.
CREATE TABLE constitution_authors (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  handle text NOT NULL UNIQUE CHECK (handle ~ '^citizen-[a-z0-9]{10}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE constitution_artifacts (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  summary text CHECK (summary IS NULL OR char_length(summary) <= 2000),
  tags text[] NOT NULL DEFAULT '{}' CHECK (cardinality(tags) <= 10),
  floor smallint NOT NULL CHECK (floor BETWEEN 0 AND 100),
  rule_of_law smallint NOT NULL CHECK (rule_of_law BETWEEN 0 AND 100),
  rotation smallint NOT NULL CHECK (rotation BETWEEN 0 AND 100),
  transparency smallint NOT NULL CHECK (transparency BETWEEN 0 AND 100),
  multi_status smallint NOT NULL CHECK (multi_status BETWEEN 0 AND 100),
  skin_in_game smallint NOT NULL CHECK (skin_in_game BETWEEN 0 AND 100),
  polycentricity smallint NOT NULL CHECK (polycentricity BETWEEN 0 AND 100),
  positive_sum smallint NOT NULL CHECK (positive_sum BETWEEN 0 AND 100),
  regime_id text NOT NULL,
  elite_fear numeric(4, 1) NOT NULL CHECK (elite_fear BETWEEN 0 AND 100),
  intra_conflict numeric(4, 1) NOT NULL CHECK (intra_conflict BETWEEN 0 AND 100),
  resentment numeric(4, 1) NOT NULL CHECK (resentment BETWEEN 0 AND 100),
  innovation numeric(4, 1) NOT NULL CHECK (innovation BETWEEN 0 AND 100),
  stability numeric(4, 1) NOT NULL CHECK (stability BETWEEN 0 AND 100),
  legitimacy numeric(4, 1) NOT NULL CHECK (legitimacy BETWEEN 0 AND 100),
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);

-- The list by regime, newest first (ids sort by creation time).
CREATE INDEX constitution_artifacts_regime ON constitution_artifacts (regime_id, id);
CREATE INDEX constitution_artifacts_owner ON constitution_artifacts (owner_id);

-- One vote per user and artifact: the primary key is what makes voting idempotent under races.
CREATE TABLE constitution_artifact_votes (
  artifact_id text NOT NULL REFERENCES constitution_artifacts (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  PRIMARY KEY (artifact_id, user_id)
);
CREATE INDEX constitution_artifact_votes_recent ON constitution_artifact_votes (artifact_id, created_at);

CREATE TABLE constitution_artifact_comments (
  id text PRIMARY KEY,
  artifact_id text NOT NULL REFERENCES constitution_artifacts (id) ON DELETE CASCADE,
  author_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);
CREATE INDEX constitution_artifact_comments_artifact ON constitution_artifact_comments (artifact_id, id);
-- The per-author rolling-hour count behind CONSTITUTION_COMMENTS_PER_HOUR.
CREATE INDEX constitution_artifact_comments_author ON constitution_artifact_comments (author_id, created_at);
