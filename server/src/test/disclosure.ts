import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { CohortReportResponse } from 'shared-api/contract';
import type { DB } from '../db/types';
import type { Figure, Measure } from '../features/reports/disclosure/leaks';
import { post } from './helpers';

/**
 * For tests: the disclosure control is held against a brute force that shares none of its
 * arithmetic, exact integer elimination over each person's two scores, trying every group of
 * 1 to min - 1 people.
 */
const SIGN: Record<Measure, [bigint, bigint]> = { assessment: [1n, 0n], reassessment: [0n, 1n], change: [-1n, 1n] };

function exactRank(matrix: bigint[][]): number {
  const rows = matrix.map((row) => [...row]);
  let rank = 0;
  const width = rows[0]?.length ?? 0;
  for (let col = 0; col < width && rank < rows.length; col++) {
    const at = rows.findIndex((row, r) => r >= rank && row[col] !== 0n);
    if (at < 0) continue;
    [rows[rank], rows[at]] = [rows[at], rows[rank]];
    for (let r = 0; r < rows.length; r++) {
      if (r === rank || rows[r][col] === 0n) continue;
      const [a, b] = [rows[rank][col], rows[r][col]];
      rows[r] = rows[r].map((v, j) => v * a - rows[rank][j] * b);
    }
    rank += 1;
  }
  return rank;
}

/** Every group of 1 to min - 1 of these people whose scores some combination of the figures gives. */
export function exposedGroups(figures: readonly Figure[], people: readonly number[], minSize: number): number[][] {
  const column = new Map(people.map((id, i) => [id, i]));
  const matrix = figures.map((figure) => {
    const row = Array.from({ length: 2 * people.length }, () => 0n);
    for (const id of figure.members) {
      const i = column.get(id) as number;
      [row[2 * i], row[2 * i + 1]] = SIGN[figure.measure];
    }
    return row;
  });
  if (!matrix.length) return [];
  const full = exactRank(matrix);
  const groups: number[][] = [];
  const visit = (from: number, chosen: number[]) => {
    if (chosen.length) {
      const dropped = new Set(chosen.flatMap((i) => [2 * i, 2 * i + 1]));
      if (exactRank(matrix.map((row) => row.filter((_, j) => !dropped.has(j)))) < full) groups.push(chosen.map((i) => people[i]));
    }
    if (chosen.length === minSize - 1) return;
    for (let i = from; i < people.length; i++) visit(i + 1, [...chosen, i]);
  };
  visit(0, []);
  return groups;
}

/** A person of the team as the test (not a caller) knows them at one moment. */
export interface Known {
  id: number;
  cohortId: number | null;
  department: string | null;
  pre: boolean;
  post: boolean;
}

export async function knownPeople(db: Kysely<DB>, teamId: number): Promise<Known[]> {
  const { rows } = await sql<Known>`
    select u.id, u.cohort_id as "cohortId", nullif(pre.demographics->>'department', '') as department,
      pre.id is not null as pre, post.id is not null as post
    from users u
    left join assessment_responses pre on pre.user_id = u.id and pre.kind = 'assessment'
    left join assessment_responses post on post.user_id = u.id and post.kind = 'reassessment'
    where u.team_id = ${teamId} and u.admin = false and (pre.id is not null or post.id is not null)`.execute(db);
  return rows;
}

/**
 * The figures a report shows (every area checked), as the people they describe: what a caller who
 * knew who is where could combine.
 */
export function shownFigures(report: CohortReportResponse, people: Known[]): Figure[] {
  const audience = report.cohort_id === -1 ? people : people.filter((p) => p.cohortId === report.cohort_id);
  const ids = (list: Known[]) => list.map((p) => p.id);
  const paired = (list: Known[]) => ids(list.filter((p) => p.pre && p.post));
  const figures: Figure[] = [];
  const shown = (values: (number | null)[]) => {
    if (values.some((v) => v !== null) && values.some((v) => v === null)) throw new Error('areas disagree on what is shown');
    return values[0] !== null;
  };
  if (shown(report.areas.map((a) => a.assessment.mean))) figures.push({ measure: 'assessment', members: ids(audience.filter((p) => p.pre)) });
  if (shown(report.areas.map((a) => a.reassessment.mean))) figures.push({ measure: 'reassessment', members: ids(audience.filter((p) => p.post)) });
  if (shown(report.areas.map((a) => a.change.mean))) figures.push({ measure: 'change', members: paired(audience) });
  for (const d of report.departments) figures.push({ measure: 'change', members: paired(audience.filter((p) => p.department === d.department)) });
  for (const c of report.cohorts) figures.push({ measure: 'change', members: paired(people.filter((p) => p.cohortId === c.cohort_id)) });
  return figures;
}

/** Every report of the team (the whole, each cohort), read as `headers`; with the figures they show. */
export async function readEveryReport(app: FastifyInstance, db: Kysely<DB>, teamId: number, headers: Record<string, string>) {
  const people = await knownPeople(db, teamId);
  const cohorts = (await db.selectFrom('cohorts').select('id').where('team_id', '=', teamId).execute()).map((c) => c.id);
  const reports = new Map<number, CohortReportResponse>();
  for (const cohortId of [-1, ...cohorts]) {
    const res = await post(app, '/api/cohort-report', { headers: { ...headers, TeamID: String(teamId), CohortId: String(cohortId) } });
    if (res.statusCode !== 200) throw new Error(res.body);
    reports.set(cohortId, res.json<CohortReportResponse>());
  }
  return { people, reports, figures: [...reports.values()].flatMap((report) => shownFigures(report, people)) };
}
