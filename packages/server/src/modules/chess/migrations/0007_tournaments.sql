-- Chess tournaments, as operators (role admin) create and update them; `GET /api/chess/upcoming`
-- lists those starting in the future.
CREATE TABLE tournaments (
  id text PRIMARY KEY CHECK (id LIKE 'trn\_%'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  starts_at timestamptz NOT NULL,
  format text NOT NULL CHECK (length(format) BETWEEN 1 AND 200),
  prize_pool bigint NOT NULL CHECK (prize_pool >= 0 AND prize_pool <= 999999999999999),
  entries integer NOT NULL DEFAULT 0 CHECK (entries >= 0),
  capacity integer NOT NULL CHECK (capacity >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT tournaments_entries_within_capacity CHECK (entries <= capacity)
);
CREATE INDEX tournaments_starts_at_idx ON tournaments (starts_at, id);
