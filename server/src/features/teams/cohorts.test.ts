import type { AuditRecord } from 'shared-api/contract';
import { createLoggedInUser, createUser, post, setupApiTest, type LoggedInUser } from '../../test/helpers';

/**
 * Cohorts (issue 22): a team's names are its own and unique whatever their case; a cohort is
 * renamed or deleted by an admin or a leader of its team; deleting one keeps its users, without
 * a cohort, and stops its links; the audit log names cohorts by name.
 */
const api = setupApiTest({ participant: true });

let teamId: number;
let otherTeamId: number;
let leader: LoggedInUser;
let otherLeader: LoggedInUser;
beforeAll(async () => {
  teamId = (await post(api.app, '/api/add-team', { headers: { ...api.admin.headers, teamName: 'Cohort Team' } })).json().id;
  otherTeamId = (await post(api.app, '/api/add-team', { headers: { ...api.admin.headers, teamName: 'Other Team' } })).json().id;
  leader = await createLoggedInUser(api.db, api.app, { teamId });
  otherLeader = await createLoggedInUser(api.db, api.app, { teamId: otherTeamId });
  await api.db.insertInto('team_leaders').values([{ user_id: leader.user.id, team_id: teamId }, { user_id: otherLeader.user.id, team_id: otherTeamId }]).execute();
});

const call = (url: string, headers: Record<string, string>, as: Record<string, string> = api.admin.headers) => post(api.app, url, { headers: { ...as, ...headers } });
const addCohort = async (name: string, team = teamId) => (await call('/api/add-cohort', { TeamID: String(team), CohortName: name })).json().id as number;
const names = async (team = teamId) => Object.values((await post(api.app, '/api/cohorts', { headers: api.admin.headers })).json().cohortsByTeam[team] ?? {});
const auditOf = async (action: string) =>
  (await post(api.app, '/api/audit-log', { headers: { ...api.admin.headers, TeamID: String(teamId), Action: action } })).json().records as AuditRecord[];

describe('cohort names', () => {
  it('refuses a name the team already uses, trimmed and whatever its case, in the caller\'s language', async () => {
    await addCohort('Spring');
    for (const name of ['Spring', '  spring ', 'SPRING']) {
      const res = await call('/api/add-cohort', { TeamID: String(teamId), CohortName: name });
      expect([res.statusCode, res.json().error, res.json().message]).toEqual([409, 'COHORT_TAKEN', 'That team already has a cohort with this name. Please choose another name.']);
    }
    const spanishAdmin = await createLoggedInUser(api.db, api.app, { admin: true, language: 'SPA' });
    const spanish = await call('/api/add-cohort', { TeamID: String(teamId), CohortName: 'spring' }, spanishAdmin.headers);
    expect(spanish.json().message).toBe('Ese equipo ya tiene una cohorte con este nombre. Elija otro nombre.');
    // Another team's names are its own.
    expect(await addCohort('Spring', otherTeamId)).toEqual(expect.any(Number));
    expect(await names()).toEqual(['Spring']);
  });

  it('renames a cohort, to another case of its own name too, but not to another cohort\'s', async () => {
    const id = await addCohort('Sprnig');
    const renamed = await call('/api/edit-cohort', { CohortId: String(id), CohortName: 'Summer' });
    expect([renamed.statusCode, renamed.json()]).toEqual([200, { msg: 'The cohort is now called Summer.' }]);
    expect((await call('/api/edit-cohort', { CohortId: String(id), CohortName: 'summer' })).statusCode).toBe(200);
    const taken = await call('/api/edit-cohort', { CohortId: String(id), CohortName: ' SPRING' });
    expect([taken.statusCode, taken.json().error]).toEqual([409, 'COHORT_TAKEN']);
    expect(await names()).toEqual(['Spring', 'summer']);
    const [record] = await auditOf('cohortRenamed');
    expect(record).toMatchObject({
      target: [{ kind: 'cohort', id, name: 'summer' }],
      facts: [{ fact: 'previousName', value: 'Summer' }, { fact: 'name', value: 'summer' }],
    });
  });
});

