import type { AccessLink } from 'shared-api/contract';
import { createLoggedInUser, post, setupApiTest, uniqueEmail, type LoggedInUser } from '../../test/helpers';

/**
 * Editing an assessment link (issue 22): switched off or on, given an end, another cohort or its
 * own email ending. A link that is disabled or past its end registers nobody: 410 LINK_INACTIVE.
 */
const api = setupApiTest({ participant: true });

let teamId: number;
let cohortId: number;
let foreignCohort: number;
let leader: LoggedInUser;
let otherLeader: LoggedInUser;
beforeAll(async () => {
  teamId = (await post(api.app, '/api/add-team', { headers: { ...api.admin.headers, teamName: 'Link Team' } })).json().id;
  const otherTeamId = (await post(api.app, '/api/add-team', { headers: { ...api.admin.headers, teamName: 'Link Other' } })).json().id;
  cohortId = (await post(api.app, '/api/add-cohort', { headers: { ...api.admin.headers, TeamID: String(teamId), CohortName: 'Spring' } })).json().id;
  foreignCohort = (await post(api.app, '/api/add-cohort', { headers: { ...api.admin.headers, TeamID: String(otherTeamId), CohortName: 'Elsewhere' } })).json().id;
  leader = await createLoggedInUser(api.db, api.app, { teamId });
  otherLeader = await createLoggedInUser(api.db, api.app, { teamId: otherTeamId });
  await api.db.insertInto('team_leaders').values([{ user_id: leader.user.id, team_id: teamId }, { user_id: otherLeader.user.id, team_id: otherTeamId }]).execute();
});

let n = 0;
async function newLink(cohort = -1): Promise<string> {
  n += 1;
  const value = `link-${n}-${Date.now().toString(36)}`;
  await post(api.app, '/api/add-access-token', { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: String(cohort), LinkText: value } });
  return value;
}
const edit = (headers: Record<string, string>, as: Record<string, string> = api.admin.headers) => post(api.app, '/api/edit-access-link', { headers: { ...as, ...headers } });
const listed = async (value: string): Promise<AccessLink> =>
  ((await post(api.app, '/api/access-links', { headers: api.admin.headers })).json().linksByTeam[teamId] as AccessLink[]).find((l) => l.value === value)!;
const register = (token: string, email = uniqueEmail('via-link')) =>
  post(api.app, '/api/register-with-token', { payload: { token, email, password: 'long-enough-1', name: 'Via Link' } });

