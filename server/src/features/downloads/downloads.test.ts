import { sql } from 'kysely';
import { DOWNLOADS } from 'shared-api/contract';
import { translate } from 'shared-api/texts';
import { createLoggedInUser, post, setupApiTest, type LoggedInUser } from '../../test/helpers';
import { INSTRUMENT_VERSION, loadInstrument } from '../assessment';
import { activeParticipant, fetchQuestions } from '../../test/participants';
import { completeAnswers } from '../../test/answers';
import { answerQuestionnaire, openFor } from '../questionnaires/testing';

const api = setupApiTest();
const BOM = '\ufeff';
const areas = () => loadInstrument(INSTRUMENT_VERSION).areas;

const newTeam = async (name = 'Download Team') =>
  (await api.db.insertInto('teams').values({ name, departments: JSON.stringify([{ name: 'Research' }]) }).returning('id').executeTakeFirstOrThrow()).id;

/** A participant of the team who took the assessment (department Research), and the reassessment when asked. */
async function assessed(teamId: number, { name = 'Ada Lovelace', reassess = false } = {}) {
  const p = await activeParticipant(api.db, api.app, { teamId, name });
  const body = completeAnswers(await fetchQuestions(api.app, p.headers), 4);
  body.answers[0] = Object.fromEntries(Object.keys(body.answers[0]).map((k) => [k, 2]));
  expect((await post(api.app, '/api/answers', { headers: p.headers, payload: { ...body, reassess: false } })).statusCode).toBe(200);
  if (reassess) {
    await api.db.updateTable('users').set({ reassessment_active: true }).where('id', '=', p.user.id).execute();
    const { questions } = (await post(api.app, '/api/re-assessment-questions', { headers: p.headers })).json();
    const answers = { 0: Object.fromEntries(questions.map((q: { id: number }) => [String(q.id), 6])) };
    expect((await post(api.app, '/api/answers', { headers: p.headers, payload: { answers, textAnswers: {}, reassess: true } })).statusCode).toBe(200);
  }
  return p;
}

const download = (url: string, headers: Record<string, string>) => post(api.app, url, { headers });
/** The file's records as cells (no cell of these tests holds a line break). */
const records = (body: string) => body.replace(BOM, '').split('\r\n').filter(Boolean).map((line) => line.split('\t'));

