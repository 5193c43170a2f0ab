import type { CohortReportResponse } from 'shared-api/contract';
import { post, setupApiTest } from '../../test/helpers';
import type { Figure } from './disclosure/leaks';
import { exposedGroups, readEveryReport } from '../../test/disclosure';
import { discloseReport } from './disclosure/record';
import { describeReport, type ReportQuery } from './findCohortReport';
import { reportTeam, type Placed } from './testData';

/**
 * Issue 36, item 5: no combination of the cohort report's calls for one team, now or read before
 * and after people move, gives the scores of 1 to 4 people (the minimum is 5); what is withheld is
 * said, and why. Each check combines everything the reads showed, by the people it describes.
 */
const api = setupApiTest();
const MIN = 5;

const everyone = (figures: Figure[]) => [...new Set(figures.flatMap((f) => f.members))];
const reads = (teamId: number) => readEveryReport(api.app, api.db, teamId, api.admin.headers);
const times = (n: number, placed: Placed): Placed[] => Array.from({ length: n }, () => ({ ...placed }));
const withheldOf = (report: CohortReportResponse | undefined) => (report?.withheld ?? []).map(({ measure, name, reason }) => [measure, name, reason]);

describe('the cohort report withholds what would single someone out', () => {
  it("withholds cohort A's figures when the team's minus A's would give the one person of B", async () => {
    const { teamId, cohorts } = await reportTeam(api.db, [...times(5, { cohort: 'A' }), { cohort: 'B' }]);
    const { reports, figures } = await reads(teamId);
    const team = reports.get(-1) as CohortReportResponse;
    expect(team.areas[0].assessment.mean).not.toBeNull();
    expect(team.areas[0].change.mean).not.toBeNull();
    expect(withheldOf(reports.get(cohorts.get('A') as number))).toEqual([
      ['change', '', 'difference'], ['assessment', '', 'difference'], ['reassessment', '', 'difference'],
    ]);
    expect(withheldOf(reports.get(cohorts.get('B') as number))).toEqual([['change', '', 'small'], ['assessment', '', 'small'], ['reassessment', '', 'small']]);
    expect(withheldOf(team)).toEqual([['change', 'A', 'difference'], ['change', 'B', 'small']]);
    expect(team).toMatchObject({ cohorts: [], cohorts_withheld: true });
    expect(exposedGroups(figures, everyone(figures), MIN)).toEqual([]);
  });

  it('does the same for one person in no cohort', async () => {
    const { teamId } = await reportTeam(api.db, [...times(5, { cohort: 'A' }), { cohort: null }]);
    const { reports, figures } = await reads(teamId);
    expect([...reports.values()].map((r) => r.areas[0].assessment.mean === null)).toEqual([false, true]);
    expect(exposedGroups(figures, everyone(figures), MIN)).toEqual([]);
  });

  it('withholds a department when the team minus it would give the one paired person who named none', async () => {
    const { teamId } = await reportTeam(api.db, [...times(5, { cohort: null, department: 'Ops' }), { cohort: null }]);
    const { reports, figures } = await reads(teamId);
    const team = reports.get(-1) as CohortReportResponse;
    expect(team).toMatchObject({ departments: [], departments_withheld: true });
    expect(withheldOf(team)).toEqual([['change', 'Ops', 'difference']]);
    expect(team.areas[0].change.mean).not.toBeNull();
    expect(exposedGroups(figures, everyone(figures), MIN)).toEqual([]);
  });

  it("withholds the reassessment's scores when with the change they would give those who did not come back", async () => {
    const { teamId } = await reportTeam(api.db, [...times(6, { cohort: null }), { cohort: null, re: false }]);
    const { reports, figures } = await reads(teamId);
    const area = (reports.get(-1) as CohortReportResponse).areas[0];
    expect([area.assessment.mean !== null, area.change.mean !== null, area.reassessment.mean]).toEqual([true, true, null]);
    expect(area.reassessment.n).toBe(6);
    expect(withheldOf(reports.get(-1))).toEqual([['reassessment', '', 'difference']]);
    expect(exposedGroups(figures, everyone(figures), MIN)).toEqual([]);
  });

  it('gives quartiles from twice the minimum only', async () => {
    const nine = await reads((await reportTeam(api.db, times(9, { cohort: null }))).teamId);
    expect(nine.reports.get(-1)?.areas[0].assessment).toMatchObject({ n: 9, median: null, q1: null, q3: null, min: null, max: null });
    const ten = await reads((await reportTeam(api.db, times(10, { cohort: null }))).teamId);
    const wave = ten.reports.get(-1)?.areas[0].assessment;
    expect([wave?.n, wave?.median, wave?.q1, wave?.q3, wave?.min, wave?.max].every((v) => typeof v === 'number')).toBe(true);
  });

  it('remembers what it showed: a move is not readable person by person, and the group shows again once five have changed', async () => {
    const { teamId, cohorts, ids } = await reportTeam(api.db, [...times(5, { cohort: 'A' }), ...times(5, { cohort: 'C' })]);
    const [a, c] = [cohorts.get('A') as number, cohorts.get('C') as number];
    const first = await reads(teamId);
    expect(first.reports.get(a)?.withheld).toEqual([]);
    const move = (people: number[]) => api.db.updateTable('users').set({ cohort_id: a }).where('id', 'in', people).execute();

    await move(ids.slice(5, 6));
    const second = await reads(teamId);
    expect(withheldOf(second.reports.get(a))).toEqual([['change', '', 'changed'], ['assessment', '', 'changed'], ['reassessment', '', 'changed']]);
    expect(withheldOf(second.reports.get(c)).map(([, , reason]) => reason)).toEqual(['small', 'small', 'small']);
    // The team is the same ten people: still shown.
    expect(second.reports.get(-1)?.areas[0].change.mean).toBe(first.reports.get(-1)?.areas[0].change.mean);

    await move(ids.slice(6, 10));
    const third = await reads(teamId);
    expect(third.reports.get(a)?.withheld).toEqual([]);
    const all = [...first.figures, ...second.figures, ...third.figures];
    expect(exposedGroups(all, everyone(all), MIN)).toEqual([]);
  });

  it.each([1, 2, 3, 4, 5, 6])('leaves nobody exposed across reads of a mixed team as people move, team %i', async (seed) => {
    let s = seed;
    const pick = (n: number) => (s = (s * 1103515245 + 12345) % 2147483648) % n;
    const cohortNames = ['A', 'B', null];
    const placed: Placed[] = Array.from({ length: 11 }, () => ({ cohort: cohortNames[pick(3)], department: ['Ops', 'Sales', ''][pick(3)], re: pick(5) > 0 }));
    const { teamId, cohorts, ids } = await reportTeam(api.db, placed);
    const all: Figure[] = [];
    for (let round = 0; round < 3; round++) {
      all.push(...(await reads(teamId)).figures);
      const mover = ids[pick(ids.length)];
      await api.db.updateTable('users').set({ cohort_id: [cohorts.get('A'), cohorts.get('B'), null][pick(3)] ?? null }).where('id', '=', mover).execute();
    }
    expect(exposedGroups(all, everyone(all), MIN)).toEqual([]);
    // What the team's reports recorded is everything they showed: it exposes no one either.
    const recorded = await api.db.selectFrom('report_disclosures').select(['measure', 'members']).where('team_id', '=', teamId).execute();
    expect(exposedGroups(recorded, everyone(recorded), MIN)).toEqual([]);
  });

  it('says in the files what it withheld and why', async () => {
    const { teamId, cohorts } = await reportTeam(api.db, [...times(5, { cohort: 'A' }), { cohort: 'B' }]);
    const res = await post(api.app, '/api/cohort-report-tsv', { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: String(cohorts.get('A')) } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Change of A (5 people): with other figures of this team's reports, this would give away the scores of fewer than 5 people.");
    expect(res.body).toContain('Median, quartiles, lowest and highest are shown from 10 people');
  });

  it('reads again when someone is erased while the report is read, and records nothing of the reading undone', async () => {
    const { teamId, ids } = await reportTeam(api.db, times(7, { cohort: null }));
    const query: ReportQuery = { db: api.db, audience: { teamId, cohortId: null }, cohortId: -1, language: 'ENG', minGroupSize: MIN };
    let readings = 0;
    const report = await discloseReport(api.db, query.audience, MIN, async (trx, disclosure) => {
      // As an erasure that commits after the people were read, before their scores are.
      if ((readings += 1) === 1) await trx.deleteFrom('assessment_responses').where('user_id', '=', ids[0]).execute();
      return describeReport(trx, query, disclosure);
    });
    expect([readings, report.finished_assessment, report.areas[0].assessment.n]).toEqual([2, 6, 6]);
    const recorded = await api.db.selectFrom('report_disclosures').select('members').where('team_id', '=', teamId).execute();
    expect(recorded.length).toBeGreaterThan(0);
    expect(recorded.every(({ members }) => !members.includes(ids[0]))).toBe(true);
    await expect(discloseReport(api.db, query.audience, MIN, async () => null)).rejects.toMatchObject({ code: 'UNAVAILABLE', status: 503 });
  });
});
