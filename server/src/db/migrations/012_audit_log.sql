-- The audit log (issue 11): one row per change an admin or a team leader makes, written in the
-- change's own transaction. Rows outlive the people and teams they name (no foreign keys): the
-- actor's email and the team's id are kept as they were. Never a password or a token.
CREATE TABLE audit_log (
  id serial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id integer,
  actor_email text NOT NULL,
  actor_role text NOT NULL CHECK (actor_role IN ('admin', 'leader')),
  action text NOT NULL,
  team_id integer,
  target text NOT NULL DEFAULT '',
  summary text NOT NULL DEFAULT ''
);
-- Newest first, whole or by team, person or action: keyset pages on id.
CREATE INDEX audit_log_team ON audit_log (team_id, id DESC);
CREATE INDEX audit_log_actor ON audit_log (actor_id, id DESC);
CREATE INDEX audit_log_action ON audit_log (action, id DESC);