describe('editing a link', () => {
  it('changes what is sent and keeps the rest', async () => {
    const value = await newLink(cohortId);
    expect(await listed(value)).toEqual({ value, cohortID: cohortId, cohort: 'Spring', disabled: false, expires_at: null, email_desc: null });

    const res = await edit({ LinkText: value, Disabled: 'true', ExpiresAt: '2031-05-01T12:00:00Z' });
    expect([res.statusCode, res.json()]).toEqual([200, { msg: 'Assessment link saved.' }]);
    expect(await listed(value)).toMatchObject({ cohortID: cohortId, disabled: true, expires_at: '2031-05-01T12:00:00.000Z' });

    await edit({ LinkText: value, Disabled: 'false', ExpiresAt: '', CohortId: '-1', EmailDesc: 'Acme.org' });
    expect(await listed(value)).toEqual({ value, cohortID: -1, cohort: null, disabled: false, expires_at: null, email_desc: '@acme.org' });
    await edit({ LinkText: value, CohortId: String(cohortId), EmailDesc: '' });
    expect(await listed(value)).toMatchObject({ cohortID: cohortId, cohort: 'Spring', email_desc: null });

    const records = (await post(api.app, '/api/audit-log', { headers: { ...api.admin.headers, Action: 'linkEdited' } })).json().records;
    expect(records[0]).toMatchObject({ teamId, target: [{ kind: 'link', value }], facts: [{ fact: 'cohort', value: 'Spring' }, { fact: 'emailDesc', value: null }] });
  });

  it('holds the email ending it is given at registration', async () => {
    const value = await newLink();
    await edit({ LinkText: value, EmailDesc: '@acme.org' });
    expect((await post(api.app, '/api/team-access-token', { headers: { Token: value } })).json()).toEqual({ valid: true, emailDesc: '@acme.org' });
    const wrong = await register(value, uniqueEmail('wrong'));
    expect([wrong.statusCode, wrong.json().error]).toEqual([400, 'VALIDATION']);
    expect((await register(value, `ana-${Date.now()}@acme.org`)).statusCode).toBe(200);
  });

  it('lets an admin and the leader of the link\'s team, and no one else', async () => {
    const value = await newLink();
    const cases: [string, Record<string, string>, number, string | undefined][] = [
      ['participant', api.participant.headers, 403, 'FORBIDDEN'],
      ['other leader', otherLeader.headers, 403, 'FORBIDDEN'],
      ['anonymous', {}, 401, 'UNAUTHORIZED'],
      ['leader', leader.headers, 200, undefined],
      ['admin', api.admin.headers, 200, undefined],
    ];
    for (const [who, headers, status, error] of cases) {
      const res = await edit({ LinkText: value, Disabled: 'true' }, headers);
      expect([who, res.statusCode, res.json().error]).toEqual([who, status, error]);
    }
  });

  it('answers bad input with 4xx in the one error shape', async () => {
    const value = await newLink();
    const cases: [Record<string, string>, number, string][] = [
      [{}, 400, 'VALIDATION'],
      [{ LinkText: 'no-such-link' }, 404, 'NOT_FOUND'],
      [{ LinkText: value, Disabled: 'maybe' }, 400, 'VALIDATION'],
      [{ LinkText: value, ExpiresAt: 'tomorrow' }, 400, 'VALIDATION'],
      [{ LinkText: value, ExpiresAt: '2031-02-30T10:00:00Z' }, 400, 'VALIDATION'],
      [{ LinkText: value, ExpiresAt: '2031-05-01' }, 400, 'VALIDATION'],
      [{ LinkText: value, CohortId: 'abc' }, 400, 'VALIDATION'],
      [{ LinkText: value, CohortId: '-2' }, 400, 'VALIDATION'],
      [{ LinkText: value, CohortId: '999999' }, 404, 'NOT_FOUND'],
      [{ LinkText: value, CohortId: String(foreignCohort) }, 404, 'NOT_FOUND'],
      [{ LinkText: value, EmailDesc: 'not a domain' }, 400, 'VALIDATION'],
    ];
    for (const [headers, status, code] of cases) {
      const res = await edit(headers);
      expect([headers, res.statusCode, res.json().error, typeof res.json().message]).toEqual([headers, status, code, 'string']);
    }
    const body = await post(api.app, '/api/edit-access-link', { headers: api.admin.headers, payload: { LinkText: value, Disabled: true, CohortId: { toString: 1 } } });
    expect([body.statusCode, body.json().error]).toEqual([400, 'VALIDATION']);
    expect(await listed(value)).toMatchObject({ disabled: false, cohortID: -1 });
  });
});

describe('a link that no longer works', () => {
  it('is refused with 410 LINK_INACTIVE when disabled or past its end, and creates nobody', async () => {
    const disabled = await newLink(cohortId);
    const expired = await newLink();
    await edit({ LinkText: disabled, Disabled: 'true' });
    await edit({ LinkText: expired, ExpiresAt: new Date(Date.now() - 60_000).toISOString() });
    const before = await api.db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    for (const token of [disabled, expired]) {
      const check = await post(api.app, '/api/team-access-token', { headers: { Token: token } });
      expect([token, check.statusCode, check.json()]).toEqual([token, 410, {
        error: 'LINK_INACTIVE',
        message: 'This assessment link is no longer active. Please ask the person who sent it to you for a new one.',
      }]);
      const reg = await register(token);
      expect([reg.statusCode, reg.json().error]).toEqual([410, 'LINK_INACTIVE']);
    }
    const korean = await post(api.app, '/api/team-access-token', { headers: { Token: disabled, cookie: 'lang=KOR' } });
    expect(korean.json().message).toBe('이 평가 링크는 더 이상 사용할 수 없습니다. 링크를 보낸 사람에게 새 링크를 요청하세요.');
    const after = await api.db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect((await listed(expired)).disabled).toBe(false);
  });

  it('works again once enabled, or given a later end', async () => {
    const value = await newLink();
    await edit({ LinkText: value, Disabled: 'true', ExpiresAt: '2020-01-01T00:00:00Z' });
    await edit({ LinkText: value, Disabled: 'false', ExpiresAt: '2999-01-01T00:00:00+02:00' });
    expect((await post(api.app, '/api/team-access-token', { headers: { Token: value } })).json()).toEqual({ valid: true, emailDesc: '' });
    expect((await register(value)).statusCode).toBe(200);
  });
});
