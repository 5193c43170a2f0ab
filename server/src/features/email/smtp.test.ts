import type { FastifyInstance } from 'fastify';
import type { OutboxMessage } from 'shared-api/contract';
import { post, setupApiTest, testConfig, uniqueEmail } from '../../test/helpers';
import { startSmtpSink, type SinkMode, type SmtpSink } from '../../test/smtpSink';
import { enqueueEmail } from './queue';
import { createSmtpTransport, processEmailJobs } from './worker';

/**
 * Delivery through the real SMTP client against a local server failing in each way a real one
 * does. A failed attempt leaves the message queued, its attempts and last error on the outbox
 * (read through /api/outbox, as the screen does), due again after base · 2^(attempt-1); once the
 * server recovers each message is accepted exactly once.
 */
const api = setupApiTest();
const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyInstance['log'];
const BASE_MS = 60_000;
/**
 * Each wait of the SMTP client. Well above what a reply from the sink takes even on a busy
 * machine (a starved process can find its timer due before the reply it has already received),
 * so only the cases that stall on purpose time out; those send one message, not three.
 */
const TIMEOUT_MS = 2000;

let sink: SmtpSink;
beforeAll(async () => (sink = await startSmtpSink()));
afterAll(() => sink.close());

const settings = (env: Record<string, string> = {}) =>
  testConfig({ EMAIL_RETRY_BASE_MS: String(BASE_MS), SMTP_TIMEOUT_MS: String(TIMEOUT_MS), SMTP_URL: sink.url, ...env });
/** One worker pass after another until none claims a job: everything due has been tried once. */
async function drain(config = settings()) {
  const transport = createSmtpTransport(config.smtpUrl as string, config.smtpTimeoutMs);
  let total = 0;
  for (let n = -1; n !== 0; total += n) n = await processEmailJobs({ db: api.db, config, transport, log: silent });
  return total;
}
/** Brings the messages' next attempt to now, as waiting out the backoff would. */
const makeDue = (ids: number[]) => api.db.updateTable('email_jobs').set({ run_at: new Date() }).where('id', 'in', ids).where('status', '=', 'queued').execute();
const runAt = async (ids: number[]) =>
  (await api.db.selectFrom('email_jobs').select('run_at').where('id', 'in', ids).execute()).map((r) => r.run_at.getTime());

async function queueMessages(tag: string, count = 3) {
  const to = Array.from({ length: count }, () => uniqueEmail(tag));
  const vars = { name: 'Ana', link: 'http://portal.test/login', support: 'help@portal.test' };
  const ids = await Promise.all(to.map(async (address) => (await enqueueEmail({ db: api.db, to: address, template: 'welcome', language: 'ENG', vars })) as number));
  return { to, ids };
}

/** What the outbox screen shows of each recipient's message. */
async function outbox(to: string[]): Promise<OutboxMessage[]> {
  return Promise.all(
    to.map(async (address) => {
      const res = await api.app.inject({ method: 'GET', url: `/api/outbox?to=${encodeURIComponent(address)}`, headers: api.admin.headers });
      expect(res.statusCode).toBe(200);
      return res.json().messages[0];
    }),
  );
}

const FAILURES: { mode: SinkMode | 'closed'; what: string; error: RegExp; count?: number }[] = [
  { mode: 'closed', what: 'connection refused (nothing listening)', error: /ECONNREFUSED/ },
  { mode: 'busy', what: '421 to MAIL FROM', error: /421 Service not available/ },
  { mode: 'greylist', what: '451 to MAIL FROM (greylisting)', error: /451 Greylisted/ },
  { mode: 'dataTempFail', what: '451 after DATA', error: /451 Local error/ },
  { mode: 'noMailbox', what: '550 to RCPT TO (permanent)', error: /550 Mailbox unavailable/ },
  { mode: 'dataRejected', what: '554 after DATA (permanent)', error: /554 Transaction failed/ },
  { mode: 'silent', what: 'a connection never greeted (timeout)', error: /Greeting never received|Timeout/, count: 1 },
  { mode: 'stall', what: 'no reply to MAIL FROM (timeout)', error: /Timeout/, count: 1 },
];

