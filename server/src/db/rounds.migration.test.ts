import { atMigration } from '../test/atMigration';
import { createTestDatabase, type TestDatabase } from '../test/testDb';

/** Migration 004 (questionnaire rounds) on a database holding rows written before it. */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
}, 60_000);
afterAll(() => t.close());

it('keeps existing openings and responses, giving each the round it was taken in', async () => {
  const seen = await atMigration(t.db, '004_', async ({ q, migrate }) => {
    await q(`insert into teams (id, name) values (1, 'T')`);
    await q(`insert into users (id, team_id, name, email, password_hash) values
      (1, 1, 'After class', 'a@x.org', 'h'), (2, 1, 'Reassessed only', 'b@x.org', 'h'), (3, 1, 'Admin-answered', 'c@x.org', 'h')`);
    // User 1: the post-class activation (all five) and the start of class; user 2: only a reassessment.
    await q(`insert into questionnaire_openings (user_id, questionnaire) values
      (1, 'get-to-know-you'), (1, 'self-efficacy'), (1, 'psychological-safety'), (1, 'post-class-survey'), (1, 'reflection'), (1, 'knowledge'),
      (2, 'self-efficacy'), (2, 'psychological-safety')`);
    await q(`insert into questionnaire_responses (user_id, questionnaire, version, answers) values
      (1, 'self-efficacy', 'v1', '{"1": 40}'), (1, 'get-to-know-you', 'v1', '{}'),
      (2, 'self-efficacy', 'v1', '{"1": 60}'), (3, 'knowledge', 'v1', '{}')`);

    await migrate();

    const openings = await q(`select user_id, questionnaire, round from questionnaire_openings order by user_id, questionnaire`);
    const responses = await q(`select user_id, questionnaire, round, answers from questionnaire_responses order by user_id, questionnaire`);
    // Now a second round of the same questionnaire is accepted, a second answer in a round is not.
    await q(`insert into questionnaire_responses (user_id, questionnaire, round, version, answers) values (1, 'self-efficacy', 'reassessment', 'v1', '{}')`);
    const duplicate = await q(`insert into questionnaire_responses (user_id, questionnaire, round, version, answers) values (1, 'self-efficacy', 'post', 'v1', '{}')`)
      .then(() => 'stored', (err: Error) => err.message);
    return { openings: openings.rows, responses: responses.rows, duplicate };
  });

  expect(seen).toEqual({
    openings: [
    { user_id: 1, questionnaire: 'get-to-know-you', round: 'pre' },
    { user_id: 1, questionnaire: 'knowledge', round: 'post' },
    { user_id: 1, questionnaire: 'post-class-survey', round: 'post' },
    { user_id: 1, questionnaire: 'psychological-safety', round: 'post' },
    { user_id: 1, questionnaire: 'reflection', round: 'post' },
    { user_id: 1, questionnaire: 'self-efficacy', round: 'post' },
    { user_id: 2, questionnaire: 'psychological-safety', round: 'reassessment' },
    { user_id: 2, questionnaire: 'self-efficacy', round: 'reassessment' },
    ],
    responses: [
    { user_id: 1, questionnaire: 'get-to-know-you', round: 'pre', answers: {} },
    { user_id: 1, questionnaire: 'self-efficacy', round: 'post', answers: { 1: 40 } },
    { user_id: 2, questionnaire: 'self-efficacy', round: 'reassessment', answers: { 1: 60 } },
    { user_id: 3, questionnaire: 'knowledge', round: 'post', answers: {} },
    ],
    duplicate: expect.stringContaining('questionnaire_responses_once_per_round'),
  });
});
