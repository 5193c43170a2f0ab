import { startServer, type ChildServer } from '../../test/childServer';
import { startSmtpSink, type Delivery, type SmtpSink } from '../../test/smtpSink';
import { createTestDatabase, describeOnPostgres, type TestDatabase } from '../../test/testDb';
import { enqueueEmails } from './queue';

/**
 * The email queue across a crash (docs/decisions/017-email-delivery-after-a-crash.md): the real
 * server, a child process on PostgreSQL, sends a queue of messages to a local SMTP server and is
 * SIGKILLed the moment that server accepts one of them, then started again on the same database.
 *
 * What SMTP allows us to prove: every message arrives; none arrives twice except the one the
 * server accepted just as the sender died, before the sender could record it as sent. That one
 * is sent again once its claim runs out (15 × SMTP_TIMEOUT_MS, 15 s here) and carries the same
 * Message-ID both times, so a receiver that drops duplicates by Message-ID sees each message once.
 * No protocol step can close that window: the 250 and the commit of 'sent' cannot be one act.
 */
const MESSAGES = 100;
const KILL_AT = 20;

describeOnPostgres('a server killed while it sends the email queue', () => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let server: ChildServer | undefined;
  const start = async () =>
    (server = await startServer({
      // A timeout well above a reply's time on a busy machine, so that no send times out after the
      // sink took the message (a repeat this test would count); the claim is 15 times this.
      env: { DATABASE_URL: database.url as string, SMTP_URL: sink.url, EMAIL_POLL_MS: '20', SMTP_TIMEOUT_MS: '1000' },
    }));

  beforeAll(async () => {
    database = await createTestDatabase();
    sink = await startSmtpSink();
  }, 60_000);
  afterAll(async () => {
    await server?.kill();
    await sink?.close();
    await database?.close();
  });

  const statuses = async () =>
    (await database.db.selectFrom('email_jobs').select('status').execute()).reduce<Record<string, number>>(
      (count, row) => ({ ...count, [row.status]: (count[row.status] ?? 0) + 1 }),
      {},
    );

  it('delivers every message after a restart, none twice but the one accepted as the server died, with one Message-ID', async () => {
    const to = Array.from({ length: MESSAGES }, (_, i) => `crash-${i}@example.org`);
    const vars = { name: 'Ana', link: 'http://portal.test/login', support: 'help@portal.test' };
    await enqueueEmails({ db: database.db, emails: to.map((address) => ({ to: address, template: 'welcome', language: 'ENG', vars })) });

    let killed: Promise<void> | undefined;
    let acceptedAtKill: Delivery | undefined;
    sink.onAccepted = (delivery) => {
      if (sink.accepted.length !== KILL_AT) return;
      acceptedAtKill = delivery;
      killed = server?.kill();
    };
    await start();
    const deadline = Date.now() + 20_000;
    while (!killed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await killed;
    expect(acceptedAtKill).toBeDefined();
    const atCrash = await statuses();
    // The kill fell in the middle: most of the queue still waits.
    expect(atCrash.queued).toBeGreaterThan(MESSAGES / 2);
    expect(atCrash.sent ?? 0).toBeLessThanOrEqual(KILL_AT);

    sink.onAccepted = () => undefined;
    await start();
    const settle = Date.now() + 40_000;
    while ((await statuses()).sent !== MESSAGES && Date.now() < settle) await new Promise((r) => setTimeout(r, 100));
    expect(await statuses()).toEqual({ sent: MESSAGES });

    const copies = to.map((address) => sink.acceptedTo(address));
    expect(copies.filter((c) => c.length === 0)).toEqual([]);
    // At most one repeat, of the message accepted as the server died (whether its 'sent' was
    // committed before the kill is up to the scheduler).
    const repeated = copies.filter((c) => c.length > 1);
    expect(repeated.length).toBeLessThanOrEqual(1);
    for (const c of repeated) expect(c.map((d) => d.to)).toEqual([acceptedAtKill?.to, acceptedAtKill?.to]);
    // Dropping repeats by Message-ID leaves each message exactly once.
    expect(copies.map((c) => new Set(c.map((d) => d.messageId)).size)).toEqual(to.map(() => 1));
    expect(new Set(sink.accepted.map((d) => d.messageId)).size).toBe(MESSAGES);
  }, 60_000);
});
