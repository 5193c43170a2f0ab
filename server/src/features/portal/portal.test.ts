import type { PortalDataResponse } from 'shared-api/contract';
import { createLoggedInUser, post, setupApiTest } from '../../test/helpers';
import { answerQuestionnaire } from '../questionnaires/testing';
import { enrolledParticipant, newClass } from '../../test/classFixtures';
import { finishTeam } from '../../test/participants';

const api = setupApiTest();

const newTeam = async () => (await api.db.insertInto('teams').values({ name: 'Portal Team' }).returning('id').executeTakeFirstOrThrow()).id;

const member = (teamId: number, language: 'ENG' | 'SPA' = 'ENG', name = 'Pat Doe') => createLoggedInUser(api.db, api.app, { teamId, language, name });

const portal = async (headers: Record<string, string>) => {
  const res = await post(api.app, '/api/portal-data', { headers });
  expect(res.statusCode).toBe(200);
  return res.json() as PortalDataResponse;
};

const activate = (url: string, teamId: number) => post(api.app, url, { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: '-1' } });

describe('POST /api/portal-data', () => {
  it('needs a login, and starts empty', async () => {
    expect((await post(api.app, '/api/portal-data')).statusCode).toBe(401);
    const p = await member(await newTeam());
    expect(await portal(p.headers)).toEqual({
      name: 'Pat Doe', upcoming: [], certLink: '', hasCert: false, resultsActive: false, resultsDatetime: null, slides: [],
    });
  });

  it('lists what is open in chain order, in the user’s language, until the chain is done', async () => {
    const teamId = await newTeam();
    const p = await member(teamId, 'SPA');
    await api.db.updateTable('users').set({ assessment_active: true }).where('id', '=', p.user.id).execute();
    expect((await activate('/api/activate-post-assessment-by-team-cohort', teamId)).statusCode).toBe(200);
    expect((await activate('/api/activate-pre-class-by-team-cohort', teamId)).statusCode).toBe(200);
    expect((await activate('/api/activate-reassessment-by-team-cohort', teamId)).statusCode).toBe(200);

    expect((await portal(p.headers)).upcoming).toEqual([
      { url_ending: 'assessment', user_display_name: 'Evaluación de innovación', completion_time: 20 },
      { url_ending: 'welcome-qs', user_display_name: 'Preguntas de inicio del curso', completion_time: 5 },
      { url_ending: 'assessment-re', user_display_name: 'Reevaluación de innovación', completion_time: 8 },
      { url_ending: 'assessment-se', user_display_name: 'Preguntas de autoeficacia', completion_time: 5 },
      { url_ending: 'assessment-ps', user_display_name: 'Preguntas de seguridad psicológica', completion_time: 4 },
      { url_ending: 'post-class-survey', user_display_name: 'Encuesta posterior al curso', completion_time: 5 },
      { url_ending: 'reflection-qs', user_display_name: 'Preguntas de reflexión', completion_time: 6 },
      { url_ending: 'assessment-ck', user_display_name: 'Comprobación de conocimientos', completion_time: 8 },
    ]);

    await api.db.updateTable('users').set({ finished_assessment: true, reassessment_active: false }).where('id', '=', p.user.id).execute();
    for (const kind of ['get-to-know-you', 'self-efficacy', 'psychological-safety'] as const) {
      expect((await answerQuestionnaire(api.app, p.headers, kind)).statusCode).toBe(200);
    }
    expect((await portal(p.headers)).upcoming.map((u) => u.url_ending)).toEqual(['post-class-survey', 'reflection-qs', 'assessment-ck']);
    for (const kind of ['post-class-survey', 'reflection', 'knowledge'] as const) {
      expect((await answerQuestionnaire(api.app, p.headers, kind)).statusCode).toBe(200);
    }
    expect((await portal(p.headers)).upcoming).toEqual([]);
  });

  it('lists self-efficacy and psychological safety again when the reassessment opens their second round', async () => {
    const teamId = await newTeam();
    const p = await member(teamId);
    expect((await activate('/api/activate-post-assessment-by-team-cohort', teamId)).statusCode).toBe(200);
    for (const kind of ['self-efficacy', 'psychological-safety', 'post-class-survey', 'reflection', 'knowledge'] as const) {
      expect((await answerQuestionnaire(api.app, p.headers, kind)).statusCode).toBe(200);
    }
    expect((await portal(p.headers)).upcoming).toEqual([]);

    expect((await activate('/api/activate-reassessment-by-team-cohort', teamId)).statusCode).toBe(200);
    expect((await portal(p.headers)).upcoming.map((u) => u.url_ending)).toEqual(['assessment-re', 'assessment-se', 'assessment-ps']);
    await api.db.updateTable('users').set({ reassessment_active: false }).where('id', '=', p.user.id).execute();
    expect((await answerQuestionnaire(api.app, p.headers, 'self-efficacy')).statusCode).toBe(200);
    expect((await portal(p.headers)).upcoming.map((u) => u.url_ending)).toEqual(['assessment-ps']);
    expect((await answerQuestionnaire(api.app, p.headers, 'psychological-safety')).statusCode).toBe(200);
    expect((await portal(p.headers)).upcoming).toEqual([]);
  });

  it('shows when results were opened', async () => {
    const teamId = await newTeam();
    const p = await member(teamId);
    await finishTeam(api.db, teamId);
    const before = Date.now();
    await activate('/api/activate-results-by-team-cohort', teamId);
    const data = await portal(p.headers);
    expect(data.resultsActive).toBe(true);
    expect(data.resultsDatetime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(data.resultsDatetime ?? '')).toBeGreaterThanOrEqual(before - 5_000);
  });

  it("links the slides of the user's team and class only", async () => {
    const teamId = await newTeam();
    const otherTeam = await newTeam();
    const cls = async (team: number) => (await api.db.insertInto('classes').values({ team_id: team, name: 'C' }).returning('id').executeTakeFirstOrThrow()).id;
    const mine = await cls(teamId);
    const sibling = await cls(teamId);
    await api.db.insertInto('slides').values([
      { team_id: teamId, class_id: null, title: 'Team deck', url: 'https://slides.example.org/team' },
      { team_id: teamId, class_id: mine, title: 'Class deck', url: 'https://slides.example.org/class' },
      { team_id: teamId, class_id: sibling, title: 'Other class', url: 'https://slides.example.org/other' },
      { team_id: otherTeam, class_id: null, title: 'Other team', url: 'https://slides.example.org/x' },
    ]).execute();
    const p = await member(teamId);
    expect((await portal(p.headers)).slides).toEqual([{ title: 'Team deck', url: 'https://slides.example.org/team' }]);
    await api.db.updateTable('users').set({ class_id: mine }).where('id', '=', p.user.id).execute();
    expect((await portal(p.headers)).slides).toEqual([
      { title: 'Team deck', url: 'https://slides.example.org/team' },
      { title: 'Class deck', url: 'https://slides.example.org/class' },
    ]);
  });

  it("shows an admin someone's portal by UserEmail, and a participant only their own", async () => {
    const teamId = await newTeam();
    const a = await member(teamId, 'ENG', 'Ada');
    const b = await member(teamId, 'ENG', 'Ben');
    await api.db.updateTable('users').set({ assessment_active: true }).where('id', '=', b.user.id).execute();
    expect((await portal({ ...a.headers, UserEmail: b.email })).name).toBe('Ada');
    const seen = await portal({ ...api.admin.headers, UserEmail: b.email });
    expect(seen).toMatchObject({ name: 'Ben', upcoming: [{ url_ending: 'assessment' }] });
  });

  it('leads an unpaid student of a priced class whose assessment is open to checkout, then to the assessment once paid', async () => {
    const teamId = await newTeam();
    const classId = await newClass(api.db, teamId, { price_minor: 2500 });
    const p = await enrolledParticipant(api.db, api.app, teamId, classId);
    await post(api.app, '/api/class-open-assessment', { headers: { ...api.admin.headers, ClassID: String(classId) } });
    expect((await portal(p.headers)).upcoming).toEqual([expect.objectContaining({ url_ending: 'checkout' })]);
    await api.db
      .insertInto('payments')
      .values({ user_id: p.user.id, class_id: classId, provider: 'test', session_id: `cs_portal_${p.user.id}`, amount_minor: 2500, currency: 'usd', status: 'paid' })
      .execute();
    expect((await portal(p.headers)).upcoming).toEqual([expect.objectContaining({ url_ending: 'assessment' })]);
  });
});
