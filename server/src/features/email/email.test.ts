import type { FastifyInstance } from 'fastify';
import { bearer, createUser, login, post, setupApiTest, testConfig } from '../../test/helpers';
import { startSmtpSink } from '../../test/smtpSink';
import { enqueueEmail, enqueueEmails } from './queue';
import { createSmtpTransport, processEmailJobs, startEmailWorker, type MailTransport } from './worker';

const api = setupApiTest({ admin: false });
const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyInstance['log'];

const job = (id: number) => api.db.selectFrom('email_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const welcome = { template: 'welcome', vars: { name: 'Ana', link: 'http://portal.test/login', support: 'help@portal.test' } } as const;
const queue = async (to: string, language: 'ENG' | 'SPA' = 'ENG') => (await enqueueEmail({ db: api.db, to, language, ...welcome })) as number;
const jobsTo = (to: string) => api.db.selectFrom('email_jobs').select('id').where('to_address', '=', to).execute();

describe('email queue', () => {
  it('keeps messages in the outbox when no SMTP is configured', async () => {
    const id = await queue('outbox@example.org', 'SPA');
    expect((await job(id)).status).toBe('queued');
    await processEmailJobs({ db: api.db, config: testConfig(), transport: null, log: silent });
    const row = await job(id);
    expect(row).toMatchObject({ status: 'outbox', attempts: 1, subject: 'Le damos la bienvenida al Portal de Innovación' });
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it('retries with backoff after a failure, then sends', async () => {
    const id = await queue('retry@example.org');
    let calls = 0;
    const flaky: MailTransport = {
      async send() {
        calls += 1;
        if (calls === 1) throw new Error('421 try again later');
      },
    };
    const config = testConfig({ EMAIL_RETRY_BASE_MS: '60000' });
    await processEmailJobs({ db: api.db, config, transport: flaky, log: silent });
    let row = await job(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: '421 try again later' });
    expect(row.run_at.getTime()).toBeGreaterThan(Date.now() + 50_000);
    // Not due yet: nothing happens.
    await processEmailJobs({ db: api.db, config, transport: flaky, log: silent });
    expect(calls).toBe(1);
    await api.db.updateTable('email_jobs').set({ run_at: new Date() }).where('id', '=', id).execute();
    await processEmailJobs({ db: api.db, config, transport: flaky, log: silent });
    row = await job(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('queues nothing for an anonymous user, who has no mailbox, one email at a time or many', async () => {
    const anonymous = 'anon-abcdefghij@Anonymous.Invalid';
    expect(await enqueueEmail({ db: api.db, to: anonymous, language: 'ENG', ...welcome })).toBeNull();
    const queued = await enqueueEmails({ db: api.db, emails: [{ to: anonymous, language: 'ENG', ...welcome }, { to: 'real@example.org', language: 'ENG', ...welcome }] });
    expect(queued).toBe(1);
    expect(await jobsTo(anonymous)).toEqual([]);
    expect(await jobsTo('real@example.org')).toHaveLength(1);
  });

  it('gives up after the maximum number of attempts', async () => {
    const id = await queue('dead@example.org');
    const broken: MailTransport = { send: async () => Promise.reject(new Error('550 no such user')) };
    const config = testConfig({ EMAIL_MAX_ATTEMPTS: '2' });
    for (let i = 0; i < 3; i++) {
      await api.db.updateTable('email_jobs').set({ run_at: new Date() }).where('id', '=', id).where('status', '=', 'queued').execute();
      await processEmailJobs({ db: api.db, config, transport: broken, log: silent });
    }
    expect(await job(id)).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('sends over SMTP to a real server, from the background worker', async () => {
    const sink = await startSmtpSink();
    const config = testConfig({ EMAIL_POLL_MS: '20', SMTP_URL: sink.url });
    const id = await queue('smtp@example.org');
    const worker = startEmailWorker({ db: api.db, config, transport: createSmtpTransport(sink.url, config.smtpTimeoutMs), log: silent });
    // A deadline, not a count: on a loaded CI machine the worker's polls may come late.
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && (await job(id)).status !== 'sent') await new Promise((r) => setTimeout(r, 50));
    await worker.stop();
    await sink.close();
    expect((await job(id)).status).toBe('sent');
    expect(sink.accepted).toHaveLength(1);
    expect(sink.accepted[0].raw).toContain('To: smtp@example.org');
    expect(sink.accepted[0].raw).toContain('Subject: Welcome to the Innovation Portal');
  }, 30_000);

  it('sends each message once when two server instances share the queue and sends are slow', async () => {
    // A claim lasts 15 SMTP timeouts (6 s here) and each send takes 2 (0.8 s), as one to a slow
    // server can: ten back to back outlast a claim, so a worker claiming several at once would
    // see its last ones taken over by the other instance and sent twice.
    const config = testConfig({ SMTP_TIMEOUT_MS: '400', EMAIL_POLL_MS: '20' });
    const to = Array.from({ length: 10 }, (_, i) => `instances-${i}@example.org`);
    const ids = await Promise.all(to.map((address) => queue(address)));
    const sent: string[] = [];
    const slow: MailTransport = {
      async send(message) {
        await new Promise((r) => setTimeout(r, 2 * config.smtpTimeoutMs));
        sent.push(message.to);
      },
    };
    const instances = [1, 2].map(() => startEmailWorker({ db: api.db, config, transport: slow, log: silent }));
    const unsent = async () => (await api.db.selectFrom('email_jobs').select('id').where('id', 'in', ids).where('status', '!=', 'sent').execute()).length;
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && (await unsent()) > 0) await new Promise((r) => setTimeout(r, 50));
    await Promise.all(instances.map((worker) => worker.stop()));
    expect(await unsent()).toBe(0);
    expect(to.map((address) => sent.filter((s) => s === address).length)).toEqual(to.map(() => 1));
  }, 30_000);
});

describe('GET /api/outbox', () => {
  it('lists the latest messages for admins, filtered by recipient', async () => {
    const admin = await createUser(api.db, { admin: true });
    await queue('Filter@Example.org');
    const token = await login(api.app, admin.email, admin.password);
    const res = await api.app.inject({ method: 'GET', url: '/api/outbox?to=filter@example.org', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toEqual([
      {
        id: expect.any(Number), to: 'Filter@Example.org', subject: 'Welcome to the Innovation Portal', body: expect.stringContaining('Ana'),
        createdAt: expect.any(String), status: 'queued', language: 'ENG', attempts: 0, lastError: null,
      },
    ]);
    const all = await api.app.inject({ method: 'GET', url: '/api/outbox?limit=2', headers: bearer(token) });
    expect(all.json().messages).toHaveLength(2);
    expect((await api.app.inject({ method: 'GET', url: '/api/outbox?limit=0', headers: bearer(token) })).statusCode).toBe(400);
  });

  it('is refused to participants (403) and anonymous callers (401)', async () => {
    const user = await createUser(api.db);
    const token = await login(api.app, user.email, user.password);
    const participant = await api.app.inject({ method: 'GET', url: '/api/outbox', headers: bearer(token) });
    expect([participant.statusCode, participant.json().error]).toEqual([403, 'FORBIDDEN']);
    expect((await api.app.inject({ method: 'GET', url: '/api/outbox' })).statusCode).toBe(401);
  });
});

describe('the outbox for team leaders, and retrying a failed message', () => {
  it("shows a leader their teams' messages only, and lets admins and that leader retry a failed one", async () => {
    const team = (name: string) => api.db.insertInto('teams').values({ name }).returning('id').executeTakeFirstOrThrow();
    const [own, other] = [(await team('Own')).id, (await team('Other')).id];
    const member = await createUser(api.db, { teamId: own });
    const stranger = await createUser(api.db, { teamId: other });
    const leader = await createUser(api.db, { teamId: own });
    await api.db.insertInto('team_leaders').values({ user_id: leader.user.id, team_id: own }).execute();
    const failed = (to: string) =>
      api.db.insertInto('email_jobs').values({ to_address: to, subject: 'Hello', body: 'x', status: 'failed', attempts: 8, last_error: 'ECONNREFUSED', run_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    const mine = await failed(member.email.toUpperCase());
    const theirs = await failed(stranger.email);
    const headers = bearer(await login(api.app, leader.email, leader.password));
    const admin = await createUser(api.db, { admin: true });
    const adminHeaders = bearer(await login(api.app, admin.email, admin.password));

    const listed = await api.app.inject({ method: 'GET', url: '/api/outbox?status=failed', headers });
    expect(listed.json().messages.map((m: { id: number }) => m.id)).toEqual([mine.id]);
    expect(listed.json().messages[0]).toMatchObject({ status: 'failed', attempts: 8, lastError: 'ECONNREFUSED' });

    const retry = (id: number, h = headers) => post(api.app, '/api/outbox-retry', { headers: { ...h, EmailID: String(id) } });
    expect((await retry(theirs.id)).statusCode).toBe(403);
    const done = await retry(mine.id);
    expect([done.statusCode, done.json().msg]).toEqual([200, 'The email is queued to be sent again.']);
    const job = await api.db.selectFrom('email_jobs').select(['status', 'attempts', 'last_error']).where('id', '=', mine.id).executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'queued', attempts: 0, last_error: null });
    expect((await retry(mine.id)).json().error).toBe('EMAIL_NOT_FAILED');
    expect((await retry(theirs.id, adminHeaders)).statusCode).toBe(200);
    expect((await retry(999999, adminHeaders)).statusCode).toBe(404);
    const audit = await api.db.selectFrom('audit_log').select(['action', 'actor_email']).where('action', '=', 'emailRetried').orderBy('id').execute();
    expect(audit.map((a) => a.actor_email)).toEqual([leader.email, admin.email]);
  });
});

describe('outbox logging without SMTP', () => {
  it('logs the links for someone trying the product, never under NODE_ENV=production', async () => {
    const logged: { to?: string }[] = [];
    const log = { ...silent, info: (fields: { to?: string }) => void logged.push(fields) } as unknown as FastifyInstance['log'];
    // Other tests' jobs may still be queued: drain them all and look at these two only.
    const about = (to: string) => logged.filter((fields) => fields.to === to);
    const drain = async (config: ReturnType<typeof testConfig>) => {
      while ((await processEmailJobs({ db: api.db, config, transport: null, log })) > 0);
    };
    await queue('trying@example.org');
    await drain(testConfig());
    expect(about('trying@example.org')).toEqual([expect.objectContaining({ links: ['http://portal.test/login'] })]);
    await queue('live@example.org');
    await drain(testConfig({ NODE_ENV: 'production' }));
    expect(about('live@example.org')).toEqual([{ emailId: expect.any(Number), to: 'live@example.org', subject: expect.any(String), links: undefined }]);
    expect(JSON.stringify(about('live@example.org'))).not.toContain('http');
  });
});
