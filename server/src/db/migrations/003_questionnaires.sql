-- The questionnaires around the main assessment (self-efficacy, psychological safety, post-class
-- survey, get-to-know-you, reflection, knowledge), the slides the portal links to, and when
-- results were opened. Questionnaire content stays in versioned JSON
-- (features/questionnaires/content/v1); each response records the version it answered.

-- When the user's results were opened (the portal's resultsDatetime); null = never, or opened
-- before this column existed.
ALTER TABLE users ADD COLUMN results_activated_at timestamptz;

-- What is open for whom: one row per user, written by the admin's activation calls for every
-- matching user of the team (and cohort) at that moment. Per-user rows rather than per
-- team/cohort rows because an activation is an event for the people it reached, like
-- assessment_active and results_active: someone who joins the team or moves cohort later is not
-- silently handed a questionnaire meant for another group, and "is it open for me" is one
-- primary-key lookup. Re-activating keeps the first opened_at (ON CONFLICT DO NOTHING).
CREATE TABLE questionnaire_openings (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  questionnaire text NOT NULL CHECK (questionnaire IN
    ('self-efficacy', 'psychological-safety', 'post-class-survey', 'get-to-know-you', 'reflection', 'knowledge')),
  opened_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, questionnaire)
);

CREATE TABLE questionnaire_responses (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  questionnaire text NOT NULL CHECK (questionnaire IN
    ('self-efficacy', 'psychological-safety', 'post-class-survey', 'get-to-know-you', 'reflection', 'knowledge')),
  version text NOT NULL,
  -- question id → the validated value (sliders 0..100; numeric: the number; options: the option
  -- index; multi: sorted option indexes; text: the trimmed text).
  answers jsonb NOT NULL,
  -- Knowledge only: {score, max, correct: [question ids]} computed with the version's answer key.
  score jsonb,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  -- Once per user: a second submission is refused (409 ALREADY_SUBMITTED), even when racing.
  CONSTRAINT questionnaire_responses_once UNIQUE (user_id, questionnaire)
);

-- Slide decks the portal links to: for a whole team (class_id null) or one of its classes.
-- Admins will edit them; a fresh install has none (the demo seed may add some).
CREATE TABLE slides (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  class_id integer REFERENCES classes(id) ON DELETE CASCADE,
  title text NOT NULL,
  url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX slides_team_id ON slides (team_id);
