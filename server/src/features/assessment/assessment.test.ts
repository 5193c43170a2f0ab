import type { QuestionsResponse } from 'shared-api/contract';
import { bearer, createUser, login, post, setupApiTest } from '../../test/helpers';
import { activeParticipant, fetchQuestions } from '../../test/participants';
import { completeAnswers } from '../../test/answers';
import { CURRENT_VERSION, loadInstrument } from './instrument/content';

const api = setupApiTest();
let deptTeamId: number;

beforeAll(async () => {
  const departments = JSON.stringify([{ name: 'Operations', children: [{ name: 'Logistics' }] }, { name: 'Research' }]);
  deptTeamId = (await api.db.insertInto('teams').values({ name: 'Depts', departments }).returning('id').executeTakeFirstOrThrow()).id;
});

const newTeam = async (values: { post_assessment_form?: boolean; academy_question?: boolean; civilian_form?: boolean } = {}) =>
  (await api.db.insertInto('teams').values({ name: 'T', ...values }).returning('id').executeTakeFirstOrThrow()).id;

describe('POST /api/assessment-active', () => {
  it('describes each state of a participant', async () => {
    const plain = await createUser(api.db);
    const headers = bearer(await login(api.app, plain.email, plain.password));
    const res = await post(api.app, '/api/assessment-active', { headers });
    expect(res.json()).toEqual({ admin: false, finished: false, active: false, resultsActive: false, selectClass: true, payForClass: false, language: 'ENG' });

    const linkTeam = await newTeam();
    await api.db.insertInto('access_links').values({ team_id: linkTeam, value: `link-${linkTeam}` }).execute();
    await api.db.updateTable('users').set({ team_id: linkTeam }).where('id', '=', plain.user.id).execute();
    expect((await post(api.app, '/api/assessment-active', { headers })).json()).toMatchObject({ selectClass: false, active: false });
    // A team that also runs public classes has its people choose one.
    await api.db.updateTable('teams').set({ public_slug: `classes-${linkTeam}` }).where('id', '=', linkTeam).execute();
    expect((await post(api.app, '/api/assessment-active', { headers })).json()).toMatchObject({ selectClass: true, active: false });
    await api.db.updateTable('teams').set({ public_slug: null }).where('id', '=', linkTeam).execute();

    const cls = await api.db.insertInto('classes').values({ team_id: linkTeam, name: 'Paid', price_minor: 5000 }).returning('id').executeTakeFirstOrThrow();
    await api.db.updateTable('users').set({ class_id: cls.id, assessment_active: true }).where('id', '=', plain.user.id).execute();
    expect((await post(api.app, '/api/assessment-active', { headers })).json()).toMatchObject({ payForClass: true, active: true, selectClass: false });
    await api.db
      .insertInto('payments')
      .values({ user_id: plain.user.id, class_id: cls.id, provider: 'test', session_id: `cs_paid_${cls.id}`, amount_minor: 5000, currency: 'usd', status: 'paid' })
      .execute();
    await api.db.updateTable('users').set({ finished_assessment: true, results_active: true }).where('id', '=', plain.user.id).execute();
    expect((await post(api.app, '/api/assessment-active', { headers })).json()).toMatchObject({ payForClass: false, active: false, finished: true, resultsActive: true });
  });

  it('lets an admin ask about someone else, and only an admin', async () => {
    const p = await activeParticipant(api.db, api.app, { language: 'KOR' });
    const other = await createUser(api.db);
    const forOther = await post(api.app, '/api/assessment-active', { headers: { ...p.headers, UserEmail: other.email } });
    expect(forOther.json()).toMatchObject({ active: true, language: 'KOR' });
    const byAdmin = await post(api.app, '/api/assessment-active', { headers: { ...api.admin.headers, UserEmail: p.email } });
    expect(byAdmin.json()).toMatchObject({ admin: true, active: true, language: 'KOR', selectClass: false });
    expect((await post(api.app, '/api/assessment-active')).statusCode).toBe(401);
  });
});

