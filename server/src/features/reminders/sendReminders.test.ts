import { createUser, post, setupApiTest } from '../../test/helpers';
import { cohortsTeam } from '../../test/participants';

const api = setupApiTest({ participant: true });

const remind = (teamId: number, cohortId: number, questionnaire: string, headers = api.admin.headers) =>
  post(api.app, '/api/send-reminders', { headers: { ...headers, TeamID: String(teamId), CohortId: String(cohortId), Questionnaire: questionnaire } });
const emailsTo = (to: string) => api.db.selectFrom('email_jobs').select(['subject', 'body', 'language']).where('to_address', '=', to).execute();

describe('POST /api/send-reminders', () => {
  it('reminds each user who has the assessment open and not finished, in their language, once a day', async () => {
    const { teamId, spring, alice, bob, carol } = await cohortsTeam(api.db);
    await api.db.updateTable('users').set({ assessment_active: true }).where('id', 'in', [alice.id, bob.id, carol.id]).execute();
    await api.db.updateTable('users').set({ finished_assessment: true }).where('id', '=', alice.id).execute();
    const res = await remind(teamId, spring, 'assessment');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: '1 reminder sent.', sent: 1 });
    expect(await emailsTo(alice.email)).toEqual([]);
    const [toBob] = await emailsTo(bob.email);
    expect(toBob.language).toBe('KOR');
    expect(toBob.subject).toContain('혁신');
    expect(toBob.body).toContain('http://portal.test/pre-assessment');
    expect(await emailsTo(carol.email)).toEqual([]);

    const again = await remind(teamId, spring, 'assessment');
    expect(again.json()).toEqual({ msg: '0 reminders sent.', sent: 0 });
    expect(await emailsTo(bob.email)).toHaveLength(1);
    const facts = await api.db.selectFrom('audit_log').select('facts').where('action', '=', 'remindersSent').where('team_id', '=', teamId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(facts.facts).toEqual(expect.arrayContaining([{ fact: 'reminded', value: 0 }, { fact: 'alreadyReminded', value: 1 }]));
  });

  it('reminds of an open questionnaire until it is answered, never an anonymous user', async () => {
    const { teamId, alice, bob } = await cohortsTeam(api.db);
    const anon = await createUser(api.db, { teamId, email: `anon-x${teamId}@anonymous.invalid` });
    await api.db.insertInto('questionnaire_openings').values([alice, bob, anon.user].map((u) => ({ user_id: u.id, questionnaire: 'self-efficacy' as const, round: 'post' as const }))).execute();
    await api.db.insertInto('questionnaire_responses').values({ user_id: bob.id, questionnaire: 'self-efficacy', round: 'post', version: 'v1', answers: '{}' }).execute();
    const res = await remind(teamId, -1, 'assessment-se');
    expect(res.json().sent).toBe(1);
    const [toAlice] = await emailsTo(alice.email);
    expect(toAlice.body).toContain('http://portal.test/assessment-se');
    expect(await emailsTo(bob.email)).toEqual([]);
    expect(await emailsTo(anon.email)).toEqual([]);
  });

  it('reminds of the reassessment only those who have it open', async () => {
    const { teamId, alice, carol } = await cohortsTeam(api.db);
    await api.db.updateTable('users').set({ reassessment_active: true }).where('id', '=', carol.id).execute();
    expect((await remind(teamId, -1, 'assessment-re')).json().sent).toBe(1);
    expect(await emailsTo(carol.email)).toHaveLength(1);
    expect(await emailsTo(alice.email)).toEqual([]);
  });

  it('refuses bad input and callers who do not manage the team', async () => {
    const { teamId, autumn } = await cohortsTeam(api.db);
    const cases: [Record<string, string>, number, string][] = [
      [{ TeamID: String(teamId), CohortId: '-1' }, 400, 'VALIDATION'],
      [{ TeamID: String(teamId), CohortId: '-1', Questionnaire: 'nonsense' }, 400, 'VALIDATION'],
      [{ TeamID: String(teamId), Questionnaire: 'assessment' }, 400, 'VALIDATION'],
      [{ CohortId: '-1', Questionnaire: 'assessment' }, 400, 'VALIDATION'],
      [{ TeamID: '999999', CohortId: '-1', Questionnaire: 'assessment' }, 404, 'NOT_FOUND'],
      [{ TeamID: String(teamId), CohortId: '-1', Questionnaire: 'assessment', At: 'tomorrow' }, 400, 'VALIDATION'],
      [{ TeamID: String(teamId), CohortId: '-1', Questionnaire: 'assessment', At: '2020-01-01T00:00:00Z' }, 400, 'VALIDATION'],
    ];
    for (const [headers, status, error] of cases) {
      const res = await post(api.app, '/api/send-reminders', { headers: { ...api.admin.headers, ...headers } });
      expect([headers, res.statusCode, res.json().error]).toEqual([headers, status, error]);
    }
    const other = (await api.db.insertInto('teams').values({ name: 'Other' }).returning('id').executeTakeFirstOrThrow()).id;
    expect((await remind(other, autumn, 'assessment')).json()).toMatchObject({ error: 'NOT_FOUND', field: 'CohortId' });
    expect((await remind(teamId, -1, 'assessment', api.participant.headers)).statusCode).toBe(403);
  });
});
