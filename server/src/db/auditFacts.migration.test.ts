import { atMigration } from '../test/atMigration';
import { createTestDatabase, type TestDatabase } from '../test/testDb';

/** Migration 014 (the audit log's parts as data) on a log holding English lines from before it. */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
}, 60_000);
afterAll(() => t.close());

it('keeps each line written before as one text part, and an empty one as none', async () => {
  const seen = await atMigration(t.db, '014_', async ({ q, migrate }) => {
    await q(`insert into audit_log (actor_email, actor_role, action, team_id, target, summary) values
      ('a@x.org', 'admin', 'userEdited', 2, 'user 12 ana@acme.org', 'name: Ana'),
      ('a@x.org', 'leader', 'preClassOpened', 2, '', '')`);
    await migrate();
    return (await q('select target, facts from audit_log order by id')).rows;
  });
  expect(seen).toEqual([
    { target: [{ kind: 'text', text: 'user 12 ana@acme.org' }], facts: [{ fact: 'text', value: 'name: Ana' }] },
    { target: [], facts: [] },
  ]);
});
