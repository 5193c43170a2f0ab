-- Issue 26: personal data kept only as long as the organisation says, erased everywhere it was
-- copied, and each person's own copy and erasure request.

-- Retention per team (none by default): counted from the later of the team's last activity and the
-- programme's end, its participants are then erased or anonymised by the retention job
-- (features/retention/), which warns the admins a week before.
ALTER TABLE teams
  ADD COLUMN retention_days integer CHECK (retention_days BETWEEN 1 AND 3650),
  ADD COLUMN retention_mode text NOT NULL DEFAULT 'erase' CHECK (retention_mode IN ('erase', 'anonymise')),
  ADD COLUMN programme_ends_on date,
  -- The day kept until that the admins were last warned of, and the day they were: a restart does
  -- not warn twice, a new day kept until warns again, and nothing is done before a week's notice.
  ADD COLUMN retention_warned_for date,
  ADD COLUMN retention_warned_on date;

-- Anonymised: scores and chosen answers kept for the organisation's statistics, name, email,
-- password and free text gone; the account can no longer sign in.
ALTER TABLE users ADD COLUMN anonymised_at timestamptz;

-- A record whose actor was erased names no email ("deleted user #id"); the retention job acts as
-- the system, not as a person.
ALTER TABLE audit_log ALTER COLUMN actor_email DROP NOT NULL;
ALTER TABLE audit_log DROP CONSTRAINT audit_log_actor_role_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_actor_role_check CHECK (actor_role IN ('admin', 'leader', 'system'));

-- The admin who saved a team's single sign-on settings, once erased, is known by id alone.
ALTER TABLE team_sso ALTER COLUMN updated_by_email DROP NOT NULL;

-- A participant's request to be erased: confirmed through a link sent by email, then listed for
-- the admins; carried out by an admin, or by the retention job once its time is up.
CREATE TABLE deletion_requests (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  requested_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz
);
CREATE INDEX deletion_requests_confirmed_at ON deletion_requests (confirmed_at) WHERE confirmed_at IS NOT NULL;
