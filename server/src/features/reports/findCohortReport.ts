import type { Kysely } from 'kysely';
import type { ChangeStatistics, CohortReportResponse, GroupChange, Language, WaveStatistics } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { fillItemScores, loadInstrument } from '../assessment';
import { assertAudience, audienceUsers, type Audience } from '../teams';
import { pairedChange, reliability, type Pairs } from './statistics';
import type { CoMoments } from './accumulators';
import { areaItems, streamResponses, type Groups } from './streamResponses';
import { waveSummaries, type Summary } from './waveSummaries';

/** A wave of one area: its scores as described, its items' reliability over those who rated them all. */
function waveStatistics(summary: Summary, items: CoMoments, ids: string[], minSize: number): WaveStatistics {
  const enough = summary.n >= minSize;
  // At the minimum size, min, q1, median, q3 and max would be every score of the group.
  const whiskers = summary.n >= 2 * minSize;
  const reliable = items.n >= minSize ? reliability(items) : null;
  return {
    n: summary.n,
    mean: enough ? summary.mean : null,
    sd: enough ? summary.sd : null,
    median: enough ? summary.median : null,
    q1: enough ? summary.q1 : null,
    q3: enough ? summary.q3 : null,
    min: whiskers ? summary.min : null,
    max: whiskers ? summary.max : null,
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
 * Each group's paired change (departments, cohorts), only when every group with a paired person,
 * and the paired people in none, number 0 or at least minSize: one small group among large ones
 * could otherwise be read off the others and the whole.
 */
function groupReports<K>(groups: Groups<K>, areaIds: string[], minSize: number): { reports: (GroupChange & { key: K })[]; withheld: boolean } {
  const all = [...groups.of.entries()];
  const small = (count: number) => count > 0 && count < minSize;
  if (all.some(([, group]) => small(group.paired)) || (all.length > 0 && small(groups.none))) return { reports: [], withheld: true };
  const reports = all.map(([key, group]) => ({
    key,
    paired: group.paired,
    areas: areaIds.map((area, a) => ({ area, change: changeStatistics(group.pairs[a], minSize) })),
  }));
  return { reports, withheld: false };
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
  const participantsOf = () => audienceUsers(db, audience).where('users.admin', '=', false);
  // Responses an instance of the previous release stored during an upgrade have no item scores yet.
  await fillItemScores(db);
  const [{ participants }, summaries, sums, cohortNames] = await Promise.all([
    participantsOf().select((eb) => eb.fn.countAll<number>().as('participants')).executeTakeFirstOrThrow(),
    waveSummaries(db, participantsOf().select('users.id'), areaIds),
    streamResponses(db, participantsOf().select(['users.id', 'users.cohort_id']), areaIds),
    db.selectFrom('cohorts').select(['id', 'name']).where('team_id', '=', audience.teamId).execute(),
  ]);
  const items = areaItems(instrument);
  const departments = groupReports(sums.groups.department, areaIds, minGroupSize);
  // A cohort's report is one cohort: its breakdown by cohort would be itself.
  const cohorts = audience.cohortId === null ? groupReports(sums.groups.cohort, areaIds, minGroupSize) : { reports: [], withheld: false };
  const names = new Map(cohortNames.map((c) => [c.id, c.name]));
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
    departments: departments.reports
      .map(({ key, ...group }) => ({ department: key, ...group }))
      .sort((a, b) => a.department.localeCompare(b.department)),
    departments_withheld: departments.withheld,
    cohorts: cohorts.reports
      .map(({ key, ...group }) => ({ cohort_id: key, cohort: names.get(key) ?? '', ...group }))
      .sort((a, b) => a.cohort.localeCompare(b.cohort)),
    cohorts_withheld: cohorts.withheld,
  };
}