describe('deleting a cohort', () => {
  it('leaves its users without a cohort, disables its links and keeps everything else', async () => {
    const id = await addCohort('Autumn');
    const kept = await addCohort('Winter');
    const { user: member } = await createUser(api.db, { teamId });
    const { user: other } = await createUser(api.db, { teamId });
    await api.db.updateTable('users').set({ cohort_id: id, finished_assessment: true }).where('id', '=', member.id).execute();
    await api.db.updateTable('users').set({ cohort_id: kept }).where('id', '=', other.id).execute();
    await call('/api/add-access-token', { TeamID: String(teamId), CohortId: String(id), LinkText: 'autumn-link' });
    await call('/api/add-access-token', { TeamID: String(teamId), CohortId: String(kept), LinkText: 'winter-link' });

    const res = await call('/api/delete-cohort', { CohortId: String(id) });
    expect([res.statusCode, res.json()]).toEqual([200, { msg: 'The cohort Autumn has been deleted: 1 user no longer in a cohort, 1 assessment link disabled.' }]);
    const users = await api.db.selectFrom('users').select(['id', 'cohort_id', 'finished_assessment']).where('id', 'in', [member.id, other.id]).orderBy('id').execute();
    expect(users).toEqual([{ id: member.id, cohort_id: null, finished_assessment: true }, { id: other.id, cohort_id: kept, finished_assessment: false }]);
    const links = (await post(api.app, '/api/access-links', { headers: api.admin.headers })).json().linksByTeam[teamId];
    expect(links.map((l: { value: string; disabled: boolean; cohort: string | null }) => [l.value, l.disabled, l.cohort])).toEqual([
      ['autumn-link', true, null],
      ['winter-link', false, 'Winter'],
    ]);
    const gone = await post(api.app, '/api/team-access-token', { headers: { Token: 'autumn-link' } });
    expect([gone.statusCode, gone.json().error]).toEqual([410, 'LINK_INACTIVE']);
    expect(await names()).not.toContain('Autumn');

    // The log names it though it is gone, and names by name a cohort a record kept only the id of.
    const [record] = await auditOf('cohortDeleted');
    expect(record).toMatchObject({
      target: [{ kind: 'cohort', id, name: 'Autumn' }],
      facts: [{ fact: 'users', value: 1 }, { fact: 'linksDisabled', value: 1 }],
    });
    const [created] = await auditOf('linkCreated');
    expect(created.target).toEqual([{ kind: 'link', value: 'winter-link' }, { kind: 'cohort', id: kept, name: 'Winter' }]);
    const [orphan] = (await auditOf('linkCreated')).slice(1);
    expect(orphan.target).toEqual([{ kind: 'link', value: 'autumn-link' }, { kind: 'cohortId', id }]);
  });
});

describe('who may rename and delete, and bad input', () => {
  it('lets an admin and the leader of the cohort\'s team, and no one else', async () => {
    const id = await addCohort('Roles');
    const cases: [string, Record<string, string>, number, string | undefined][] = [
      ['participant', api.participant.headers, 403, 'FORBIDDEN'],
      ['other leader', otherLeader.headers, 403, 'FORBIDDEN'],
      ['anonymous', {}, 401, 'UNAUTHORIZED'],
      ['leader', leader.headers, 200, undefined],
      ['admin', api.admin.headers, 200, undefined],
    ];
    for (const [who, headers, status, error] of cases) {
      const res = await call('/api/edit-cohort', { CohortId: String(id), CohortName: `Roles ${who}` }, headers);
      expect([who, res.statusCode, res.json().error]).toEqual([who, status, error]);
    }
    for (const [who, headers, status, error] of cases) {
      const target = who === 'admin' ? await addCohort('Roles again') : id;
      const res = await call('/api/delete-cohort', { CohortId: String(target) }, headers);
      expect([who, res.statusCode, res.json().error]).toEqual([who, status, error]);
    }
  });

  it('answers bad input with 4xx in the one error shape', async () => {
    const id = await addCohort('Inputs');
    const cases: [string, Record<string, string>, number, string][] = [
      ['/api/edit-cohort', { CohortName: 'X' }, 400, 'VALIDATION'],
      ['/api/edit-cohort', { CohortId: String(id), CohortName: '   ' }, 400, 'VALIDATION'],
      ['/api/edit-cohort', { CohortId: 'abc', CohortName: 'X' }, 400, 'VALIDATION'],
      ['/api/edit-cohort', { CohortId: '-1', CohortName: 'X' }, 400, 'VALIDATION'],
      ['/api/edit-cohort', { CohortId: '999999', CohortName: 'X' }, 404, 'NOT_FOUND'],
      ['/api/edit-cohort', { CohortId: String(id), CohortName: 'x'.repeat(201) }, 400, 'VALIDATION'],
      ['/api/delete-cohort', {}, 400, 'VALIDATION'],
      ['/api/delete-cohort', { CohortId: '1e3' }, 400, 'VALIDATION'],
      ['/api/delete-cohort', { CohortId: '999999' }, 404, 'NOT_FOUND'],
    ];
    for (const [url, headers, status, code] of cases) {
      const res = await call(url, headers);
      expect([url, headers, res.statusCode, res.json().error, typeof res.json().message]).toEqual([url, headers, status, code, 'string']);
    }
    // A leader learns nothing of ids that are not their team's.
    const hidden = await call('/api/delete-cohort', { CohortId: '999999' }, leader.headers);
    expect([hidden.statusCode, hidden.json().error]).toEqual([403, 'FORBIDDEN']);
    // The body and URI-encoded headers are read as well.
    const body = await post(api.app, '/api/edit-cohort', { headers: api.admin.headers, payload: { CohortId: id, CohortName: 'Früh' } });
    expect(body.statusCode).toBe(200);
    const encoded = await call('/api/edit-cohort', { CohortId: String(id), CohortName: encodeURIComponent('봄 기수') });
    expect(encoded.statusCode).toBe(200);
    expect(await names()).toContain('봄 기수');
  });
});
