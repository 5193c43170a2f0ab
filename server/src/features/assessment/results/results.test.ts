import { translate } from 'shared-api/texts';
import { createUser, post, setupApiTest } from '../../../test/helpers';
import { pdfText } from '../../../test/pdfText';
import { loadInstrument } from '../instrument/content';
import { hashToken } from '../../auth/tokens';
import { activeParticipant, fetchQuestions } from '../../../test/participants';
import { completeAnswers } from '../../../test/answers';
import { createPdfToken, PDF_TOKEN_TTL_MS } from './pdfToken';

const api = setupApiTest();

/** A participant who took the assessment, agreeing with everything except the first page. */
async function finishedParticipant(values: Parameters<typeof createUser>[1] = {}) {
  const p = await activeParticipant(api.db, api.app, values);
  const body = completeAnswers(await fetchQuestions(api.app, p.headers), 4);
  body.answers[0] = Object.fromEntries(Object.keys(body.answers[0]).map((k) => [k, 1]));
  const res = await post(api.app, '/api/answers', { headers: p.headers, payload: { ...body, reassess: false } });
  if (res.statusCode !== 200) throw new Error(res.body);
  return p;
}

const results = (headers: Record<string, string>, payload: object = {}) => post(api.app, '/api/individual-results', { headers, payload });

describe('POST /api/individual-results', () => {
  it('is not ready (200, empty charts) until results are active', async () => {
    const p = await finishedParticipant();
    const res = await results(p.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      plotData: [], plotLayout: {}, comparisonPlotData: [], comparisonPlotLayout: {}, name: 'Test User', recsDict: {},
      pdfToken: '', showComparison: false, resultsReady: false,
    });
    // A participant cannot override; an admin can.
    expect((await post(api.app, '/api/individual-results', { headers: { ...p.headers, OverrideActive: 'true' } })).json().resultsReady).toBe(false);
    const byAdmin = await post(api.app, '/api/individual-results', { headers: { ...api.admin.headers, UserID: String(p.user.id), OverrideActive: 'true' } });
    expect(byAdmin.json()).toMatchObject({ resultsReady: true, name: 'Test User' });
  });

  it('returns the report, with the comparison once a reassessment exists', async () => {
    const p = await finishedParticipant({ name: 'Ada Lovelace' });
    await api.db.updateTable('users').set({ results_active: true, reassessment_active: true }).where('id', '=', p.user.id).execute();
    const ready = (await results(p.headers)).json();
    expect(ready).toMatchObject({ resultsReady: true, showComparison: false, name: 'Ada Lovelace', pdfToken: expect.stringMatching(/^[\w-]+\.[\w-]+$/) });
    expect(ready.plotData[0]).toMatchObject({ type: 'scatterpolar' });
    expect(ready.recsDict.STRONGESTAREA).toEqual(expect.any(String));
    expect(ready.recsDict.GROWTHAREA1).toEqual(expect.any(String));

    const questions = loadInstrument('v1').reassessment.questions;
    const answers = { 0: Object.fromEntries(questions.map((q) => [String(q.id), 6])) };
    await post(api.app, '/api/answers', { headers: p.headers, payload: { answers, reassess: true } });
    const compared = (await results(p.headers)).json();
    expect(compared.showComparison).toBe(true);
    expect(compared.comparisonPlotData).toHaveLength(2);
  });

  it('lets only admins name another user', async () => {
    const p = await finishedParticipant({ name: 'Someone Else' });
    await api.db.updateTable('users').set({ results_active: true }).where('id', '=', p.user.id).execute();
    const other = await activeParticipant(api.db, api.app, { name: 'Nosy' });
    const nosy = await post(api.app, '/api/individual-results', { headers: { ...other.headers, UserEmail: p.email, UserID: String(p.user.id) }, payload: { user_email: p.email } });
    expect(nosy.json()).toMatchObject({ name: 'Nosy', resultsReady: false });
    const byEmail = await post(api.app, '/api/individual-results', { headers: api.admin.headers, payload: { user_email: p.email } });
    expect(byEmail.json()).toMatchObject({ name: 'Someone Else', resultsReady: true });
    expect((await post(api.app, '/api/individual-results', { headers: { ...api.admin.headers, UserID: '999999' } })).statusCode).toBe(404);
  });
});

describe('GET /api/individual-results-pdf', () => {
  it.each([
    ['ENG', 'Grace Hopper'],
    ['KOR', '김민수'],
  ] as const)('renders the report in %s with the name and strongest area', async (language, name) => {
    const p = await finishedParticipant({ name, language });
    await api.db.updateTable('users').set({ results_active: true }).where('id', '=', p.user.id).execute();
    const { pdfToken, recsDict } = (await results(p.headers)).json();
    const res = await api.app.inject({ method: 'GET', url: `/api/individual-results-pdf?token=${encodeURIComponent(pdfToken)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename=');
    const text = await pdfText(res.rawPayload);
    // The PDF is in the user's language; the web report is in the caller's (the same user here).
    expect(text).toContain(name);
    expect(text).toContain(translate(language, 'results.strongest'));
    expect(text).toContain(recsDict.STRONGESTAREA);
    // Long texts wrap across lines: their beginning is enough.
    expect(text).toContain(recsDict.GROWTHAREATEXT11.slice(0, 20));
  });

  it('refuses missing, forged and expired tokens', async () => {
    const p = await finishedParticipant();
    const get = (token: string) => api.app.inject({ method: 'GET', url: `/api/individual-results-pdf?token=${encodeURIComponent(token)}` });
    expect((await api.app.inject({ method: 'GET', url: '/api/individual-results-pdf' })).statusCode).toBe(400);
    expect((await get('garbage')).statusCode).toBe(400);
    const sessionHash = hashToken(p.token);
    const valid = await createPdfToken({ db: api.db, userId: p.user.id, sessionHash });
    const [payload] = valid.split('.');
    const forged = await get(`${payload}.${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(401);
    const expired = await createPdfToken({ db: api.db, userId: p.user.id, sessionHash, now: Date.now() - PDF_TOKEN_TTL_MS - 1000 });
    const res = await get(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'LINK_EXPIRED' });
    const noResponse = await createUser(api.db);
    expect((await get(await createPdfToken({ db: api.db, userId: noResponse.user.id, sessionHash }))).statusCode).toBe(404);
  });

  it('dies with the session that asked for it', async () => {
    const p = await finishedParticipant();
    await api.db.updateTable('users').set({ results_active: true }).where('id', '=', p.user.id).execute();
    const { pdfToken } = (await results(p.headers)).json();
    const get = () => api.app.inject({ method: 'GET', url: `/api/individual-results-pdf?token=${encodeURIComponent(pdfToken)}` });
    expect((await get()).statusCode).toBe(200);
    expect((await post(api.app, '/api/logout', { headers: p.headers })).statusCode).toBe(200);
    const after = await get();
    expect([after.statusCode, after.json().error]).toEqual([401, 'LINK_EXPIRED']);
  });
});
