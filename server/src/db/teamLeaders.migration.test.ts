import { atMigration } from '../test/atMigration';
import { createTestDatabase, type TestDatabase } from '../test/testDb';

/** Migration 005 (team leaders as a list of teams) on a database holding leaders from before it. */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
}, 60_000);
afterAll(() => t.close());

it('turns each leader flag into the leadership of the leader own team', async () => {
  const seen = await atMigration(t.db, '005_', async ({ q, migrate }) => {
    await q(`insert into teams (id, name) values (1, 'Platform'), (2, 'Acme')`);
    await q(`insert into users (id, team_id, name, email, password_hash, team_leader) values
      (1, 2, 'Leader', 'a@x.org', 'h', true), (2, 2, 'Member', 'b@x.org', 'h', false)`);
    await migrate();
    return (await q('select user_id, team_id from team_leaders order by user_id')).rows;
  });
  expect(seen).toEqual([{ user_id: 1, team_id: 2 }]);
});