describe('POST /api/results-csv', () => {
  it('answers results.tsv: a BOM, the translated header and one row per user with dates and area scores', async () => {
    const teamId = await newTeam();
    const cohort = (await api.db.insertInto('cohorts').values({ team_id: teamId, name: 'Spring' }).returning('id').executeTakeFirstOrThrow()).id;
    const ada = await assessed(teamId, { reassess: true });
    await api.db.updateTable('users').set({ cohort_id: cohort }).where('id', '=', ada.user.id).execute();
    const newcomer = await createLoggedInUser(api.db, api.app, { teamId, name: 'Newcomer' });

    const res = await download('/api/results-csv', { ...api.admin.headers, TeamID: String(teamId) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/tab-separated-values; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${DOWNLOADS.results.fileName}"`);
    expect(res.body.startsWith(BOM)).toBe(true);

    const [header, ...rows] = records(res.body);
    const names = areas().map((a) => a.name.ENG);
    expect(header).toEqual([
      'Name', 'Email', 'Department', 'Cohort', 'Registered (UTC)', 'Assessment finished (UTC)', 'Reassessment finished (UTC)',
      ...names.map((n) => `${n}: assessment`), ...names.map((n) => `${n}: reassessment`),
    ]);
    expect(rows).toHaveLength(2);
    const stored = await api.db.selectFrom('assessment_responses').select(['kind', 'scores']).where('user_id', '=', ada.user.id).orderBy('kind').execute();
    const [main, re] = stored.map((r) => areas().map((a) => r.scores.scores[a.id]));
    const [adaRow, newRow] = rows;
    expect(adaRow.slice(0, 4)).toEqual(['Ada Lovelace', ada.email, 'Research', 'Spring']);
    for (const cell of adaRow.slice(4, 7)) expect(cell).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(adaRow.slice(7).map((c) => (c === '' ? null : Number(c)))).toEqual([...main, ...re]);
    expect(newRow).toEqual(['Newcomer', newcomer.email, '', '', expect.stringMatching(/^\d{4}-/), '', '', ...names.flatMap(() => ['', ''])]);
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const teamId = await newTeam();
    const cohort = (await api.db.insertInto('cohorts').values({ team_id: teamId, name: '@SUM(1+1)' }).returning('id').executeTakeFirstOrThrow()).id;
    const sly = await createLoggedInUser(api.db, api.app, { teamId, name: '=HYPERLINK("http://evil.example","x")' });
    await api.db.updateTable('users').set({ cohort_id: cohort }).where('id', '=', sly.user.id).execute();
    await createLoggedInUser(api.db, api.app, { teamId, name: '-2+3' });
    const res = await download('/api/results-csv', { ...api.admin.headers, TeamID: String(teamId) });
    const lines = res.body.split('\r\n');
    expect(lines[1].startsWith(`"'=HYPERLINK(""http://evil.example"",""x"")"\t`)).toBe(true);
    expect(lines[1]).toContain("\t'@SUM(1+1)\t");
    expect(lines[2].startsWith("'-2+3\t")).toBe(true);
  });

  it("writes the header and numbers in the caller's language", async () => {
    const teamId = await newTeam();
    await assessed(teamId);
    const admin = await createLoggedInUser(api.db, api.app, { admin: true, language: 'SPA' });
    const res = await download('/api/results-csv', { ...admin.headers, TeamID: String(teamId) });
    const [header, row] = records(res.body);
    expect(header.slice(0, 4)).toEqual(['Nombre', 'Correo electrónico', 'Departamento', 'Cohorte']);
    expect(header[7]).toBe(translate('SPA', 'downloads.col.assessmentArea', { area: areas()[0].name.SPA }));
    const scores = row.slice(7, 7 + areas().length).filter(Boolean);
    expect(scores.length).toBeGreaterThan(0);
    for (const s of scores) expect(s).toMatch(/^\d+(,\d)?$/);
  });

  it('streams a large team in pages, all rows present', async () => {
    const teamId = await newTeam('Big Team');
    await sql`insert into users (name, email, password_hash, team_id)
      select 'User ' || n, 'bulk-' || n || '-' || ${teamId} || '@example.org', 'x', ${teamId} from generate_series(1, 3000) as n`.execute(api.db);
    const res = await api.app.inject({
      method: 'POST', url: '/api/results-csv', headers: { ...api.admin.headers, TeamID: String(teamId) }, payloadAsStream: true,
    });
    expect(res.statusCode).toBe(200);
    const chunks: Buffer[] = [];
    for await (const chunk of res.stream()) chunks.push(chunk as Buffer);
    // A chunk per page of 500 users (the header may ride with the first): never the whole file at once.
    expect(chunks.length).toBeGreaterThanOrEqual(6);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(Buffer.concat(chunks).length / 5);
    const rows = records(Buffer.concat(chunks).toString('utf8')).slice(1);
    expect(rows).toHaveLength(3000);
    expect(new Set(rows.map((r) => r[1])).size).toBe(3000);
  }, 60_000);

  it('refuses bad input, unknown teams and callers who do not manage the team', async () => {
    const teamId = await newTeam();
    const other = await newTeam();
    const leader = await createLoggedInUser(api.db, api.app, { teamId });
    await api.db.insertInto('team_leaders').values({ user_id: leader.user.id, team_id: teamId }).execute();
    const participant = await createLoggedInUser(api.db, api.app, { teamId });
    const call = (headers: Record<string, string>, team: string) => download('/api/results-csv', { ...headers, TeamID: team });

    expect((await call(leader.headers, String(teamId))).statusCode).toBe(200);
    expect((await call(leader.headers, String(other))).statusCode).toBe(403);
    expect((await call(participant.headers, String(teamId))).statusCode).toBe(403);
    expect((await call({}, String(teamId))).statusCode).toBe(401);
    expect((await call(api.admin.headers, '999999')).json()).toMatchObject({ error: 'NOT_FOUND', field: 'TeamID' });
    for (const bad of ['', 'abc', '-1', '1.5', '1%00']) expect((await call(api.admin.headers, bad)).statusCode).toBe(400);
    expect((await download('/api/results-csv', api.admin.headers)).json()).toMatchObject({ error: 'VALIDATION', errors: { TeamID: expect.any(String) } });
  });
});

describe('POST /api/responses-tsv', () => {
  let teamId: number;
  let ada: LoggedInUser;

  beforeAll(async () => {
    teamId = await newTeam();
    ada = await assessed(teamId, { reassess: true });
    await openFor(api.db, ada.user.id, ['self-efficacy', 'knowledge']);
    for (const kind of ['self-efficacy', 'knowledge'] as const) expect((await answerQuestionnaire(api.app, ada.headers, kind)).statusCode).toBe(200);
    await createLoggedInUser(api.db, api.app, { teamId, name: 'Silent' });
  });

  it('answers one row per answered statement: user, email, questionnaire, question, statement, value', async () => {
    const res = await download('/api/responses-tsv', { ...api.admin.headers, TeamID: String(teamId) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${DOWNLOADS.responses.fileName}"`);
    const [header, ...rows] = records(res.body);
    expect(header).toEqual(['Name', 'Email', 'Questionnaire', 'Question', 'Statement', 'Value']);
    expect(rows.every((r) => r[0] === 'Ada Lovelace' && r[1] === ada.email)).toBe(true);

    const instrument = loadInstrument(INSTRUMENT_VERSION);
    const first = instrument.assessment.questions[0];
    expect(rows).toContainEqual(['Ada Lovelace', ada.email, 'Innovation Assessment', first.prompt.ENG, first.statements[0].text.ENG, '2']);
    expect(rows).toContainEqual(['Ada Lovelace', ada.email, 'Innovation Assessment', 'Demographics', expect.any(String), 'Research']);
    const q1 = instrument.reassessment.questions[0];
    expect(rows).toContainEqual(['Ada Lovelace', ada.email, 'Innovation Reassessment', q1.question_text, '', '6']);
    expect(rows.filter((r) => r[2] === 'Innovation Reassessment')).toHaveLength(instrument.reassessment.questions.length);
    const selfEfficacy = rows.filter((r) => r[2] === 'Self-Efficacy Questions');
    expect(selfEfficacy.length).toBeGreaterThan(0);
    expect(selfEfficacy.every((r) => r[5] === '50')).toBe(true);
    // Knowledge answers are option indexes: the file shows the option's text.
    const knowledge = rows.filter((r) => /knowledge/i.test(r[2]));
    expect(knowledge.length).toBeGreaterThan(0);
    expect(knowledge.every((r) => r[5] !== '' && !/^\d+$/.test(r[5]))).toBe(true);
  });

  it("gives one user's responses by UserID, to that user, an admin or a leader of their team", async () => {
    const mine = await download('/api/responses-tsv', { ...ada.headers, UserID: String(ada.user.id) });
    expect(mine.statusCode).toBe(200);
    expect(records(mine.body).length).toBeGreaterThan(10);
    const stranger = await createLoggedInUser(api.db, api.app, { teamId });
    expect((await download('/api/responses-tsv', { ...stranger.headers, UserID: String(ada.user.id) })).statusCode).toBe(403);
    expect((await download('/api/responses-tsv', { ...stranger.headers, UserID: '999999' })).statusCode).toBe(403);
    expect((await download('/api/responses-tsv', { ...stranger.headers, TeamID: String(teamId) })).statusCode).toBe(403);
    expect((await download('/api/responses-tsv', { ...api.admin.headers, UserID: '999999' })).statusCode).toBe(404);
    expect((await download('/api/responses-tsv', {})).statusCode).toBe(401);
    expect((await download('/api/responses-tsv', api.admin.headers)).json()).toMatchObject({ error: 'VALIDATION', errors: { TeamID: expect.any(String) } });
  });

  it("is in the caller's language", async () => {
    const admin = await createLoggedInUser(api.db, api.app, { admin: true, language: 'KOR' });
    const [header, ...rows] = records((await download('/api/responses-tsv', { ...admin.headers, UserID: String(ada.user.id) })).body);
    expect(header).toEqual(['이름', '이메일', '설문', '질문', '문항', '값']);
    expect(rows.some((r) => r[2] === '혁신 역량 평가')).toBe(true);
  });
});
