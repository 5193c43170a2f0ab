-- SPEC.md's teamLead is a list of team ids: a user may lead several teams, not only their own
-- (DESIGN.md: admins grant the flag per team). One row per (leader, team) replaces the boolean.

CREATE TABLE team_leaders (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  team_id integer NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, team_id)
);
CREATE INDEX team_leaders_team ON team_leaders (team_id);

-- Until now a leader led their own team.
INSERT INTO team_leaders (user_id, team_id) SELECT id, team_id FROM users WHERE team_leader;

ALTER TABLE users DROP COLUMN team_leader;
