import type { AuditRecord } from 'shared-api/contract';
import { createLoggedInUser, post, setupApiTest, uniqueEmail, type LoggedInUser } from '../../test/helpers';

/**
 * The audit log (issue 11): every change an admin or a team leader makes is one record, written
 * with the change; a refused change leaves none; admins read them filtered and paged, or as TSV.
 */
const api = setupApiTest();

const records = async (filters: Record<string, string> = {}) => {
  const res = await post(api.app, '/api/audit-log', { headers: { ...api.admin.headers, ...filters } });
  expect(res.statusCode).toBe(200);
  return res.json().records as AuditRecord[];
};

let teamId: number;
let leader: LoggedInUser;
beforeAll(async () => {
  const created = await post(api.app, '/api/add-team', { headers: { ...api.admin.headers, teamName: 'Audited' } });
  teamId = created.json().id;
  leader = await createLoggedInUser(api.db, api.app, { teamId });
  await api.db.insertInto('team_leaders').values({ user_id: leader.user.id, team_id: teamId }).execute();
});

describe('recording', () => {
  it('records who did what to which team, admin or leader', async () => {
    const [created] = await records({ TeamID: String(teamId) });
    expect(created).toMatchObject({
      action: 'teamCreated', teamId, actorEmail: api.admin.email, actorRole: 'admin',
      target: [{ kind: 'team', id: teamId }], facts: [{ fact: 'name', value: 'Audited' }],
    });

    await post(api.app, '/api/add-cohort', { headers: { ...leader.headers, TeamID: String(teamId), CohortName: 'Spring' } });
    await post(api.app, '/api/activate-pre-class-by-team-cohort', { headers: { ...leader.headers, TeamID: String(teamId), CohortId: '-1' } });
    const byLeader = await records({ ActorEmail: leader.email });
    expect(byLeader.map((r) => [r.action, r.actorRole, r.target, r.facts])).toEqual([
      ['preClassOpened', 'leader', [{ kind: 'allCohorts' }], [{ fact: 'users', value: 1 }]],
      ['cohortCreated', 'leader', [{ kind: 'cohort', id: expect.any(Number), name: 'Spring' }], [{ fact: 'name', value: 'Spring' }]],
    ]);
  });

  it('never writes a password, and records users, classes and their changes', async () => {
    const email = uniqueEmail('audited');
    const added = await post(api.app, '/api/add-user', { headers: { ...api.admin.headers, TeamID: String(teamId), Name: 'Ana', Email: email, Password: 'secret-pass-123' } });
    const userId = added.json().id as number;
    await post(api.app, '/api/edit-user-password', { headers: { ...leader.headers, UserID: String(userId), UserPassword: 'other-secret-456' } });
    await post(api.app, '/api/edit-user', { headers: { ...api.admin.headers, UserID: String(userId), UserName: 'Ana Lima', UserEmail: email, UserTeamLeader: 'true' } });
    const cls = await post(api.app, '/api/add-class', { headers: { ...api.admin.headers, Name: 'Audit Class', TeamID: String(teamId), Price: '10' } });
    await post(api.app, '/api/class-open-assessment', { headers: { ...api.admin.headers, ClassID: String(cls.json().id) } });
    await post(api.app, '/api/delete-user', { headers: { ...api.admin.headers, UserID: String(userId) } });

    const all = await records({ TeamID: String(teamId) });
    expect(all.slice(0, 6).map((r) => r.action)).toEqual(['userDeleted', 'classAssessmentOpened', 'classCreated', 'userEdited', 'passwordSet', 'userAdded']);
    // The user is deleted since: their records stay, without their email and name (issue 26).
    expect(all.find((r) => r.action === 'userEdited')).toMatchObject({ target: [{ kind: 'deletedUser', id: userId }], facts: [{ fact: 'teamLeader', value: true }] });
    expect(all.find((r) => r.action === 'passwordSet')?.facts).toEqual([{ fact: 'sessionsEnded' }]);
    expect(all.find((r) => r.action === 'classCreated')?.facts).toEqual(
      expect.arrayContaining([{ fact: 'name', value: 'Audit Class' }, { fact: 'price', value: { minor: 1000, currency: 'usd' } }]),
    );
    expect(JSON.stringify(all)).not.toMatch(/secret-pass|other-secret|password_hash/);
  });

  it('records a team edit as what it set: settings, their language, domains, departments, slides', async () => {
    const payload = {
      email_domains: ['acme.org'],
      departments: [{ name: 'Sales', children: [] }],
      settings: { publicSlug: null, academyQuestion: true, language: 'KOR', isPlatform: true },
      slides: [],
    };
    const res = await post(api.app, '/api/edit-team', { headers: { ...api.admin.headers, TeamID: String(teamId), TeamName: 'Audited' }, payload });
    expect(res.statusCode).toBe(200);
    const [edited] = await records({ TeamID: String(teamId), Action: 'teamEdited' });
    expect(edited.facts).toEqual([
      { fact: 'name', value: 'Audited' },
      { fact: 'departments' },
      { fact: 'emailDomains', value: ['acme.org'] },
      { fact: 'publicSlug', value: null },
      { fact: 'academyQuestion', value: true },
      { fact: 'language', value: { language: 'KOR' } },
      { fact: 'slides', value: 0 },
    ]);
  });

  it('leaves no record of a change that was refused', async () => {
    const before = (await records({ Action: 'linkCreated' })).length;
    const link = { ...api.admin.headers, TeamID: String(teamId), CohortId: '-1', LinkText: `audit-${Date.now()}` };
    expect((await post(api.app, '/api/add-access-token', { headers: link })).statusCode).toBe(200);
    expect((await post(api.app, '/api/add-access-token', { headers: link })).json().error).toBe('LINK_TAKEN');
    expect((await records({ Action: 'linkCreated' })).length).toBe(before + 1);
  });
});

