-- Reminders and scheduled actions (issue 22).

-- One reminder per user, questionnaire and day (UTC): the key, not a prior read, decides two
-- sends at once, so nobody gets two.
CREATE TABLE reminders_sent (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  questionnaire text NOT NULL,
  sent_on date NOT NULL,
  PRIMARY KEY (user_id, questionnaire, sent_on)
);

-- An activation, its undo or a reminder, planned for `run_at` by a manager of the team. It runs
-- once: an instance claims a due row (FOR UPDATE SKIP LOCKED) and carries the action out and
-- marks it done in that one transaction, so a crash leaves it pending for the next. A deleted
-- cohort takes its plans with it: never widened to the whole team. A deleted creator too: an
-- action runs only with the authority of someone who may still take it.
CREATE TABLE scheduled_actions (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  cohort_id integer REFERENCES cohorts(id) ON DELETE CASCADE,
  action text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}',
  run_at timestamptz NOT NULL,
  created_by integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed', 'cancelled')),
  done_at timestamptz,
  outcome jsonb
);
CREATE INDEX scheduled_actions_due ON scheduled_actions (run_at) WHERE status = 'pending';
CREATE INDEX scheduled_actions_team ON scheduled_actions (team_id);
