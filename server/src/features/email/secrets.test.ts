import type { FastifyInstance } from 'fastify';
import { LANGUAGES, OUTBOX_MAX } from 'shared-api/contract';
import { translate } from 'shared-api/texts';
import { createLoggedInUser, createUser, login, post, setupApiTest, testConfig, type LoggedInUser } from '../../test/helpers';
import { renderEmail, revealSecrets } from './templates';
import { processEmailJobs, type MailTransport, type OutgoingEmail } from './worker';

/**
 * A set-password link is its recipient's credential (DESIGN.md "Decisions for trust"): the outbox
 * shows a marker in its place, to administrators and team leaders alike; only the message the
 * mail server receives carries it, and once sent the stored copy keeps no usable token.
 */
const api = setupApiTest();
const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyInstance['log'];
const ENGLISH_MARKER = '[link hidden: only the recipient can use it]';

let team: number;
let leader: LoggedInUser;
beforeAll(async () => {
  team = (await api.db.insertInto('teams').values({ name: 'Secrets' }).returning('id').executeTakeFirstOrThrow()).id;
  leader = await createLoggedInUser(api.db, api.app, { teamId: team, language: 'KOR' });
  await api.db.insertInto('team_leaders').values({ user_id: leader.user.id, team_id: team }).execute();
});

const sent: OutgoingEmail[] = [];
const capture: MailTransport = { send: async (message) => void sent.push(message) };
/** Worker passes until nothing is due: what the background worker would do. */
async function drain(transport: MailTransport | null, config = testConfig(), log = silent) {
  while ((await processEmailJobs({ db: api.db, config, transport, log })) > 0);
}
const tokenIn = (text: string) => decodeURIComponent(/http:\/\/portal\.test\/reset\?c=(\S+)/.exec(text)?.[1] ?? '');
const jobTo = (email: string) => api.db.selectFrom('email_jobs').selectAll().where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
const outbox = async (headers: Record<string, string>, query = '') => {
  const res = await api.app.inject({ method: 'GET', url: `/api/outbox${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res;
};
const setPassword = (token: string, password: string) =>
  post(api.app, '/api/update-password', { headers: { authorization: `Bearer ${token}`, UserPassword: password } });

/** What admins and the leader read of the message to `email`: a marker, never a link or token. */
async function expectHidden(email: string, token?: string) {
  for (const [headers, marker] of [[api.admin.headers, ENGLISH_MARKER], [leader.headers, translate('KOR', 'outbox.linkHidden')]] as const) {
    const [message] = (await outbox(headers, `?to=${encodeURIComponent(email)}`)).json().messages;
    expect(message.body).toContain(marker);
    expect(message.body).not.toMatch(/reset\?c=|[\uE000\uE001]/);
    if (!token) continue;
    const whole = (await outbox(headers, `?limit=${OUTBOX_MAX}`)).body;
    expect(whole).not.toContain(token);
    expect(whole).not.toContain(encodeURIComponent(token));
  }
}

it('stores each secret var as a sentinel that sending turns back into the message rendered with it, in every language', () => {
  const vars = { name: 'Ana', email: 'ana@example.org', days: 7, support: 'help@portal.test', link: 'http://portal.test/reset?c=a$&b%2B' };
  for (const language of LANGUAGES) {
    for (const template of ['reset', 'welcome'] as const) {
      const stored = renderEmail({ template, language, vars });
      expect(stored.secrets).toEqual({ link: vars.link });
      expect(stored.body).not.toContain('reset?c=');
      expect(revealSecrets(stored.body, stored.secrets)).toBe(translate(language, `email.${template}.body`, vars));
    }
  }
  expect(renderEmail({ template: 'certificate', language: 'ENG', vars }).secrets).toBeNull();
  // A name typed to look like a sentinel stays a name.
  const forged = renderEmail({ template: 'reset', language: 'ENG', vars: { ...vars, name: '\uE000link\uE001' } });
  expect(revealSecrets(forged.body, forged.secrets).match(/reset\?c=/g)).toHaveLength(1);
});

it('hides a reset link from admins and leaders, sends it to its recipient, where it sets the password, and then keeps no token', async () => {
  const member = await createUser(api.db, { teamId: team, language: 'SPA' });
  expect((await post(api.app, '/api/reset-request', { payload: { email: member.email } })).statusCode).toBe(200);
  await expectHidden(member.email);

  await drain(capture);
  const delivered = sent.filter((message) => message.to === member.email);
  expect(delivered).toHaveLength(1);
  const token = tokenIn(delivered[0].text);
  expect(token).not.toBe('');
  const row = await jobTo(member.email);
  expect(row).toMatchObject({ status: 'sent', secrets: null });
  expect(`${row.subject}${row.body}`).not.toContain(encodeURIComponent(token));
  await expectHidden(member.email, token);

  expect((await setPassword(token, 'chosen-by-ana-1')).statusCode).toBe(200);
  expect(await login(api.app, member.email, 'chosen-by-ana-1')).toEqual(expect.any(String));
});

it('keeps a failed welcome link for Retry, which sends the original message with its working link', async () => {
  const member = await createUser(api.db, { teamId: team });
  expect((await post(api.app, '/api/reset-send-welcomes', { headers: leader.headers, payload: { UserIDs: [member.user.id] } })).statusCode).toBe(200);
  const queued = await jobTo(member.email);
  const link = queued.secrets?.link as string;
  expect(link).toMatch(/^http:\/\/portal\.test\/reset\?c=/);

  await drain({ send: async () => Promise.reject(new Error('550 no such user')) }, testConfig({ EMAIL_MAX_ATTEMPTS: '1' }));
  expect(await jobTo(member.email)).toMatchObject({ status: 'failed', secrets: { link } });
  await expectHidden(member.email, tokenIn(link));

  const retried = await post(api.app, '/api/outbox-retry', { headers: { ...leader.headers, EmailID: String(queued.id) } });
  expect(retried.statusCode).toBe(200);
  await drain(capture);
  const [message] = sent.filter((m) => m.to === member.email);
  expect(message.text).toBe(revealSecrets(queued.body, { link }));
  expect(message.text).toContain(link);
  expect(await jobTo(member.email)).toMatchObject({ status: 'sent', secrets: null });
  await expectHidden(member.email, tokenIn(link));
  expect((await setPassword(tokenIn(message.text), 'welcome-chosen-1')).statusCode).toBe(200);
});

it('without SMTP logs the live link for someone trying the product and keeps the message without it', async () => {
  const member = await createUser(api.db, { teamId: team });
  await post(api.app, '/api/reset-request', { payload: { email: member.email } });
  const link = (await jobTo(member.email)).secrets?.link as string;
  const logged: { to?: string; links?: string[] }[] = [];
  await drain(null, testConfig(), { ...silent, info: (fields: { to?: string }) => void logged.push(fields) } as unknown as FastifyInstance['log']);
  expect(logged.filter((fields) => fields.to === member.email)).toEqual([expect.objectContaining({ links: [link] })]);
  expect(await jobTo(member.email)).toMatchObject({ status: 'outbox', secrets: null });
  await expectHidden(member.email, tokenIn(link));
});