describe('reading', () => {
  it('pages newest first with Before and next', async () => {
    const first = await post(api.app, '/api/audit-log', { headers: { ...api.admin.headers, Limit: '2' } });
    const page1 = first.json();
    expect(page1.records).toHaveLength(2);
    expect(page1.next).toBe(page1.records[1].id);
    const page2 = (await post(api.app, '/api/audit-log', { headers: { ...api.admin.headers, Limit: '2', Before: String(page1.next) } })).json();
    expect(page2.records[0].id).toBeLessThan(page1.records[1].id);
    const everything = (await post(api.app, '/api/audit-log', { headers: { ...api.admin.headers, Limit: '200' } })).json();
    expect(everything.next).toBeNull();
  });

  it('is for admins only, and refuses bad filters', async () => {
    expect((await post(api.app, '/api/audit-log', { headers: leader.headers })).statusCode).toBe(403);
    expect((await post(api.app, '/api/audit-log')).statusCode).toBe(401);
    for (const bad of [{ Action: 'team.explode' }, { Limit: '0' }, { Limit: '201' }, { TeamID: 'x' }, { Before: '-1' }]) {
      const res = await post(api.app, '/api/audit-log', { headers: { ...api.admin.headers, ...bad } });
      expect([res.statusCode, res.json().error]).toEqual([400, 'VALIDATION']);
    }
  });

  it('exports the same records as a formula-safe TSV', async () => {
    await post(api.app, '/api/add-team', { headers: { ...api.admin.headers, teamName: '=HYPERLINK("x")' } });
    const res = await post(api.app, '/api/audit-log-tsv', { headers: { ...api.admin.headers, Action: 'teamCreated' } });
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.tsv"');
    const lines = res.body.replace(/^\ufeff/, '').trim().split(/\r?\n/);
    expect(lines[0].split('\t')).toEqual(['When (UTC)', 'Who', 'Role', 'Action', 'Team', 'Target', 'Summary']);
    const cells = lines[1].split('\t');
    expect(cells.slice(2, 4)).toEqual(['Admin', 'Team created']);
    expect(cells[5]).toMatch(/^Team \d+$/);
    expect(cells[6]).toBe('"Name: =HYPERLINK(""x"")"');
    expect(lines.length - 1).toBe((await records({ Action: 'teamCreated', Limit: '200' })).length);
  });

  it('writes the TSV in the reader language: header, roles, actions, targets and facts', async () => {
    const korean = await createLoggedInUser(api.db, api.app, { admin: true, language: 'KOR' });
    const res = await post(api.app, '/api/audit-log-tsv', { headers: { ...korean.headers, TeamID: String(teamId), Action: 'userEdited' } });
    const [header, line] = res.body.replace(/^\ufeff/, '').trim().split(/\r?\n/);
    expect(header.split('\t')).toEqual(['일시(UTC)', '작업자', '역할', '작업', '팀', '대상', '요약']);
    expect(line.split('\t').slice(2)).toEqual(['관리자', '사용자 수정됨', String(teamId), expect.stringMatching(/^삭제된 사용자 #\d+$/), '팀 리더: 예']);
  });
});
