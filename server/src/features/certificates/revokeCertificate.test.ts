import type { PortalDataResponse } from 'shared-api/contract';
import { createLoggedInUser, post, setupApiTest, uniqueEmail, type LoggedInUser } from '../../test/helpers';

const api = setupApiTest({ participant: true });

const newTeam = async () => (await api.db.insertInto('teams').values({ name: 'Revoking' }).returning('id').executeTakeFirstOrThrow()).id;
const issue = (teamId: number, date: string, extra: Record<string, string> = {}) =>
  post(api.app, '/api/issue-certs-by-team-cohort', { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: '-1', CertDatetime: date, ...extra } });
/** A participant of the team who finished the assessment: a certificate of completion is theirs. */
const finisher = async (teamId: number, name: string) => {
  const made = await createLoggedInUser(api.db, api.app, { teamId, name, email: uniqueEmail('revoke') });
  await api.db.updateTable('users').set({ finished_assessment: true }).where('id', '=', made.user.id).execute();
  return made;
};
const revoke = (headers: Record<string, string>, userId: number | string) => post(api.app, '/api/revoke-certificate', { headers: { ...headers, UserID: String(userId) } });
const portal = async (p: LoggedInUser) => (await post(api.app, '/api/portal-data', { headers: p.headers })).json() as PortalDataResponse;
const download = (link: string) => api.app.inject({ method: 'GET', url: link });

describe('POST /api/revoke-certificate', () => {
  it('takes the certificate away: hasCert false, the old link dead, also after a new one is issued', async () => {
    const teamId = await newTeam();
    const holder = await finisher(teamId, 'Rita Holder');
    await issue(teamId, '2026-10-01');
    const old = (await portal(holder)).certLink;
    expect((await download(old)).statusCode).toBe(200);

    const res = await revoke(api.admin.headers, holder.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'The certificate of Rita Holder is revoked.' });
    expect(await portal(holder)).toMatchObject({ hasCert: false, certLink: '' });
    expect((await download(old)).statusCode).toBe(404);

    // Issuing again passes over a revoked certificate, and says so; restoring gives it back.
    const again = (await issue(teamId, '2026-11-01')).json();
    expect([again.issued, again.left_out]).toEqual([0, [{ userId: holder.user.id, name: 'Rita Holder', reason: 'revoked' }]]);
    expect(again.msg).toContain('1 person had their certificate revoked and gets none unless you restore it.');
    expect((await portal(holder)).hasCert).toBe(false);
    expect((await issue(teamId, '2026-11-01', { Restore: 'true' })).json()).toMatchObject({ issued: 1, left_out: [] });
    const fresh = (await portal(holder)).certLink;
    expect((await download(fresh)).statusCode).toBe(200);
    expect((await download(old)).statusCode).toBe(404);

    const record = await api.db.selectFrom('audit_log').select(['action', 'team_id']).where('action', '=', 'certificateRevoked').executeTakeFirstOrThrow();
    expect(record).toEqual({ action: 'certificateRevoked', team_id: teamId });
  });

  it('says when there is nothing to revoke, and refuses bad input and everyone but admins', async () => {
    const teamId = await newTeam();
    const none = await finisher(teamId, 'No Cert');
    const refused = await revoke(api.admin.headers, none.user.id);
    expect([refused.statusCode, refused.json().error, refused.json().message]).toEqual([404, 'NO_CERTIFICATE', 'This user holds no certificate.']);
    expect((await revoke(api.admin.headers, 999999)).statusCode).toBe(404);
    for (const bad of ['abc', '', '-1', '1.5']) expect([bad, (await revoke(api.admin.headers, bad)).statusCode]).toEqual([bad, 400]);

    await issue(teamId, '2026-10-01');
    const leader = await createLoggedInUser(api.db, api.app, { teamId, email: uniqueEmail('leader') });
    await api.db.insertInto('team_leaders').values({ user_id: leader.user.id, team_id: teamId }).execute();
    expect((await revoke(leader.headers, none.user.id)).statusCode).toBe(403);
    expect((await revoke(api.participant.headers, none.user.id)).statusCode).toBe(403);
    expect((await revoke({}, none.user.id)).statusCode).toBe(401);
    expect((await portal(none)).hasCert).toBe(true);
  });
});
