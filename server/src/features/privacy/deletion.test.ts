import { DELETION_DUE_DAYS } from 'shared-api/contract';
import { translate } from 'shared-api/texts';
import { hashToken } from '../auth';
import { ANONYMOUS_DOMAIN } from '../email';
import { createLoggedInUser, post, setupApiTest, testApp, type LoggedInUser } from '../../test/helpers';

// A person's request to be erased (issue 26): asked for on /account, confirmed through an email's
// link, listed for the admins, carried out with /api/delete-user.
const api = setupApiTest({ admin: true });

const request = (user: LoggedInUser) => post(api.app, '/api/request-deletion', { headers: user.headers });
const confirm = (token?: string, headers: Record<string, string> = {}) =>
  post(api.app, '/api/confirm-deletion', { headers: { ...headers, ...(token === undefined ? {} : { Token: token }) } });
const list = (user: LoggedInUser) => post(api.app, '/api/deletion-requests', { headers: user.headers });

/** The newest email to `email`, and the token of its confirmation link (kept in the job's secrets). */
async function deletionEmail(email: string) {
  const job = await api.db.selectFrom('email_jobs').selectAll().where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const link = job.secrets?.link ?? '';
  return { job, link, token: decodeURIComponent(/confirm-deletion\?c=(\S+)/.exec(link)?.[1] ?? '') };
}

const leaderOf = async (teamId: number) => {
  const leader = await createLoggedInUser(api.db, api.app, { teamId });
  await api.db.insertInto('team_leaders').values({ user_id: leader.user.id, team_id: teamId }).execute();
  return leader;
};

let teamId: number;
beforeAll(async () => {
  teamId = (await api.db.insertInto('teams').values({ name: 'Acme' }).returning('id').executeTakeFirstOrThrow()).id;
});