describe.each(FAILURES)('SMTP failing: $what', ({ mode, error, count }) => {
  it('keeps each message queued with its attempts and error on the outbox, backs off, and delivers it once on recovery', async () => {
    const { to, ids } = await queueMessages(mode, count);
    if (mode === 'closed') await sink.unlisten();
    else sink.mode = mode;
    try {
      for (const attempt of [1, 2]) {
        await makeDue(ids);
        const before = Date.now();
        expect(await drain()).toBe(ids.length);
        const after = Date.now();
        expect(await outbox(to)).toEqual(to.map(() => expect.objectContaining({ status: 'queued', attempts: attempt, lastError: expect.stringMatching(error) })));
        const delay = BASE_MS * 2 ** (attempt - 1);
        for (const due of await runAt(ids)) {
          expect(due).toBeGreaterThanOrEqual(before + delay);
          expect(due).toBeLessThanOrEqual(after + delay);
        }
      }
      // Not due: nothing is tried before the backoff has passed.
      expect(await drain()).toBe(0);
      expect(to.flatMap((address) => sink.acceptedTo(address))).toEqual([]);
    } finally {
      if (mode === 'closed') await sink.listen();
      sink.mode = 'accept';
    }

    await makeDue(ids);
    expect(await drain()).toBe(ids.length);
    expect(await outbox(to)).toEqual(to.map(() => expect.objectContaining({ status: 'sent', attempts: 3, lastError: null })));
    await makeDue(ids);
    expect(await drain()).toBe(0);
    expect(to.map((address) => sink.acceptedTo(address).length)).toEqual(to.map(() => 1));
    // Each message kept one Message-ID over all its attempts (a 451 after DATA is a whole copy
    // received and refused), and no two messages share one: a receiver can drop a repeat.
    const messageIds = to.map((address) => [...new Set(sink.transmitted.filter((d) => d.to === address).map((d) => d.messageId))]);
    expect(messageIds).toEqual(to.map(() => [expect.stringMatching(/^<[^<>@]+@portal\.test>$/)]));
    expect(new Set(messageIds.flat()).size).toBe(to.length);
  }, 20_000);
});

it('fails a message for good after the last attempt, lists it as failed, and Retry on the outbox delivers it once', async () => {
  const config = settings({ EMAIL_MAX_ATTEMPTS: '2' });
  const { to, ids } = await queueMessages('given-up');
  sink.mode = 'noMailbox';
  try {
    for (let i = 0; i < 3; i++) {
      await makeDue(ids);
      await drain(config);
    }
  } finally {
    sink.mode = 'accept';
  }
  expect(await outbox(to)).toEqual(to.map(() => expect.objectContaining({ status: 'failed', attempts: 2, lastError: expect.stringMatching(/550/) })));
  await makeDue(ids);
  expect(await drain(config)).toBe(0);

  for (const id of ids) {
    const retried = await post(api.app, '/api/outbox-retry', { headers: { ...api.admin.headers, EmailID: String(id) } });
    expect(retried.statusCode).toBe(200);
  }
  expect(await drain(config)).toBe(ids.length);
  expect(await outbox(to)).toEqual(to.map(() => expect.objectContaining({ status: 'sent', attempts: 1, lastError: null })));
  expect(to.map((address) => sink.acceptedTo(address).length)).toEqual([1, 1, 1]);
});

it('sends a message again when the reply to it was lost, with the same Message-ID: the one repeat SMTP cannot prevent', async () => {
  const { to, ids } = await queueMessages('lost-reply', 1);
  sink.mode = 'lostReply';
  try {
    await drain();
  } finally {
    sink.mode = 'accept';
  }
  expect(await outbox(to)).toEqual(to.map(() => expect.objectContaining({ status: 'queued', attempts: 1, lastError: expect.stringMatching(/Timeout/) })));
  await makeDue(ids);
  await drain();
  expect(await outbox(to)).toEqual(to.map(() => expect.objectContaining({ status: 'sent', attempts: 2 })));
  // The server holds two copies of each; a receiver dropping repeats by Message-ID keeps one.
  const copies = to.map((address) => sink.acceptedTo(address));
  expect(copies.map((c) => c.length)).toEqual([2]);
  expect(copies.map((c) => new Set(c.map((d) => d.messageId)).size)).toEqual([1]);
});

it("names the sender as the portal in each email's language, or as MAIL_FROM says", async () => {
  const korean = uniqueEmail('from-ko');
  await enqueueEmail({ db: api.db, to: korean, template: 'welcome', language: 'KOR', vars: { name: 'Ana', link: 'http://portal.test/login', support: 'help@portal.test' } });
  await drain(settings({ SUPPORT_EMAIL: 'help@portal.test' }));
  const from = (raw: string) => /^From:\s*(.+)$/im.exec(raw)?.[1];
  expect(from(sink.acceptedTo(korean)[0].raw)).toBe('=?UTF-8?B?7ZiB7IugIO2PrO2EuA==?= <help@portal.test>');
  expect(Buffer.from('7ZiB7IugIO2PrO2EuA==', 'base64').toString()).toBe('혁신 포털');

  const english = uniqueEmail('from-set');
  await enqueueEmail({ db: api.db, to: english, template: 'welcome', language: 'ENG', vars: { name: 'Ana', link: 'http://portal.test/login', support: 'help@portal.test' } });
  await drain(settings({ MAIL_FROM: 'Acme Academy <academy@acme.org>' }));
  expect(from(sink.acceptedTo(english)[0].raw)).toBe('Acme Academy <academy@acme.org>');
});
