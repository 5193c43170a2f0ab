import { bootstrap, testConfig } from '../test/helpers';
import { createTestDatabase, type TestDatabase } from '../test/testDb';
import { seedDemo } from './demo';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
}, 60_000);
afterAll(() => t.close());

it('creates the demo teams with their settings, idempotently, and keeps the id sequence ahead', async () => {
  await bootstrap(t.db, testConfig());
  await seedDemo({ db: t.db });
  await seedDemo({ db: t.db });
  const teams = await t.db.selectFrom('teams').selectAll().orderBy('id').execute();
  expect(teams.map((x) => x.id)).toEqual([1, 45, 46, 47, 49, 54]);
  expect(teams.find((x) => x.id === 45)).toMatchObject({ public_slug: 'acme' });
  expect(teams.find((x) => x.id === 46)?.post_assessment_form).toBe(true);
  expect(teams.find((x) => x.id === 47)?.results_soon_message).toBe(true);
  expect(teams.find((x) => x.id === 49)?.academy_question).toBe(true);
  expect(await t.db.selectFrom('classes').select('id').execute()).toHaveLength(3);
  expect(await t.db.selectFrom('access_links').selectAll().execute()).toEqual([expect.objectContaining({ value: 'demo-link', team_id: 45, email_desc: '@example.org' })]);
  const next = await t.db.insertInto('teams').values({ name: 'New' }).returning('id').executeTakeFirstOrThrow();
  expect(next.id).toBe(55);
});
