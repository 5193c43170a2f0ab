-- The questionnaires and the rounds each is taken in are data in shared-api's registry
-- (shared-api/src/questionnaireRegistry.ts), no longer CHECKs naming them here: a new
-- questionnaire must not need a migration. The database still refuses a questionnaire in a round
-- it is not taken in, through a key on questionnaire_rounds, which runMigrations fills with the
-- registry's pairs on every start (db/migrate.ts). Pairs are only added: rows answered in a pair
-- a later registry dropped stay valid.
CREATE TABLE questionnaire_rounds (
  questionnaire text NOT NULL,
  round text NOT NULL,
  PRIMARY KEY (questionnaire, round)
);

-- The pairs existing rows use (all valid under the CHECKs dropped below), so the keys hold now.
INSERT INTO questionnaire_rounds (questionnaire, round)
  SELECT questionnaire, round FROM questionnaire_openings
  UNION SELECT questionnaire, round FROM questionnaire_responses;

-- Migration 003's lists of kinds and 004's kind-to-round CHECKs.
ALTER TABLE questionnaire_openings DROP CONSTRAINT questionnaire_openings_questionnaire_check;
ALTER TABLE questionnaire_responses DROP CONSTRAINT questionnaire_responses_questionnaire_check;
ALTER TABLE questionnaire_openings DROP CONSTRAINT questionnaire_openings_round;
ALTER TABLE questionnaire_responses DROP CONSTRAINT questionnaire_responses_round;

-- Same names as the CHECKs they replace: a refusal reads the same.
ALTER TABLE questionnaire_openings ADD CONSTRAINT questionnaire_openings_round
  FOREIGN KEY (questionnaire, round) REFERENCES questionnaire_rounds (questionnaire, round);
ALTER TABLE questionnaire_responses ADD CONSTRAINT questionnaire_responses_round
  FOREIGN KEY (questionnaire, round) REFERENCES questionnaire_rounds (questionnaire, round);
