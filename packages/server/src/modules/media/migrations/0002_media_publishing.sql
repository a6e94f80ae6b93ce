-- Media publishing: operators (role admin) create, edit, publish, unpublish and delete videos and tracks
-- through the API (openapi/media.yaml, /api/media/admin/...). A draft is seen by operators only.
--
-- `status` is `draft` or `published`. The rows that exist were public, so they are published; a new row is
-- a draft unless it says otherwise. `published_at` is when the item was first published and is kept when
-- it is unpublished and published again, so it keeps its place in the public list (newest published
-- first); it is null only for an item never published.
ALTER TABLE media_videos ADD COLUMN status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
ALTER TABLE media_videos ALTER COLUMN status SET DEFAULT 'draft';
ALTER TABLE media_videos ADD COLUMN published_at timestamptz;
ALTER TABLE media_videos ADD COLUMN updated_at timestamptz;
UPDATE media_videos SET published_at = created_at, updated_at = created_at;
ALTER TABLE media_videos ALTER COLUMN updated_at SET NOT NULL;
ALTER TABLE media_videos ALTER COLUMN updated_at SET DEFAULT now();
ALTER TABLE media_videos ADD CONSTRAINT media_videos_published_has_time
  CHECK (status = 'draft' OR published_at IS NOT NULL);
-- The public list: published only, newest published first, id breaking ties.
CREATE INDEX media_videos_public ON media_videos (published_at DESC, id DESC) WHERE status = 'published';

ALTER TABLE media_tracks ADD COLUMN status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
ALTER TABLE media_tracks ALTER COLUMN status SET DEFAULT 'draft';
ALTER TABLE media_tracks ADD COLUMN published_at timestamptz;
ALTER TABLE media_tracks ADD COLUMN updated_at timestamptz;
UPDATE media_tracks SET published_at = created_at, updated_at = created_at;
ALTER TABLE media_tracks ALTER COLUMN updated_at SET NOT NULL;
ALTER TABLE media_tracks ALTER COLUMN updated_at SET DEFAULT now();
ALTER TABLE media_tracks ADD CONSTRAINT media_tracks_published_has_time
  CHECK (status = 'draft' OR published_at IS NOT NULL);
CREATE INDEX media_tracks_public ON media_tracks (published_at DESC, id DESC) WHERE status = 'published';

-- The operators' audit: one row per change made through the API, written in the transaction of the
-- change (like role_changes for roles). `item_id` has no foreign key, so the record outlives a deleted
-- item. `changes` holds, for `create` and `delete`, the whole item as it was made or as it was last;
-- otherwise `{field: {"from": …, "to": …}}` for each field that changed (`publish` and `unpublish` are
-- the changes of `status`, with whatever else changed in the same request).
CREATE TABLE media_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  item_id text NOT NULL CHECK (item_id LIKE 'mvd\_%' OR item_id LIKE 'mtr\_%'),
  action text NOT NULL CHECK (action IN ('create', 'update', 'publish', 'unpublish', 'delete')),
  -- The operator; NULL once their account is deleted.
  actor_id text REFERENCES users (id) ON DELETE SET NULL,
  changes jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX media_changes_item_idx ON media_changes (item_id, id);
