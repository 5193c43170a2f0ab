import type { Kysely } from 'kysely';
import type { ChangeStatistics, CohortReportResponse, DepartmentReport, Language, WaveStatistics } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { loadInstrument } from '../assessment';
import { assertAudience, audienceUsers, type Audience } from '../teams';
import { pairedChange, reliability, type Pairs } from './statistics';
import type { CoMoments } from './accumulators';
import { areaItems, streamResponses, type Sums } from './streamResponses';
import { waveSummaries, type Summary } from './waveSummaries';

/** A wave of one area: its scores as described, its items' reliability over those who rated them all. */
function waveStatistics(summary: Summary, items: CoMoments, ids: string[], minSize: number): WaveStatistics {
  const enough = summary.n >= minSize;
  const reliable = items.n >= minSize ? reliability(items) : null;
  return {
    n: summary.n,
    mean: enough ? summary.mean : null,
    sd: enough ? summary.sd : null,
    median: enough ? summary.median : null,
    q1: enough ? summary.q1 : null,
    q3: enough ? summary.q3 : null,
    min: enough ? summary.min : null,
    max: enough ? summary.max : null,
    alpha: reliable?.alpha ?? null,
    items: ids.map((id, i) => ({
      id,
      item_rest_r: reliable?.items[i]?.item_rest_r ?? null,
      alpha_if_deleted: reliable?.items[i]?.alpha_if_deleted ?? null,
    })),
  };
}

/** The paired change, or only its count under the minimum size. */
function changeStatistics(pairs: Pairs, minSize: number): ChangeStatistics {
  const change = pairedChange(pairs);
  if (change.n >= minSize) return change;
  const hidden = Object.fromEntries(Object.keys(change).map((key) => [key, null])) as unknown as ChangeStatistics;
  return { ...hidden, n: change.n };
}

/**
 * Each department's paired change, only when every department with a paired person has at least
 * minSize of them: one small department among large ones would still give its people away.
 */
function departmentReports(sums: Sums, areaIds: string[], minSize: number): { departments: DepartmentReport[]; withheld: boolean } {
  const groups = [...sums.departments.entries()];
  if (!groups.every(([, group]) => group.paired >= minSize)) return { departments: [], withheld: true };
  const departments = groups
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([department, group]) => ({
      department,
      paired: group.paired,
      areas: areaIds.map((area, a) => ({ area, change: changeStatistics(group.pairs[a], minSize) })),
    }));
  return { departments, withheld: false };
}

/**
 * /api/cohort-report: the audience's completion counts and, per area of the current instrument,
 * both waves and the paired change (issue 23). Scores are those each person's report shows. The
 * database describes each wave; the rest is summed as the responses stream past, so the memory
 * used does not grow with the team.
 */
export async function findCohortReport(query: ReportQuery): Promise<CohortReportResponse> {
  // 404 naming the field when the team, or the cohort within it, does not exist.
  await assertAudience(query.db, query.audience);
  return buildCohortReport(query);
}

export interface ReportQuery {
  db: Kysely<DB>;
  audience: Audience;
  /** As asked, -1 for the whole team. */
  cohortId: number;
  language: Language;
  minGroupSize: number;
}

/** The report of an audience known to exist. */
export async function buildCohortReport({ db, audience, cohortId, language, minGroupSize }: ReportQuery): Promise<CohortReportResponse> {
  const instrument = loadInstrument();
  const areaIds = instrument.areas.map((a) => a.id);
  const people = audienceUsers(db, audience).where('users.admin', '=', false).select('users.id');
  const [{ participants }, summaries, sums] = await Promise.all([
    audienceUsers(db, audience).where('users.admin', '=', false).select((eb) => eb.fn.countAll<number>().as('participants')).executeTakeFirstOrThrow(),
    waveSummaries(db, people, areaIds),
    streamResponses(db, people, areaIds),
  ]);
  const items = areaItems(instrument);
  const { departments, withheld } = departmentReports(sums, areaIds, minGroupSize);
  return {
    team_id: audience.teamId,
    cohort_id: cohortId,
    min_group_size: minGroupSize,
    participants: Number(participants),
    finished_assessment: sums.finished.assessment,
    finished_reassessment: sums.finished.reassessment,
    paired: sums.paired,
    areas: instrument.areas.map(({ id, name }, a) => ({
      area: id,
      name: name[language],
      assessment: waveStatistics(summaries.assessment[a], sums.items.assessment[a], items.assessment[a].ids, minGroupSize),
      reassessment: waveStatistics(summaries.reassessment[a], sums.items.reassessment[a], items.reassessment[a].ids, minGroupSize),
      change: changeStatistics(sums.pairs[a], minGroupSize),
    })),
    departments,
    departments_withheld: withheld,
  };
}
