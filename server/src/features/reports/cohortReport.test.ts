import { sql } from 'kysely';
import type { CohortReportResponse } from 'shared-api/contract';
import { fillItemScores, loadInstrument } from '../assessment';
import { createLoggedInUser, post, setupApiTest } from '../../test/helpers';
import { addRow, coMoments } from './accumulators';
import { reliability } from './statistics';
import { reportProgramme } from './testData';

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** /api/cohort-report (issue 23): who counts, what is paired, which items, hidden small groups, who may ask. */
const api = setupApiTest({ participant: true });
const instrument = loadInstrument();
const programme = (options?: Parameters<typeof reportProgramme>[1]) => reportProgramme(api.db, options);

const report = async (teamId: number, cohortId: number, headers = api.admin.headers) =>
  post(api.app, '/api/cohort-report', { headers: { ...headers, TeamID: String(teamId), CohortId: String(cohortId) } });

describe('POST /api/cohort-report', () => {
  it('counts the funnel, describes each wave, pairs the same people and scores the items as the report does', async () => {
    const { teamId, spring, people } = await programme({ autumn: 5 });
    const res = await report(teamId, spring);
    expect(res.statusCode).toBe(200);
    const body = res.json<CohortReportResponse>();
    expect(body).toMatchObject({ team_id: teamId, cohort_id: spring, min_group_size: 5, participants: 8, finished_assessment: 7, finished_reassessment: 6, paired: 6 });
    expect(body.areas.map((a) => a.area)).toEqual(instrument.areas.map((a) => a.id));

    const area = body.areas[0];
    expect(area.name).toBe(instrument.areas[0].name.ENG);
    const springers = people.filter((p) => p.cohort === spring);
    const pre = springers.map((p) => p.rows[0].scores.scores[area.area] as number);
    expect(area.assessment.n).toBe(7);
    expect(area.assessment.mean).toBeCloseTo(mean(pre) as number, 10);
    const paired = springers.filter((p) => p.rows.length === 2);
    const diffs = paired.map((p) => (p.rows[1].scores.scores[area.area] as number) - (p.rows[0].scores.scores[area.area] as number));
    expect(area.change.n).toBe(6);
    expect(area.change.mean).toBeCloseTo(mean(diffs) as number, 10);
    expect(area.change.df).toBe(5);

    // The area's six statements by id, reverse-keyed ones reversed, over those who rated them all.
    const ids = Object.entries(instrument.key.statements).filter(([, k]) => k.area === area.area).map(([id]) => id);
    expect(area.assessment.items.map((i) => i.id)).toEqual(ids);
    const where = new Map<string, [number, number]>();
    instrument.assessment.questions.forEach((page, q) => page.statements.forEach((s, i) => where.set(s.id, [q, i])));
    const rows = springers.map((p) => ids.map((id) => {
      const [q, s] = where.get(id) as [number, number];
      const r = p.rows[0].answers[q][s];
      return ((instrument.key.statements[id].reverse ? 5 - r : r - 1) / 4) * 100;
    }));
    const sums = coMoments(ids.length);
    rows.forEach((row) => addRow(sums, row));
    const expected = reliability(sums);
    expect(area.assessment.alpha).toBeCloseTo(expected.alpha as number, 10);
    expect(area.assessment.items.map((i) => i.item_rest_r)).toEqual(expected.items.map((i) => i.item_rest_r));
    expect(area.reassessment.items.map((i) => i.id)).toEqual(Object.entries(instrument.key.reassessment).filter(([, k]) => k.area === area.area).map(([id]) => id));
  });

  it('gives counts only for a group under the minimum size, and the whole team for -1', async () => {
    const { teamId, autumn } = await programme();
    const small = (await report(teamId, autumn)).json<CohortReportResponse>();
    expect(small).toMatchObject({ participants: 2, finished_assessment: 2, paired: 2 });
    for (const area of small.areas) {
      expect(area.assessment).toMatchObject({ n: 2, mean: null, sd: null, median: null, alpha: null });
      expect(area.change).toEqual({ n: 2, mean: null, sd: null, ci_low: null, ci_high: null, t: null, df: null, p: null, d_z: null, d_av: null, g_av: null });
      expect(area.assessment.items.every((i) => i.item_rest_r === null && i.alpha_if_deleted === null)).toBe(true);
    }
    const whole = (await report(teamId, -1)).json<CohortReportResponse>();
    expect(whole).toMatchObject({ cohort_id: -1, participants: 10, finished_assessment: 9, paired: 8 });
    expect(JSON.stringify(whole)).not.toContain('NaN');
  });

  it('fills the item scores of responses stored before them, reading a digit string and never failing on a value it cannot read', async () => {
    const { teamId, people } = await programme();
    const [first, second] = people;
    const stored = (await api.db.selectFrom('assessment_responses').select('answers').where('user_id', '=', first.id).where('kind', '=', 'assessment').executeTakeFirstOrThrow()).answers;
    const q = Object.keys(stored)[0];
    const id = instrument.assessment.questions[Number(q)].statements[0].id;
    const position = Object.keys(instrument.key.statements).indexOf(id);
    const rewrite = (userId: number, value: unknown) =>
      api.db.updateTable('assessment_responses').set({ answers: JSON.stringify({ ...stored, [q]: { ...stored[q], 0: value } }), item_scores: null })
        .where('user_id', '=', userId).where('kind', '=', 'assessment').execute();
    await rewrite(first.id, String(stored[q][0]));
    await rewrite(second.id, 'x');
    expect(await fillItemScores(api.db)).toBe(2);
    // One element, read as a scalar: PGlite's array parser reads a NULL element as NaN.
    const itemScore = async (userId: number) =>
      (await api.db.selectFrom('assessment_responses').select(sql<number | null>`item_scores[${position + 1}]`.as('score'))
        .where('user_id', '=', userId).where('kind', '=', 'assessment').executeTakeFirstOrThrow()).score;
    const r = stored[q][0];
    expect(await itemScore(first.id)).toBeCloseTo(((instrument.key.statements[id].reverse ? 5 - r : r - 1) / 4) * 100, 10);
    expect(await itemScore(second.id)).toBeNull();
    expect(await fillItemScores(api.db)).toBe(0);
    const res = await report(teamId, -1);
    expect(res.statusCode).toBe(200);
    expect(res.json<CohortReportResponse>().areas.every((area) => area.assessment.n === 9)).toBe(true);
  });

  it('withholds the whiskers under twice the minimum size, and a breakdown with any small group or remainder', async () => {
    const { teamId, spring, autumn, people } = await programme({ departments: (p) => (p < 3 ? 'Ops' : p < 8 ? 'Logistics' : '') });
    const body = (await report(teamId, -1)).json<CohortReportResponse>();
    const area = body.areas[0];
    // Nine people: min, q1, median, q3 and max would be five of their nine scores, and with the mean most of the rest.
    expect(area.assessment).toMatchObject({ n: 9, median: null, q1: null, q3: null, min: null, max: null });
    expect(area.assessment.mean).not.toBeNull();
    // Ops has three paired people; Autumn two: neither breakdown is shown.
    expect([body.departments, body.departments_withheld]).toEqual([[], true]);
    expect([body.cohorts, body.cohorts_withheld]).toEqual([[], true]);

    // Everyone in Logistics but person 8, who gave no department: one paired person in none is small too.
    await api.db.updateTable('assessment_responses').set({ demographics: JSON.stringify({ department: 'Logistics' }) })
      .where('user_id', 'in', people.slice(0, 3).map((p) => p.id)).where('kind', '=', 'assessment').execute();
    expect((await report(teamId, -1)).json<CohortReportResponse>()).toMatchObject({ departments: [], departments_withheld: true });
    // Spring's six paired people are all in Logistics: the same people as Spring's change, which
    // the team's minus Autumn's two would give; a cohort's report has no cohorts of its own.
    const one = (await report(teamId, spring)).json<CohortReportResponse>();
    expect(one).toMatchObject({ departments: [], departments_withheld: true, cohorts: [], cohorts_withheld: false });
    expect(one.withheld).toContainEqual({ measure: 'change', cohort_id: null, name: 'Logistics', n: 6, reason: 'difference' });
    expect(one.withheld).toContainEqual({ measure: 'change', cohort_id: null, name: '', n: 6, reason: 'difference' });

    // Autumn's people join Spring: one cohort of eight paired, no one in none.
    await api.db.updateTable('users').set({ cohort_id: spring }).where('cohort_id', '=', autumn).execute();
    const merged = (await report(teamId, -1)).json<CohortReportResponse>();
    expect(merged.cohorts_withheld).toBe(false);
    expect(merged.cohorts.map((c) => [c.cohort_id, c.cohort, c.paired])).toEqual([[spring, 'Spring', 8]]);
    expect(merged.cohorts[0].areas[0].change).toEqual(merged.areas[0].change);

    const none = (await report((await programme()).teamId, -1)).json<CohortReportResponse>();
    expect([none.departments, none.departments_withheld]).toEqual([[], false]);
  });

  it("names the areas in the caller's language", async () => {
    const { teamId } = await programme();
    await api.db.updateTable('users').set({ language: 'KOR' }).where('id', '=', api.admin.user.id).execute();
    const body = (await report(teamId, -1)).json<CohortReportResponse>();
    await api.db.updateTable('users').set({ language: 'ENG' }).where('id', '=', api.admin.user.id).execute();
    expect(body.areas[0].name).toBe(instrument.areas[0].name.KOR);
  });

  it("answers the team's leaders and administrators only, and refuses bad input", async () => {
    const { teamId, spring } = await programme();
    const leader = await createLoggedInUser(api.db, api.app, { teamId });
    await api.db.insertInto('team_leaders').values({ user_id: leader.user.id, team_id: teamId }).execute();
    expect((await report(teamId, spring, leader.headers)).statusCode).toBe(200);
    expect((await report(teamId, spring, api.participant.headers)).statusCode).toBe(403);
    const other = await programme();
    const foreign = await report(teamId, other.spring);
    expect([foreign.statusCode, foreign.json().error]).toEqual([404, 'NOT_FOUND']);
    expect((await post(api.app, '/api/cohort-report', { headers: { ...api.admin.headers, CohortId: '-1' } })).statusCode).toBe(400);
    expect((await post(api.app, '/api/cohort-report', { headers: { ...api.admin.headers, TeamID: 'x', CohortId: '-1' } })).statusCode).toBe(400);
    expect((await post(api.app, '/api/cohort-report', { headers: { TeamID: String(teamId), CohortId: '-1' } })).statusCode).toBe(401);
  });
});