describe('POST /api/questions', () => {
  it('serves the localized pages, demographics last with the team form and departments', async () => {
    const p = await activeParticipant(api.db, api.app, { teamId: deptTeamId, language: 'SPA' });
    const q = await fetchQuestions(api.app, p.headers);
    expect(q).toMatchObject({ teamID: deptTeamId, language: 'SPA', version: CURRENT_VERSION });
    expect(q.questions.map((x) => x.type)).toEqual(['agree1to7', 'howoften', 'freeform', 'agree1to7', 'freeform', 'howoften', 'agree1to7', 'howoften', 'demographics']);
    expect(q.questions[4]).toMatchObject({ seconds: 300, instruction: expect.stringContaining('cinco minutos') });
    const demo = q.questions[8];
    expect(demo).toMatchObject({ form: 'standard', title: 'Información demográfica' });
    expect(demo.fields?.find((f) => f.id === 'department')?.options?.map((o) => o.value)).toEqual(['Operations', 'Operations / Logistics', 'Research']);
    expect(demo.fields?.some((f) => f.id === 'academyGraduate')).toBe(false);
    expect(q.departments).toEqual([{ name: 'Operations', children: [{ name: 'Logistics', children: [] }] }, { name: 'Research', children: [] }]);
  });

  it('uses the post-assessment form or adds the academy question per team setting', async () => {
    const post46 = await activeParticipant(api.db, api.app, { teamId: await newTeam({ post_assessment_form: true }) });
    const demo46 = (await fetchQuestions(api.app, post46.headers)).questions.at(-1);
    expect(demo46?.form).toBe('postAssessment');
    expect(demo46?.fields?.map((f) => f.id)).toContain('classYear');
    const academy = await activeParticipant(api.db, api.app, { teamId: await newTeam({ academy_question: true }) });
    const demo49 = (await fetchQuestions(api.app, academy.headers)).questions.at(-1);
    expect(demo49?.form).toBe('standard');
    expect(demo49?.fields?.at(-1)?.id).toBe('academyGraduate');
    // No departments on the team: no department field nobody could answer.
    expect(demo49?.fields?.some((f) => f.id === 'department')).toBe(false);
  });

  it('leaves squadron, specialty code and rank out of a civilian team form, and accepts its answers without them', async () => {
    const military = await activeParticipant(api.db, api.app, { teamId: await newTeam() });
    const militaryIds = (await fetchQuestions(api.app, military.headers)).questions.at(-1)?.fields?.map((f) => f.id) ?? [];
    expect(militaryIds).toEqual(expect.arrayContaining(['squadron', 'AFSC', 'rank']));
    const civilian = await activeParticipant(api.db, api.app, { teamId: await newTeam({ civilian_form: true }) });
    const questions = await fetchQuestions(api.app, civilian.headers);
    const civilianIds = questions.questions.at(-1)?.fields?.map((f) => f.id) ?? [];
    expect(civilianIds).toEqual(militaryIds.filter((id) => !['squadron', 'AFSC', 'rank'].includes(id)));
    const submitted = await post(api.app, '/api/answers', { headers: civilian.headers, payload: { ...completeAnswers(questions, 3), user_email: civilian.email } });
    expect(submitted.statusCode).toBe(200);
  });

  it('refuses a participant who is not active (403) but not an admin', async () => {
    const p = await createUser(api.db);
    const res = await post(api.app, '/api/questions', { headers: bearer(await login(api.app, p.email, p.password)) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('ASSESSMENT_NOT_ACTIVE');
    const asAdmin = await post(api.app, '/api/questions', { headers: { ...api.admin.headers, UserEmail: p.email } });
    expect(asAdmin.statusCode).toBe(200);
  });
});

describe('POST /api/re-assessment-questions', () => {
  it('is active only with a reassessment open; admins always see the questions', async () => {
    const p = await activeParticipant(api.db, api.app, { language: 'KOR' });
    const closed = (await post(api.app, '/api/re-assessment-questions', { headers: p.headers })).json();
    expect(closed).toMatchObject({ active: false, admin: false, questions: [], language: 'KOR' });
    await api.db.updateTable('users').set({ reassessment_active: true }).where('id', '=', p.user.id).execute();
    const open = (await post(api.app, '/api/re-assessment-questions', { headers: p.headers })).json();
    expect(open.active).toBe(true);
    expect(open.questions).toHaveLength(24);
    expect(Object.keys(open.questions[0]).sort()).toEqual(['id', 'korean_text', 'portuguese_text', 'question_text', 'spanish_text']);
    expect(open.scale).toHaveLength(7);
    expect(open.scale[0]).toEqual({ value: '1', label: expect.any(String) });
    const admin = (await post(api.app, '/api/re-assessment-questions', { headers: api.admin.headers })).json();
    expect(admin).toMatchObject({ admin: true });
    expect(admin.questions).toHaveLength(24);
  });
});

describe('POST /api/answers (main assessment)', () => {
  const submit = (headers: Record<string, string>, payload: object) => post(api.app, '/api/answers', { headers, payload: { reassess: false, version: CURRENT_VERSION, ...payload } });

  it('scores, stores and finishes the assessment once', async () => {
    const p = await activeParticipant(api.db, api.app, { teamId: deptTeamId });
    const q = await fetchQuestions(api.app, p.headers);
    const body = completeAnswers(q, 5);
    const res = await submit(p.headers, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ nextUrl: '/post-assessment' });
    const row = await api.db.selectFrom('assessment_responses').selectAll().where('user_id', '=', p.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'assessment', version: CURRENT_VERSION });
    expect(row.demographics).toMatchObject({ department: 'Operations', reports: 3 });
    expect(row.scores.strongest).toEqual(expect.any(String));
    // Each statement's score in the key's order, for the cohort report: a 5 is 100, reversed 0.
    const key = loadInstrument(CURRENT_VERSION).key;
    expect(row.item_scores).toEqual(Object.values(key.statements).map((item) => (item.reverse ? 0 : 100)));
    expect(row.scores.freeform).toEqual([
      expect.objectContaining({ questionIndex: 2, ideas: 0 }),
      expect.objectContaining({ questionIndex: 4, ideas: 0 }),
    ]);
    const user = await api.db.selectFrom('users').select('finished_assessment').where('id', '=', p.user.id).executeTakeFirstOrThrow();
    expect(user.finished_assessment).toBe(true);

    const again = await submit(p.headers, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'ALREADY_SUBMITTED', message: 'You have already submitted this assessment.' });
  });

  it('rejects incomplete or malformed answers with 400 and writes nothing', async () => {
    const p = await activeParticipant(api.db, api.app, { teamId: deptTeamId });
    const q = await fetchQuestions(api.app, p.headers);
    const good = completeAnswers(q);
    const variants: [string, (a: typeof good) => void][] = [
      ['missing rating', (a) => delete a.answers[0]['3']],
      ['rating out of range', (a) => (a.answers[1]['0'] = 6)],
      ['rating not whole', (a) => (a.answers[1]['0'] = 2.5)],
      ['unknown statement', (a) => (a.answers[0]['8'] = 3)],
      ['unknown page', (a) => (a.answers[9] = { 0: 3 })],
      ['missing demographic', (a) => delete a.answers[8].comments],
      ['bad option', (a) => (a.answers[8].department = 'Nowhere')],
      ['number as text', (a) => (a.answers[8].reports = '3')],
      ['negative number', (a) => (a.answers[8].reports = -1)],
      ['unknown field', (a) => (a.answers[8].shoeSize = 'x')],
      ['text too long', (a) => (a.answers[8].role = 'x'.repeat(201))],
      ['ideas not a list', (a) => ((a.textAnswers as Record<string, unknown>)[2] = 'brick')],
      ['ideas on a rated page', (a) => (a.textAnswers[0] = [])],
    ];
    for (const [name, change] of variants) {
      const body = structuredClone(good);
      change(body);
      const res = await submit(p.headers, body);
      expect([name, res.statusCode, res.json().error]).toEqual([name, 400, 'VALIDATION']);
    }
    expect((await submit(p.headers, { ...good, version: 'v9' })).json()).toMatchObject({ error: 'VALIDATION', field: 'version' });
    expect((await submit(p.headers, { ...good, reassess: 'yes' })).statusCode).toBe(400);
    const rows = await api.db.selectFrom('assessment_responses').select('id').where('user_id', '=', p.user.id).execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses participants who are not active, and never acts for another user', async () => {
    const inactive = await createUser(api.db);
    const inactiveHeaders = bearer(await login(api.app, inactive.email, inactive.password));
    const p = await activeParticipant(api.db, api.app);
    const q: QuestionsResponse = await fetchQuestions(api.app, p.headers);
    const res = await submit(inactiveHeaders, completeAnswers(q));
    expect(res.statusCode).toBe(403);
    // A participant naming someone else submits for themselves.
    const victim = await activeParticipant(api.db, api.app);
    expect((await submit(p.headers, { ...completeAnswers(q), user_email: victim.email })).statusCode).toBe(200);
    const victimRows = await api.db.selectFrom('assessment_responses').select('id').where('user_id', '=', victim.user.id).execute();
    expect(victimRows).toHaveLength(0);
  });

  it('lets an admin submit for a named user without rating everything', async () => {
    const target = await createUser(api.db);
    const q = await fetchQuestions(api.app, { ...api.admin.headers, UserEmail: target.email });
    const body = completeAnswers(q);
    body.answers = { 0: { 0: 2 }, 8: body.answers[8] };
    const res = await submit(api.admin.headers, { ...body, user_email: target.email });
    expect(res.statusCode).toBe(200);
    const row = await api.db.selectFrom('assessment_responses').selectAll().where('user_id', '=', target.user.id).executeTakeFirstOrThrow();
    expect(row.answers).toEqual({ 0: { 0: 2 } });
    expect(row.text_answers).toEqual({});
  });
});

