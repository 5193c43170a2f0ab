-- Rounds: self-efficacy and psychological safety are measured twice, after the class ('post',
-- SPEC.md's card "Activate Post-Class Assessments") and again at the reassessment
-- ('reassessment', card 8), so a questionnaire is opened and answered once per (user,
-- questionnaire, round) instead of once per user. Get-to-know-you is taken at the start of class
-- ('pre'); the post-class survey, reflection and knowledge check only after class ('post').
-- See docs/decisions/004-questionnaire-openings.md.

ALTER TABLE questionnaire_openings ADD COLUMN round text;
ALTER TABLE questionnaire_responses ADD COLUMN round text;

-- Existing rows. Before rounds, the post-class activation opened all five follow-up
-- questionnaires at once and the reassessment opened only self-efficacy and psychological
-- safety, so a self-efficacy or psychological-safety opening without a post-class-survey opening
-- beside it was made by a reassessment.
UPDATE questionnaire_openings o SET round = CASE
  WHEN o.questionnaire = 'get-to-know-you' THEN 'pre'
  WHEN o.questionnaire IN ('self-efficacy', 'psychological-safety') AND NOT EXISTS (
    SELECT 1 FROM questionnaire_openings p WHERE p.user_id = o.user_id AND p.questionnaire = 'post-class-survey'
  ) THEN 'reassessment'
  ELSE 'post'
END;

-- A response belongs to the round its questionnaire was opened in (there was at most one
-- opening per user and questionnaire); one an admin gave without an opening, to the first round.
UPDATE questionnaire_responses r SET round = coalesce(
  (SELECT o.round FROM questionnaire_openings o WHERE o.user_id = r.user_id AND o.questionnaire = r.questionnaire),
  CASE WHEN r.questionnaire = 'get-to-know-you' THEN 'pre' ELSE 'post' END
);

ALTER TABLE questionnaire_openings ALTER COLUMN round SET NOT NULL;
ALTER TABLE questionnaire_responses ALTER COLUMN round SET NOT NULL;

-- Which rounds each questionnaire is taken in (mirrored by ROUNDS_OF in
-- features/questionnaires/rounds.ts).
ALTER TABLE questionnaire_openings ADD CONSTRAINT questionnaire_openings_round CHECK (CASE
  WHEN questionnaire = 'get-to-know-you' THEN round = 'pre'
  WHEN questionnaire IN ('self-efficacy', 'psychological-safety') THEN round IN ('post', 'reassessment')
  ELSE round = 'post'
END);
ALTER TABLE questionnaire_responses ADD CONSTRAINT questionnaire_responses_round CHECK (CASE
  WHEN questionnaire = 'get-to-know-you' THEN round = 'pre'
  WHEN questionnaire IN ('self-efficacy', 'psychological-safety') THEN round IN ('post', 'reassessment')
  ELSE round = 'post'
END);

-- Opened once per round (re-activating keeps the first opened_at); answered once per round: a
-- second submission in the same round is refused (409 ALREADY_SUBMITTED), even when racing.
ALTER TABLE questionnaire_openings DROP CONSTRAINT questionnaire_openings_pkey;
ALTER TABLE questionnaire_openings ADD PRIMARY KEY (user_id, questionnaire, round);
ALTER TABLE questionnaire_responses DROP CONSTRAINT questionnaire_responses_once;
ALTER TABLE questionnaire_responses ADD CONSTRAINT questionnaire_responses_once_per_round UNIQUE (user_id, questionnaire, round);