describe('/api/request-deletion', () => {
  it('stores only a hash of a new 24-hour link and emails the link in the person’s language', async () => {
    const ana = await createLoggedInUser(api.db, api.app, { teamId, name: 'Ana Lima', language: 'SPA' });
    const res = await request(ana);
    expect([res.statusCode, res.json()]).toEqual([200, { msg: translate('SPA', 'account.deletionEmailSent') }]);
    const { job, link, token } = await deletionEmail(ana.email);
    expect(link).toMatch(/^http:\/\/portal\.test\/confirm-deletion\?c=[\w-]+$/);
    expect(job.subject).toBe(translate('SPA', 'email.deletion.subject'));
    expect(job.body).toContain('Ana Lima');
    // The outbox shows the message without the link: reading it must not confirm anyone's erasure.
    expect(job.body).not.toContain(token);
    const row = await api.db.selectFrom('deletion_requests').selectAll().where('user_id', '=', ana.user.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    expect(row.confirmed_at).toBeNull();
    expect(new Date(row.expires_at).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(new Date(row.expires_at).getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
  });

  it('replaces an earlier request: only the newest link works', async () => {
    const ben = await createLoggedInUser(api.db, api.app, { teamId });
    await request(ben);
    const first = (await deletionEmail(ben.email)).token;
    await request(ben);
    const second = (await deletionEmail(ben.email)).token;
    expect(second).not.toBe(first);
    expect((await confirm(first)).json().error).toBe('DELETION_LINK_INVALID');
    expect((await confirm(second)).statusCode).toBe(200);
    expect(await api.db.selectFrom('deletion_requests').select('user_id').where('user_id', '=', ben.user.id).execute()).toHaveLength(1);
  });

  it('refuses a new request once one is confirmed, which stays confirmed and sends no new link', async () => {
    const fay = await createLoggedInUser(api.db, api.app, { teamId, language: 'KOR' });
    await request(fay);
    const { job, token } = await deletionEmail(fay.email);
    expect((await confirm(token)).statusCode).toBe(200);
    const confirmed = await api.db.selectFrom('deletion_requests').selectAll().where('user_id', '=', fay.user.id).executeTakeFirstOrThrow();
    const res = await request(fay);
    expect([res.statusCode, res.json().error, res.json().message]).toEqual([409, 'DELETION_ALREADY_CONFIRMED', translate('KOR', 'errors.DELETION_ALREADY_CONFIRMED')]);
    expect(await api.db.selectFrom('deletion_requests').selectAll().where('user_id', '=', fay.user.id).executeTakeFirstOrThrow()).toEqual(confirmed);
    expect((await deletionEmail(fay.email)).job.id).toBe(job.id);
  });

  it('is for participants and team leaders; an admin is refused with a reason, a visitor must log in', async () => {
    expect((await request(await leaderOf(teamId))).statusCode).toBe(200);
    const admin = await request(api.admin);
    expect([admin.statusCode, admin.json().error, admin.json().message]).toEqual([403, 'DELETION_NOT_FOR_ADMINS', translate('ENG', 'errors.DELETION_NOT_FOR_ADMINS')]);
    expect((await post(api.app, '/api/request-deletion')).statusCode).toBe(401);
    expect(await api.db.selectFrom('deletion_requests').select('user_id').where('user_id', '=', api.admin.user.id).execute()).toEqual([]);
  });

  it('refuses an account no email can reach (an anonymous user’s)', async () => {
    const anonymous = await createLoggedInUser(api.db, api.app, { teamId, email: `anon-${Date.now()}@${ANONYMOUS_DOMAIN}` });
    const res = await request(anonymous);
    expect([res.statusCode, res.json().error]).toEqual([409, 'DELETION_NO_MAILBOX']);
  });

  it('is throttled per account as reset emails are', async () => {
    const { app } = await testApp({ db: api.db, env: { RATE_LIMIT_PER_EMAIL: '2' } });
    try {
      const cara = await createLoggedInUser(api.db, app, { teamId });
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await post(app, '/api/request-deletion', { headers: cara.headers })).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await app.close();
    }
  });
});

describe('/api/confirm-deletion', () => {
  it('confirms once, through the link alone, in the browser’s language', async () => {
    const dan = await createLoggedInUser(api.db, api.app, { teamId });
    await request(dan);
    const { token } = await deletionEmail(dan.email);
    const res = await confirm(token, { cookie: 'lang=BRPT' });
    expect([res.statusCode, res.json()]).toEqual([200, { msg: translate('BRPT', 'account.deletionConfirmed', { days: DELETION_DUE_DAYS }) }]);
    const row = await api.db.selectFrom('deletion_requests').select('confirmed_at').where('user_id', '=', dan.user.id).executeTakeFirstOrThrow();
    expect(row.confirmed_at).not.toBeNull();
    // Used: a second click says so and changes nothing.
    const again = await confirm(token);
    expect([again.statusCode, again.json().error]).toEqual([400, 'DELETION_LINK_INVALID']);
  });

  it('refuses a missing, unknown or expired link with a translated message, never a 500', async () => {
    const eve = await createLoggedInUser(api.db, api.app, { teamId });
    await request(eve);
    const { token } = await deletionEmail(eve.email);
    await api.db.updateTable('deletion_requests').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', eve.user.id).execute();
    for (const sent of [undefined, '', 'no-such-link', '%%%', 'x'.repeat(300), token]) {
      const res = await confirm(sent, { cookie: 'lang=KOR' });
      expect([sent?.slice(0, 10), res.statusCode < 500, res.statusCode >= 400]).toEqual([sent?.slice(0, 10), true, true]);
      if (res.json().error !== 'VALIDATION') expect([res.json().error, res.json().message]).toEqual(['DELETION_LINK_INVALID', translate('KOR', 'errors.DELETION_LINK_INVALID')]);
    }
    const row = await api.db.selectFrom('deletion_requests').select('confirmed_at').where('user_id', '=', eve.user.id).executeTakeFirstOrThrow();
    expect(row.confirmed_at).toBeNull();
  });
});

describe('/api/deletion-requests', () => {
  it('lists the confirmed requests for admins, oldest first, due DELETION_DUE_DAYS after confirmation, until /api/delete-user carries one out', async () => {
    const team = await api.db.insertInto('teams').values({ name: 'Listed' }).returning('id').executeTakeFirstOrThrow();
    const [older, newer, unconfirmed] = [
      await createLoggedInUser(api.db, api.app, { teamId: team.id, name: 'Older' }),
      await createLoggedInUser(api.db, api.app, { teamId: team.id, name: 'Newer' }),
      await createLoggedInUser(api.db, api.app, { teamId: team.id, name: 'Unconfirmed' }),
    ];
    for (const user of [newer, older, unconfirmed]) await request(user);
    for (const user of [older, newer]) await confirm((await deletionEmail(user.email)).token);
    const confirmedAt = new Date('2026-01-10T08:00:00Z');
    await api.db.updateTable('deletion_requests').set({ confirmed_at: confirmedAt }).where('user_id', '=', older.user.id).execute();

    const mine = (body: { requests: { userId: number }[] }) => body.requests.filter((r) => [older, newer, unconfirmed].some((u) => u.user.id === r.userId));
    const res = await list(api.admin);
    expect(res.statusCode).toBe(200);
    expect(mine(res.json())).toEqual([
      {
        userId: older.user.id, name: 'Older', email: older.email, teamId: team.id, teamName: 'Listed',
        requestedAt: expect.any(String), confirmedAt: confirmedAt.toISOString(), dueBy: '2026-02-09T08:00:00.000Z',
      },
      expect.objectContaining({ userId: newer.user.id, name: 'Newer' }),
    ]);

    const deleted = await post(api.app, '/api/delete-user', { headers: { ...api.admin.headers, UserID: String(older.user.id) } });
    expect(deleted.statusCode).toBe(200);
    expect(mine((await list(api.admin)).json()).map((r) => r.userId)).toEqual([newer.user.id]);
    expect(await api.db.selectFrom('deletion_requests').select('user_id').where('user_id', '=', older.user.id).execute()).toEqual([]);
  });

  it('is for admins only', async () => {
    const participant = await createLoggedInUser(api.db, api.app, { teamId });
    expect((await list(participant)).statusCode).toBe(403);
    expect((await list(await leaderOf(teamId))).statusCode).toBe(403);
    expect((await post(api.app, '/api/deletion-requests')).statusCode).toBe(401);
  });
});