describe('POST /api/answers (reassessment)', () => {
  it('scores seven-point answers under "0" and closes the reassessment', async () => {
    const p = await activeParticipant(api.db, api.app);
    const questions = (await post(api.app, '/api/re-assessment-questions', { headers: api.admin.headers })).json().questions as { id: number }[];
    const answers = { 0: Object.fromEntries(questions.map((x) => [String(x.id), 7])) };
    const closed = await post(api.app, '/api/answers', { headers: p.headers, payload: { answers, textAnswers: {}, reassess: true } });
    expect(closed.statusCode).toBe(403);
    await api.db.updateTable('users').set({ reassessment_active: true }).where('id', '=', p.user.id).execute();
    const partial = { 0: { ...answers[0] } } as Record<string, Record<string, number>>;
    delete partial[0][String(questions[0].id)];
    expect((await post(api.app, '/api/answers', { headers: p.headers, payload: { answers: partial, reassess: true } })).statusCode).toBe(400);
    const badScale = { 0: { ...answers[0], [String(questions[0].id)]: 8 } };
    expect((await post(api.app, '/api/answers', { headers: p.headers, payload: { answers: badScale, reassess: true } })).statusCode).toBe(400);
    const res = await post(api.app, '/api/answers', { headers: p.headers, payload: { answers, textAnswers: {}, reassess: true } });
    expect(res.json()).toEqual({ nextUrl: '/portal' });
    const row = await api.db.selectFrom('assessment_responses').selectAll().where('user_id', '=', p.user.id).executeTakeFirstOrThrow();
    expect(row.kind).toBe('reassessment');
    expect(row.item_scores).toEqual(Object.values(loadInstrument(CURRENT_VERSION).key.reassessment).map((item) => (item.reverse ? 0 : 100)));
    expect(Object.values(row.scores.scores).length).toBeGreaterThan(0);
    const user = await api.db.selectFrom('users').select(['reassessment_active', 'finished_assessment']).where('id', '=', p.user.id).executeTakeFirstOrThrow();
    expect(user).toEqual({ reassessment_active: false, finished_assessment: false });
    expect((await post(api.app, '/api/answers', { headers: p.headers, payload: { answers, reassess: true } })).statusCode).toBe(409);
  });
});
