import type { SliderQuestionsResponse, SurveyQuestionsResponse } from 'shared-api/contract';
import { createLoggedInUser, post, setupApiTest } from '../../test/helpers';
import { CURRENT_VERSION, type QuestionnaireKind } from './content';
import { answerQuestionnaire, openFor, sliderAnswers, surveyAnswers } from './testing';

const api = setupApiTest();

async function participant(open: QuestionnaireKind[] = [], language: 'ENG' | 'SPA' | 'KOR' | 'BRPT' = 'ENG') {
  const created = await createLoggedInUser(api.db, api.app, { language });
  await openFor(api.db, created.user.id, open);
  return created;
}

const responseOf = (userId: number, questionnaire: QuestionnaireKind) =>
  api.db.selectFrom('questionnaire_responses').selectAll().where('user_id', '=', userId).where('questionnaire', '=', questionnaire).executeTakeFirst();

describe.each(['self-efficacy', 'psychological-safety'] as const)('%s', (kind) => {
  const questionsUrl = `/api/${kind}-questions`;
  const answersUrl = `/api/${kind}-answers`;

  it('is inactive until opened, then serves statements in every language once', async () => {
    const p = await participant([], 'KOR');
    expect((await post(api.app, questionsUrl, { headers: p.headers })).json()).toEqual({ active: false, questions: [], language: 'KOR' });
    const closed = await post(api.app, answersUrl, { headers: p.headers, payload: { answers: { 1: 50 } } });
    expect([closed.statusCode, closed.json().error]).toEqual([403, 'QUESTIONNAIRE_NOT_ACTIVE']);

    await openFor(api.db, p.user.id, [kind]);
    const res = (await post(api.app, questionsUrl, { headers: p.headers })).json() as SliderQuestionsResponse;
    expect(res.active).toBe(true);
    expect(res.language).toBe('KOR');
    expect(res.questions[0]).toEqual({
      id: 1, question_id: 1, question_text: expect.any(String), spanish_text: expect.any(String),
      portuguese_text: expect.any(String), korean_text: expect.any(String),
    });
    expect(res.questions.some((q) => q.question_id >= 18)).toBe(true);

    const answers = { ...sliderAnswers(res.questions, 0), [res.questions[1].question_id]: 100, [res.questions[2].question_id]: '37.5' };
    const done = await post(api.app, answersUrl, { headers: p.headers, payload: { answers, questions: res.questions } });
    expect(done.statusCode).toBe(200);
    expect(done.json().nextUrl).toEqual(expect.stringMatching(/^\//));
    const row = await responseOf(p.user.id, kind);
    expect(row).toMatchObject({ version: CURRENT_VERSION, score: null });
    expect(row?.answers[String(res.questions[2].question_id)]).toBe(37.5);
    expect(Object.keys(row?.answers ?? {})).toHaveLength(res.questions.length);

    const again = await post(api.app, answersUrl, { headers: p.headers, payload: { answers } });
    expect([again.statusCode, again.json().error]).toEqual([409, 'ALREADY_SUBMITTED']);
    expect((await post(api.app, questionsUrl, { headers: p.headers })).json()).toMatchObject({ active: false, questions: [] });
  });

  it('refuses incomplete, out-of-range, unknown and malformed answers', async () => {
    const p = await participant([kind]);
    const { questions } = (await post(api.app, questionsUrl, { headers: p.headers })).json() as SliderQuestionsResponse;
    const full = sliderAnswers(questions);
    const [first, second] = questions.map((q) => String(q.question_id));
    const partial = { ...full };
    delete partial[first];
    delete partial[second];
    const missing = await post(api.app, answersUrl, { headers: p.headers, payload: { answers: partial } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: 'VALIDATION', field: 'answers', missing: [Number(first), Number(second)],
      message: 'It looks like you missed one of the questions. Please make sure to answer every one!',
    });
    const cases: [unknown, string][] = [
      [{ ...full, [first]: 101 }, `answers.${first}`],
      [{ ...full, [first]: -1 }, `answers.${first}`],
      [{ ...full, [first]: 'lots' }, `answers.${first}`],
      [{ ...full, [first]: true }, `answers.${first}`],
      [{ ...full, 999: 50 }, 'answers.999'],
      [[50, 50], 'answers'],
      ['all of them', 'answers'],
      [undefined, 'answers'],
    ];
    for (const [answers, field] of cases) {
      const res = await post(api.app, answersUrl, { headers: p.headers, payload: { answers } });
      expect([field, res.statusCode, res.json().error, res.json().field]).toEqual([field, 400, 'VALIDATION', field]);
    }
    const notObject = await post(api.app, answersUrl, { headers: { ...p.headers, 'content-type': 'application/json' }, payload: '[1,2]' });
    expect([notObject.statusCode, notObject.json().error]).toEqual([400, 'BAD_REQUEST']);
    expect(await responseOf(p.user.id, kind)).toBeUndefined();
  });
});

describe('who the questionnaire calls are about', () => {
  it('needs a login', async () => {
    expect((await post(api.app, '/api/self-efficacy-questions')).statusCode).toBe(401);
    expect((await post(api.app, '/api/knowledge-answers', { payload: { answers: {} } })).statusCode).toBe(401);
  });

  it("ignores a participant's UserEmail / user_email: it is always their own data", async () => {
    const other = await participant(['self-efficacy'], 'SPA');
    const p = await participant([]);
    const peek = await post(api.app, '/api/self-efficacy-questions', { headers: { ...p.headers, UserEmail: other.email } });
    expect(peek.json()).toEqual({ active: false, questions: [], language: 'ENG' });
    const questions = (await post(api.app, '/api/self-efficacy-questions', { headers: other.headers })).json().questions;
    const res = await post(api.app, '/api/self-efficacy-answers', { headers: p.headers, payload: { answers: sliderAnswers(questions), user_email: other.email } });
    expect(res.statusCode).toBe(403);
    expect(await responseOf(other.user.id, 'self-efficacy')).toBeUndefined();
  });

  it('lets an admin see and answer any questionnaire, for themselves or a named user', async () => {
    const own = (await post(api.app, '/api/get-knowledge-questions', { headers: api.admin.headers })).json() as SurveyQuestionsResponse;
    expect(own.active).toBe(true);
    expect(own.questions.length).toBeGreaterThan(0);
    const p = await participant([], 'BRPT');
    const forP = (await post(api.app, '/api/get-to-know-you-questions', { headers: { ...api.admin.headers, UserEmail: p.email } })).json() as SurveyQuestionsResponse;
    expect(forP).toMatchObject({ active: true, language: 'BRPT' });
    expect(forP.questions[0].question_text).toBe('O que melhor descreve sua função atual?');
    const res = await post(api.app, '/api/get-to-know-you-answers', { headers: api.admin.headers, payload: { answers: surveyAnswers(forP.questions), user_email: p.email } });
    expect(res.json()).toEqual({ nextUrl: '/portal' });
    expect(await responseOf(p.user.id, 'get-to-know-you')).toBeDefined();
    // Still shown to the admin afterwards, but answered once only.
    expect((await post(api.app, '/api/get-to-know-you-questions', { headers: { ...api.admin.headers, UserEmail: p.email } })).json().active).toBe(true);
    const repeat = await post(api.app, '/api/get-to-know-you-answers', { headers: api.admin.headers, payload: { answers: surveyAnswers(forP.questions), user_email: p.email } });
    expect([repeat.statusCode, repeat.json().error]).toEqual([409, 'ALREADY_SUBMITTED']);
    const unknown = await post(api.app, '/api/get-to-know-you-questions', { headers: { ...api.admin.headers, UserEmail: 'nobody@example.org' } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('rounds: once per questionnaire and round', () => {
  const rowsOf = (userId: number) =>
    api.db.selectFrom('questionnaire_responses').select(['questionnaire', 'round']).where('user_id', '=', userId).orderBy('id').execute();
  const activate = (url: string, teamId: number) => post(api.app, url, { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: '-1' } });

  it('asks self-efficacy and psychological safety again at the reassessment, once each round', async () => {
    const teamId = (await api.db.insertInto('teams').values({ name: 'Rounds' }).returning('id').executeTakeFirstOrThrow()).id;
    const p = await createLoggedInUser(api.db, api.app, { teamId });
    expect((await activate('/api/activate-post-assessment-by-team-cohort', teamId)).statusCode).toBe(200);

    for (const kind of ['self-efficacy', 'psychological-safety'] as const) {
      const { questions } = (await post(api.app, `/api/${kind}-questions`, { headers: p.headers })).json() as SliderQuestionsResponse;
      const send = (value: number) => post(api.app, `/api/${kind}-answers`, { headers: p.headers, payload: { answers: sliderAnswers(questions, value) } });
      expect((await send(20)).statusCode).toBe(200);
      expect([(await send(20)).statusCode, (await send(20)).json().error]).toEqual([409, 'ALREADY_SUBMITTED']);
      expect((await post(api.app, `/api/${kind}-questions`, { headers: p.headers })).json()).toMatchObject({ active: false, questions: [] });
    }

    expect((await activate('/api/activate-reassessment-by-team-cohort', teamId)).statusCode).toBe(200);
    for (const kind of ['self-efficacy', 'psychological-safety'] as const) {
      const reopened = (await post(api.app, `/api/${kind}-questions`, { headers: p.headers })).json() as SliderQuestionsResponse;
      expect(reopened.active).toBe(true);
      const send = () => post(api.app, `/api/${kind}-answers`, { headers: p.headers, payload: { answers: sliderAnswers(reopened.questions, 80) } });
      expect((await send()).statusCode).toBe(200);
      expect([(await send()).statusCode, (await send()).json().error]).toEqual([409, 'ALREADY_SUBMITTED']);
      expect((await post(api.app, `/api/${kind}-questions`, { headers: p.headers })).json().active).toBe(false);
      // Re-activating the reassessment does not open a third round.
      await activate('/api/activate-reassessment-by-team-cohort', teamId);
      expect((await send()).statusCode).toBe(409);
    }

    expect(await rowsOf(p.user.id)).toEqual([
      { questionnaire: 'self-efficacy', round: 'post' },
      { questionnaire: 'psychological-safety', round: 'post' },
      { questionnaire: 'self-efficacy', round: 'reassessment' },
      { questionnaire: 'psychological-safety', round: 'reassessment' },
    ]);
    const values = await api.db.selectFrom('questionnaire_responses').select(['round', 'answers']).where('user_id', '=', p.user.id).where('questionnaire', '=', 'self-efficacy').orderBy('id').execute();
    expect(values.map((v) => [v.round, v.answers['1']])).toEqual([['post', 20], ['reassessment', 80]]);
    // The rest of the post-class chain is still open, and still answered once.
    expect((await answerQuestionnaire(api.app, p.headers, 'knowledge')).statusCode).toBe(200);
    expect((await answerQuestionnaire(api.app, p.headers, 'knowledge')).statusCode).toBe(409);
  });

  it('answers the latest opened round: a post-class round left unanswered is over once the reassessment opens', async () => {
    const p = await participant(['self-efficacy']);
    await openFor(api.db, p.user.id, ['self-efficacy'], 'reassessment');
    expect((await answerQuestionnaire(api.app, p.headers, 'self-efficacy')).statusCode).toBe(200);
    expect((await answerQuestionnaire(api.app, p.headers, 'self-efficacy')).statusCode).toBe(409);
    expect(await rowsOf(p.user.id)).toEqual([{ questionnaire: 'self-efficacy', round: 'reassessment' }]);
  });

  it("takes an admin's answers in the user's current round, else the first round", async () => {
    const p = await participant([]);
    await openFor(api.db, p.user.id, ['psychological-safety'], 'reassessment');
    const as = (kind: QuestionnaireKind) => answerQuestionnaire(api.app, { ...api.admin.headers, UserEmail: p.email }, kind);
    expect((await as('psychological-safety')).statusCode).toBe(200);
    expect((await as('self-efficacy')).statusCode).toBe(200);
    expect((await as('get-to-know-you')).statusCode).toBe(200);
    expect((await as('psychological-safety')).statusCode).toBe(409);
    expect(await rowsOf(p.user.id)).toEqual([
      { questionnaire: 'psychological-safety', round: 'reassessment' },
      { questionnaire: 'self-efficacy', round: 'post' },
      { questionnaire: 'get-to-know-you', round: 'pre' },
    ]);
  });
});

describe('two submissions at once', () => {
  it('stores one and answers the other 409', async () => {
    const p = await participant(['reflection']);
    const { questions } = (await post(api.app, '/api/get-reflection-questions', { headers: p.headers })).json() as SurveyQuestionsResponse;
    const send = () => post(api.app, '/api/reflection-answers', { headers: p.headers, payload: { answers: surveyAnswers(questions) } });
    const statuses = (await Promise.all([send(), send(), send()])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect(await api.db.selectFrom('questionnaire_responses').select('id').where('user_id', '=', p.user.id).execute()).toHaveLength(1);
  });

  it('stores one per round when a reassessment round races too', async () => {
    const p = await participant(['self-efficacy']);
    await openFor(api.db, p.user.id, ['self-efficacy'], 'reassessment');
    const { questions } = (await post(api.app, '/api/self-efficacy-questions', { headers: p.headers })).json() as SliderQuestionsResponse;
    const send = () => post(api.app, '/api/self-efficacy-answers', { headers: p.headers, payload: { answers: sliderAnswers(questions) } });
    const statuses = (await Promise.all([send(), send(), send()])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const rows = await api.db.selectFrom('questionnaire_responses').select('round').where('user_id', '=', p.user.id).execute();
    expect(rows).toEqual([{ round: 'reassessment' }]);
  });
});

describe('survey answers', () => {
  it('takes option texts (any language) or indexes and stores indexes, numbers and trimmed text', async () => {
    const p = await participant(['get-to-know-you', 'post-class-survey'], 'SPA');
    const gtky = (await post(api.app, '/api/get-to-know-you-questions', { headers: p.headers })).json() as SurveyQuestionsResponse;
    expect(gtky.questions.map((q) => q.type)).toEqual(['options', 'options', 'options', 'text', 'text', 'text']);
    expect(gtky.questions[0].options[1]).toBe('Líder de equipo o supervisor');
    const answers = { 1: 'Líder de equipo o supervisor', 2: 'I use them regularly', 3: 2, 4: '  Aprender.  ', 5: 'Un reto.', 6: 'Toco el piano.' };
    expect((await post(api.app, '/api/get-to-know-you-answers', { headers: p.headers, payload: { answers } })).json()).toEqual({ nextUrl: '/portal' });
    expect((await responseOf(p.user.id, 'get-to-know-you'))?.answers).toEqual({ 1: 1, 2: 3, 3: 2, 4: 'Aprender.', 5: 'Un reto.', 6: 'Toco el piano.' });

    const survey = (await post(api.app, '/api/post-class-survey-questions', { headers: p.headers })).json() as SurveyQuestionsResponse;
    const valid = { ...surveyAnswers(survey.questions), 1: 10, 2: '7' };
    const bad: [Record<string, unknown>, string][] = [
      [{ 1: 11 }, 'answers.1'],
      [{ 1: 0 }, 'answers.1'],
      [{ 1: 'ten' }, 'answers.1'],
      [{ 4: 'Superb' }, 'answers.4'],
      [{ 4: 4 }, 'answers.4'],
      [{ 4: [0] }, 'answers.4'],
      [{ 7: 'x'.repeat(2001) }, 'answers.7'],
      [{ 7: 42 }, 'answers.7'],
    ];
    for (const [change, field] of bad) {
      const res = await post(api.app, '/api/post-class-survey-answers', { headers: p.headers, payload: { answers: { ...valid, ...change } } });
      expect([field, res.statusCode, res.json().field]).toEqual([field, 400, field]);
    }
    const blank = await post(api.app, '/api/post-class-survey-answers', { headers: p.headers, payload: { answers: { ...valid, 7: '   ', 8: '' } } });
    expect(blank.json()).toMatchObject({ error: 'VALIDATION', missing: [7, 8] });
    expect((await post(api.app, '/api/post-class-survey-answers', { headers: p.headers, payload: { answers: valid } })).statusCode).toBe(200);
    expect((await responseOf(p.user.id, 'post-class-survey'))?.answers).toMatchObject({ 1: 10, 2: 7, 3: 1, 4: 0 });
  });

  it('scores the knowledge check with the key: exact sets only', async () => {
    // knowledge-key.json as the client answers it: an index for single answers, a list for multi.
    const key: Record<string, number | number[]> = { 1: 1, 2: [0, 1, 3], 3: 3, 4: 2, 5: [1, 2], 6: 0, 7: 0, 8: [0, 2, 3], 9: 3, 10: 2 };
    const p = await participant(['knowledge']);
    const { questions } = (await post(api.app, '/api/get-knowledge-questions', { headers: p.headers })).json() as SurveyQuestionsResponse;
    expect(questions.find((q) => q.question_id === 2)?.type).toBe('multi');
    for (const [change, field] of [[{ 2: 1 }, 'answers.2'], [{ 2: [0, 0] }, 'answers.2'], [{ 2: [0, 9] }, 'answers.2.1'], [{ 1: 4 }, 'answers.1']] as const) {
      const res = await post(api.app, '/api/knowledge-answers', { headers: p.headers, payload: { answers: { ...key, ...change } } });
      expect([field, res.statusCode, res.json().field]).toEqual([field, 400, field]);
    }
    // Right: 1 (index as text, as a radio sends it), 3, 4, 6, 7, 9, 10 and 5 (order does not matter).
    // Wrong: 2 (one box missing), 8 (one box too many).
    const answers = { ...key, 1: '1', 5: [2, 1], 2: [0, 1], 8: [0, 1, 2, 3] };
    expect((await post(api.app, '/api/knowledge-answers', { headers: p.headers, payload: { answers } })).json()).toEqual({ nextUrl: '/portal' });
    const row = await responseOf(p.user.id, 'knowledge');
    expect(row?.score).toEqual({ score: 8, max: 10, correct: [1, 3, 4, 5, 6, 7, 9, 10] });
    expect(row?.answers).toMatchObject({ 1: 1, 5: [1, 2], 8: [0, 1, 2, 3] });

    const perfect = await participant(['knowledge']);
    await post(api.app, '/api/knowledge-answers', { headers: perfect.headers, payload: { answers: key } });
    expect((await responseOf(perfect.user.id, 'knowledge'))?.score).toMatchObject({ score: 10, max: 10 });
  });
});
