import { atMigration } from '../test/atMigration';
import { createTestDatabase, type TestDatabase } from '../test/testDb';

/** Migration 007 (the questionnaire registry) on a database holding rows. */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
}, 60_000);
afterAll(() => t.close());

it('keeps the rows, names no questionnaire in SQL, and refuses a pair the registry has not given', async () => {
  const seen = await atMigration(t.db, '007_', async ({ q, migrate }) => {
    // A refused statement aborts the transaction; a savepoint lets the next one run.
    const attempt = async (text: string) => {
      await q('savepoint attempt');
      try {
        await q(text);
        await q('release savepoint attempt');
        return 'stored';
      } catch (err) {
        await q('rollback to savepoint attempt');
        return (err as Error).message;
      }
    };
    await q(`insert into teams (id, name) values (1, 'T')`);
    await q(`insert into users (id, team_id, name, email, password_hash) values (1, 1, 'A', 'a@x.org', 'h')`);
    await q(`insert into questionnaire_openings (user_id, questionnaire, round) values
      (1, 'get-to-know-you', 'pre'), (1, 'self-efficacy', 'post'), (1, 'self-efficacy', 'reassessment')`);
    await q(`insert into questionnaire_responses (user_id, questionnaire, round, version, answers) values
      (1, 'self-efficacy', 'post', 'v1', '{"1": 40}'), (1, 'knowledge', 'post', 'v1', '{}')`);

    await migrate();

    const pairs = await q(`select questionnaire, round from questionnaire_rounds order by questionnaire, round`);
    const checks = await q(`select conname from pg_constraint c join pg_class t on t.oid = c.conrelid
      join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = current_schema() and t.relname in ('questionnaire_openings', 'questionnaire_responses') and c.contype = 'c'`);
    const unknownPair = await attempt(`insert into questionnaire_openings (user_id, questionnaire, round) values (1, 'knowledge', 'reassessment')`);
    // A new registry entry is a row here (runMigrations writes them), not a migration.
    await q(`insert into questionnaire_rounds (questionnaire, round) values ('ideation-habits', 'post')`);
    const newKind = await attempt(`insert into questionnaire_openings (user_id, questionnaire, round) values (1, 'ideation-habits', 'post')`);
    const missingRound = await attempt(`insert into questionnaire_responses (user_id, questionnaire, version, answers) values (1, 'reflection', 'v1', '{}')`);
    const duplicate = await attempt(`insert into questionnaire_responses (user_id, questionnaire, round, version, answers) values (1, 'self-efficacy', 'post', 'v1', '{}')`);
    return { pairs: pairs.rows, checks: checks.rows, unknownPair, newKind, missingRound, duplicate };
  });

  expect(seen).toEqual({
    pairs: [
    { questionnaire: 'get-to-know-you', round: 'pre' },
    { questionnaire: 'knowledge', round: 'post' },
    { questionnaire: 'self-efficacy', round: 'post' },
    { questionnaire: 'self-efficacy', round: 'reassessment' },
    ],
    checks: [],
    unknownPair: expect.stringContaining('questionnaire_openings_round'),
    newKind: 'stored',
    missingRound: expect.stringContaining('null value'),
    duplicate: expect.stringContaining('questionnaire_responses_once_per_round'),
  });
});
