import { revealSecrets } from '../features/email/templates';
import { atMigration } from '../test/atMigration';
import { createTestDatabase, type TestDatabase } from '../test/testDb';

/** Migration 015 (an email's set-password link kept apart from its body) on a queue from before it. */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
}, 60_000);
afterAll(() => t.close());

const reset = (link: string) => `Hello Ana,\n\nChoose a new one here (the link is valid for one hour):\n${link}\n\nIf you did not ask for this, ignore this email.`;
const SENTINEL = '\uE000link\uE001';
const LINKS = {
  sent: 'https://portal.example.org/reset?c=sent-TOKEN_1',
  outbox: 'http://localhost:3000/reset?c=kept%2Btoken',
  queued: 'https://portal.example.org/innovation/reset?c=queued%2Ftoken-2',
  failed: 'https://portal.example.org/reset?c=failed_token-3',
};

it('removes the reset links of messages sent or kept, and keeps those of messages still to send apart from their body', async () => {
  const rows = await atMigration(t.db, '015_', async ({ q, migrate }) => {
    for (const [status, link] of Object.entries(LINKS)) {
      await q(`insert into email_jobs (to_address, subject, body, status) values ('ana@x.org', 'Reset', '${reset(link)}', '${status}')`);
    }
    await q(`insert into email_jobs (to_address, subject, body) values ('bo@x.org', 'Certificate', 'Log in: https://portal.example.org/portal')`);
    await migrate();
    return (await q('select status, body, secrets from email_jobs order by id')).rows as { status: string; body: string; secrets: Record<string, string> | null }[];
  });
  expect(rows).toEqual([
    { status: 'sent', body: reset(SENTINEL), secrets: null },
    { status: 'outbox', body: reset(SENTINEL), secrets: null },
    { status: 'queued', body: reset(SENTINEL), secrets: { link: LINKS.queued } },
    { status: 'failed', body: reset(SENTINEL), secrets: { link: LINKS.failed } },
    { status: 'queued', body: 'Log in: https://portal.example.org/portal', secrets: null },
  ]);
  // What the worker sends of a message still to send is the message as it was queued.
  expect(revealSecrets(rows[2].body, rows[2].secrets)).toBe(reset(LINKS.queued));
});
