-- The main assessment and the reassessment: who may take them, the answers, the timers and the
-- secret that signs results-PDF links. Instrument content stays in the versioned JSON files
-- (features/assessment/instrument/v1); each response records the version it answered.
ALTER TABLE users
  -- May take the assessment now (an access-link registration, an admin or class opening it).
  ADD COLUMN assessment_active boolean NOT NULL DEFAULT false,
  -- A reassessment is open for this user (set by the admin's reassessment activation).
  ADD COLUMN reassessment_active boolean NOT NULL DEFAULT false,
  -- When the user's class fee was paid; null = not paid (checkout sets it).
  ADD COLUMN paid_at timestamptz;

CREATE TABLE assessment_responses (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('assessment', 'reassessment')),
  version text NOT NULL,
  answers jsonb NOT NULL,
  text_answers jsonb NOT NULL DEFAULT '{}',
  demographics jsonb NOT NULL DEFAULT '{}',
  scores jsonb NOT NULL,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  -- One of each per user: a second submission is refused (409 ALREADY_SUBMITTED), even when racing.
  CONSTRAINT assessment_responses_once UNIQUE (user_id, kind)
);

-- The authoritative start of each timed (freeform) page and the ideas saved before its deadline,
-- so a reload keeps counting and ideas typed after time is up are not accepted.
CREATE TABLE freeform_timers (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  question_index integer NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  ideas jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, question_index)
);

-- Secrets every server instance must share (e.g. the key signing results-PDF links); created on
-- first use with INSERT ... ON CONFLICT DO NOTHING, so concurrent first starts agree on one value.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
