-- Initial schema. Team behaviours SPEC.md ties to ids (45, 46, 47, 49, 54) are settings on the row.
CREATE TABLE teams (
  id serial PRIMARY KEY,
  name text NOT NULL,
  departments jsonb NOT NULL DEFAULT '[]',
  email_domains jsonb NOT NULL DEFAULT '[]',
  is_platform boolean NOT NULL DEFAULT false,
  public_slug text UNIQUE,
  post_assessment_form boolean NOT NULL DEFAULT false,
  results_soon_message boolean NOT NULL DEFAULT false,
  academy_question boolean NOT NULL DEFAULT false,
  language text NOT NULL DEFAULT 'ENG' CHECK (language IN ('ENG', 'SPA', 'KOR', 'BRPT')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cohorts (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  name text NOT NULL
);
CREATE INDEX cohorts_team_id ON cohorts (team_id);

CREATE TABLE access_links (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  cohort_id integer REFERENCES cohorts(id) ON DELETE SET NULL,
  value text NOT NULL UNIQUE,
  email_desc text
);

CREATE TABLE classes (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  short_description text NOT NULL DEFAULT '',
  time_description text NOT NULL DEFAULT '',
  place_description text NOT NULL DEFAULT '',
  length_description text NOT NULL DEFAULT '',
  price integer NOT NULL DEFAULT 0 CHECK (price >= 0),
  capacity integer NOT NULL DEFAULT 25 CHECK (capacity >= 0),
  num_students integer NOT NULL DEFAULT 0 CHECK (num_students >= 0),
  status text NOT NULL DEFAULT 'open',
  accepting boolean NOT NULL DEFAULT true,
  accept_any boolean NOT NULL DEFAULT false,
  -- The last line of defence against overselling; the enrolment UPDATE checks it first.
  CONSTRAINT classes_capacity_not_exceeded CHECK (num_students <= capacity)
);
CREATE INDEX classes_team_id ON classes (team_id);

CREATE TABLE users (
  id serial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  team_id integer NOT NULL REFERENCES teams(id),
  cohort_id integer REFERENCES cohorts(id) ON DELETE SET NULL,
  class_id integer REFERENCES classes(id) ON DELETE SET NULL,
  admin boolean NOT NULL DEFAULT false,
  team_leader boolean NOT NULL DEFAULT false,
  language text NOT NULL DEFAULT 'ENG' CHECK (language IN ('ENG', 'SPA', 'KOR', 'BRPT')),
  first_login boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'registered',
  results_active boolean NOT NULL DEFAULT false,
  finished_assessment boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Emails are unique whatever their case; lookups use lower(email) so they hit this index.
CREATE UNIQUE INDEX users_email_lower ON users (lower(email));
CREATE INDEX users_team_id ON users (team_id);
CREATE INDEX users_class_id ON users (class_id);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_id ON sessions (user_id);

CREATE TABLE reset_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX reset_tokens_user_id ON reset_tokens (user_id);

-- Per-email throttling lives in the database so it holds across server instances.
CREATE TABLE auth_attempts (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_attempts_lookup ON auth_attempts (kind, email, created_at);

CREATE TABLE email_jobs (
  id serial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  language text NOT NULL DEFAULT 'ENG',
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'outbox', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  run_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX email_jobs_due ON email_jobs (run_at) WHERE status = 'queued';
CREATE INDEX email_jobs_to ON email_jobs (lower(to_address), id);
