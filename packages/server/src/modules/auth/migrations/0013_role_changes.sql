-- Who made whom an operator, and when: every change of a user's role, from the admin CLI
-- (`npm run admin`) or the admin-only route (`PUT /api/auth/users/{id}/role`).
CREATE TABLE role_changes (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  from_role text NOT NULL,
  to_role text NOT NULL,
  -- The operator who changed it through the API; NULL from the CLI (whoever runs it holds the database).
  changed_by text REFERENCES users (id) ON DELETE SET NULL,
  via text NOT NULL CHECK (via IN ('cli', 'api')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX role_changes_user_idx ON role_changes (user_id, id);
