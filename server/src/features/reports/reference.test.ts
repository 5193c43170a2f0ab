import type { CohortReportResponse } from 'shared-api/contract';
import { floatArray } from '../assessment/instrument/itemScores';
import { loadInstrument } from '../assessment';
import { post, setupApiTest } from '../../test/helpers';
import { areaItems } from './streamResponses';
import { datasets, differences, itemScores, type Dataset } from './reference/fixtures';

/**
 * The whole report against R's, through the API on a real database: each data set of
 * reference/fixtures.json stored as a team's responses (the first area's scores before and after,
 * and its items in the wave whose scale they use), then /api/cohort-report compared with R to 1e-6.
 * This is where each wave's description (quartiles by the database's percentile_cont) is held to
 * R's quantile type 7.
 */
const api = setupApiTest();
const instrument = loadInstrument();
const area = instrument.areas[0].id;
const items = areaItems(instrument);

/** A response's item_scores: the data set's items at the first area's places, every other item unrated. */
function itemScoresOf(kind: 'assessment' | 'reassessment', scores: number[] | undefined): (number | null)[] {
  const length = Object.keys(kind === 'assessment' ? instrument.key.statements : instrument.key.reassessment).length;
  const stored: (number | null)[] = Array.from({ length }, () => null);
  if (scores) items[kind][0].at.forEach((at, i) => (stored[at] = scores[i]));
  return stored;
}

async function store(data: Dataset): Promise<number> {
  const teamId = (await api.db.insertInto('teams').values({ name: data.name }).returning('id').executeTakeFirstOrThrow()).id;
  const rated = itemScores(data);
  // Five-point items are the assessment's (six per area), seven-point ones the reassessment's (three).
  const wave = data.max === 5 ? 'assessment' : 'reassessment';
  // Written in two statements, not one request per person: the largest set has 300 people.
  const users = await api.db.insertInto('users')
    .values(data.pre.map((_, i) => ({ name: `Person ${i}`, email: `${teamId}-${i}@reference.test`, password_hash: 'x', team_id: teamId, finished_assessment: true })))
    .returning('id').execute();
  await api.db.insertInto('assessment_responses').values(users.flatMap(({ id }, i) =>
    ([['assessment', data.pre[i]], ['reassessment', data.post[i]]] as const).map(([kind, score]) => ({
      user_id: id, kind, version: instrument.version, answers: '{}', text_answers: '{}', demographics: '{}',
      scores: JSON.stringify({ version: instrument.version, scores: { [area]: score }, strongest: area, growth: [] }),
      item_scores: floatArray(itemScoresOf(kind, kind === wave ? rated[i] : undefined)),
    })))).execute();
  return teamId;
}

describe.each(datasets.map((d) => [d.name, d] as const))('the cohort report against R: %s', (_name, data) => {
  it('describes both waves, gives the reliability and the paired change as R does', async () => {
    const teamId = await store(data);
    const res = await post(api.app, '/api/cohort-report', { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: '-1' } });
    expect(res.statusCode).toBe(200);
    const report = res.json<CohortReportResponse>().areas[0];
    expect(report.area).toBe(area);
    // The box (quartiles and whiskers) of a group under twice the minimum size (5) is withheld.
    const whiskers = (expected: unknown) => (data.pre.length >= 10 ? expected : { ...(expected as object), median: null, q1: null, q3: null, min: null, max: null });
    expect(differences(report.assessment, whiskers(data.expected.pre), 'assessment')).toEqual([]);
    expect(differences(report.reassessment, whiskers(data.expected.post), 'reassessment')).toEqual([]);
    const rated = data.max === 5 ? report.assessment : report.reassessment;
    expect(differences(rated, data.expected.reliability, 'reliability')).toEqual([]);
    expect(differences(report.change, data.expected.change, 'change')).toEqual([]);
  });
});
