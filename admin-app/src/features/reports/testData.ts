import type { AreaReport, ChangeStatistics, CohortReportResponse, ItemStatistics, WaveStatistics } from 'shared-api';

const items = (...rs: number[]): ItemStatistics[] => rs.map((r, i) => ({ id: `S${i + 1}`, item_rest_r: r, alpha_if_deleted: 0.8 - r / 10 }));

export function wave(over: Partial<WaveStatistics> = {}): WaveStatistics {
  return { n: 44, mean: 55.24, sd: 12.31, median: 56, q1: 47.5, q3: 64.25, min: 20, max: 90, alpha: 0.812, items: items(0.55, 0.48), ...over };
}

/** A clear small improvement: mean +4.25, 95% interval 1.13 to 7.37, g_av 0.347. */
export function change(over: Partial<ChangeStatistics> = {}): ChangeStatistics {
  return { n: 38, mean: 4.25, sd: 9.5, ci_low: 1.13, ci_high: 7.37, t: 2.758, df: 37, p: 0.0089, d_z: 0.447, d_av: 0.354, g_av: 0.347, ...over };
}

export const area = (id: string, name: string, over: Partial<AreaReport> = {}): AreaReport => ({
  area: id,
  name,
  assessment: wave(),
  reassessment: wave({ n: 39, mean: 59.5 }),
  change: change(),
  ...over,
});

/** A wave of a group under the minimum size, as the server sends it: its count, every statistic null. */
export const smallWave = (n: number): WaveStatistics => ({
  ...wave({ n, mean: null, sd: null, median: null, q1: null, q3: null, min: null, max: null, alpha: null }),
  items: [{ id: 'S1', item_rest_r: null, alpha_if_deleted: null }],
});

/** The change of fewer people than the minimum: the count alone. */
export const smallChange = (n: number): ChangeStatistics => ({ n, mean: null, sd: null, ci_low: null, ci_high: null, t: null, df: null, p: null, d_z: null, d_av: null, g_av: null });

/** /api/cohort-report of team 7 (Acme), the whole team: two areas, the second with no clear change. */
export function reportReply(over: Partial<CohortReportResponse> = {}): CohortReportResponse {
  return {
    team_id: 7,
    cohort_id: -1,
    min_group_size: 5,
    participants: 50,
    finished_assessment: 44,
    finished_reassessment: 39,
    paired: 38,
    areas: [
      area('ideation', 'Idea Generation'),
      area('experimentation', 'Experimentation', {
        reassessment: wave({ n: 39, items: [{ id: 'R1', item_rest_r: 0.12, alpha_if_deleted: 0.86 }, ...items(0.6)] }),
        change: change({ mean: -0.61, ci_low: -3.1, ci_high: 1.88, t: -0.5, p: 0.62, d_z: -0.08, d_av: -0.05, g_av: -0.049 }),
      }),
    ],
    departments: [],
    departments_withheld: false,
    cohorts: [],
    cohorts_withheld: false,
    withheld: [],
    ...over,
  };
}

/** The calls the page makes besides the report: the team's name and its cohorts. */
export const teamRoutes = {
  '/api/teams-by-recency': { body: { teams: [{ id: 7, name: 'Acme' }] } },
  '/api/cohorts': { body: { cohortsByTeam: { 7: { 5: 'Spring', 6: 'Autumn' } } } },
};
