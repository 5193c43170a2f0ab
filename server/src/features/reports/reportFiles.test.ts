import type { CohortReportResponse } from 'shared-api/contract';
import { createLoggedInUser, post, setupApiTest } from '../../test/helpers';
import { pdfText } from '../../test/pdfText';
import { reportProgramme } from './testData';

/** cohort-report.tsv and cohort-report.pdf (issue 23): the page's numbers as files, in the reader's language. */
const api = setupApiTest({ participant: true });

const download = (kind: 'tsv' | 'pdf', teamId: number, cohortId: number, headers = api.admin.headers) =>
  post(api.app, `/api/cohort-report-${kind}`, { headers: { ...headers, TeamID: String(teamId), CohortId: String(cohortId) } });

async function asKorean<T>(run: () => Promise<T>): Promise<T> {
  await api.db.updateTable('users').set({ language: 'KOR' }).where('id', '=', api.admin.user.id).execute();
  try {
    return await run();
  } finally {
    await api.db.updateTable('users').set({ language: 'ENG' }).where('id', '=', api.admin.user.id).execute();
  }
}

describe('POST /api/cohort-report-tsv', () => {
  it("writes the report's tables with the same numbers, formula-safe, under the report's name", async () => {
    const { teamId, spring } = await reportProgramme(api.db, { teamName: '=HYPERLINK("http://x")', autumn: 5 });
    const res = await download('tsv', teamId, spring);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/tab-separated-values/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="cohort-report.tsv"');
    const lines = res.body.replace(/^\ufeff/, '').split('\r\n');
    // The team's name would be a formula in a spreadsheet: it is written as text.
    expect(lines[0]).toBe(`Cohort report\t"'=HYPERLINK(""http://x"") · Spring"`);
    expect(lines).toContain('Registered\t8');
    expect(lines).toContain('Both finished (paired)\t6');

    const report = (await post(api.app, '/api/cohort-report', { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: String(spring) } })).json<CohortReportResponse>();
    const area = report.areas[0];
    const changeRow = lines.find((line) => line.startsWith(`${area.name}\t${area.change.n}\t`))?.split('\t');
    expect(changeRow?.slice(2, 5).map(Number)).toEqual([area.change.mean, area.change.ci_low, area.change.ci_high].map((v) => Number((v as number).toFixed(4))));
    expect(changeRow?.[6]).toBe(String(area.change.df));
    expect(lines.some((line) => line.startsWith(`${area.name}\tBefore (assessment)\t${area.assessment.items[0].id}\t`))).toBe(true);
    expect(lines.at(-2)).toMatch(/^"?Scores 0-100/);
  });

  it("is in the reader's language, and names what it withholds for a small group", async () => {
    const { teamId, autumn } = await reportProgramme(api.db);
    const body = (await asKorean(() => download('tsv', teamId, autumn))).body;
    expect(body).toContain('기수 보고서');
    expect(body).toContain('5명 미만');
    const english = (await download('tsv', teamId, autumn)).body;
    expect(english).toContain('Fewer than 5 people: counts only');
  });
});

describe('POST /api/cohort-report-pdf', () => {
  it("draws the report in the reader's language, Korean in a font that has its glyphs", async () => {
    const { teamId } = await reportProgramme(api.db);
    const res = await download('pdf', teamId, -1);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="cohort-report.pdf"');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Cohort report');
    expect(text).toContain('Report Team · Whole team');
    expect(text).toContain('Change per area');
    expect(text).toContain('Alpha if deleted');

    const korean = await pdfText((await asKorean(() => download('pdf', teamId, -1))).rawPayload);
    expect(korean).toContain('기수 보고서');
  });

  it('answers the same refusals as the report', async () => {
    const { teamId, spring } = await reportProgramme(api.db);
    const leader = await createLoggedInUser(api.db, api.app, { teamId });
    await api.db.insertInto('team_leaders').values({ user_id: leader.user.id, team_id: teamId }).execute();
    expect((await download('pdf', teamId, spring, leader.headers)).statusCode).toBe(200);
    expect((await download('pdf', teamId, spring, api.participant.headers)).statusCode).toBe(403);
    const other = await reportProgramme(api.db);
    const foreign = await download('tsv', teamId, other.spring);
    expect([foreign.statusCode, foreign.json().error]).toEqual([404, 'NOT_FOUND']);
    expect((await post(api.app, '/api/cohort-report-pdf', { headers: { ...api.admin.headers, TeamID: String(teamId) } })).statusCode).toBe(400);
  });
});
