import type { Kysely } from 'kysely';
import type { ChangeStatistics, CohortReportResponse, GroupChange, Language, WaveStatistics, WithheldFigure } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { fillItemScores, loadInstrument } from '../assessment';
import { assertAudience, audienceUsers, type Audience } from '../teams';
import { pairedChange, reliability, type Pairs } from './statistics';
import type { CoMoments } from './accumulators';
import { discloseReport, type Disclosure } from './disclosure/record';
import { figureId, inMeasure, servedBy, type FigureOf } from './disclosure/figures';
import { areaItems, streamResponses, type Groups } from './streamResponses';
import { waveSummaries, type Summary } from './waveSummaries';

/** A wave of one area: its scores as described, its items' reliability over those who rated them all. */
function waveStatistics(summary: Summary, items: CoMoments, ids: string[], minSize: number, shown: boolean): WaveStatistics {
  const enough = shown && summary.n >= minSize;
  // At the minimum size, the five figures with the mean and sd would be every score of the group.
  const box = enough && summary.n >= 2 * minSize;
  const reliable = enough && items.n >= minSize ? reliability(items) : null;
  return {
    n: summary.n,
    mean: enough ? summary.mean : null,
    sd: enough ? summary.sd : null,
    median: box ? summary.median : null,
    q1: box ? summary.q1 : null,
    q3: box ? summary.q3 : null,
    min: box ? summary.min : null,
    max: box ? summary.max : null,
    alpha: reliable?.alpha ?? null,
    items: ids.map((id, i) => ({
      id,
      item_rest_r: reliable?.items[i]?.item_rest_r ?? null,
      alpha_if_deleted: reliable?.items[i]?.alpha_if_deleted ?? null,
    })),
  };
}

/** The paired change, or only its count when it is withheld or (an area some lack) under the minimum. */
function changeStatistics(pairs: Pairs, minSize: number, shown: boolean): ChangeStatistics {
  const change = pairedChange(pairs);
  if (shown && change.n >= minSize) return change;
  const hidden = Object.fromEntries(Object.keys(change).map((key) => [key, null])) as unknown as ChangeStatistics;
  return { ...hidden, n: change.n };
}

/** Each group's paired change (departments, cohorts) whose figure is shown. */
function groupReports<K>(groups: Groups<K>, areaIds: string[], minSize: number, shown: (key: K) => boolean): (GroupChange & { key: K })[] {
  return [...groups.of.entries()].filter(([key]) => shown(key)).map(([key, group]) => ({
    key,
    paired: group.paired,
    areas: areaIds.map((area, a) => ({ area, change: changeStatistics(group.pairs[a], minSize, true) })),
  }));
}

/**
 * /api/cohort-report: the audience's completion counts and, per area of the current instrument,
 * both waves and the paired change (issue 23), each figure shown only where the team's disclosure
 * control allows (issue 36). Scores are those each person's report shows. The database describes
 * each wave; the rest is summed as the responses stream past.
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
export async function buildCohortReport(query: ReportQuery): Promise<CohortReportResponse> {
  // Responses an instance of the previous release stored during an upgrade have no item scores yet.
  await fillItemScores(query.db);
  return discloseReport(query.db, query.audience, query.minGroupSize, (trx, disclosure) => describeReport(trx, query, disclosure));
}

/** The report of the people decided on, or null when some of them were erased while it was read. */

export async function describeReport(db: Kysely<DB>, { audience, cohortId, language, minGroupSize }: ReportQuery, { people: team, candidates, withheld, shown: decided }: Disclosure): Promise<CohortReportResponse | null> {
  const instrument = loadInstrument();
  const areaIds = instrument.areas.map((a) => a.id);
  const people = audience.cohortId === null ? team : team.filter((p) => p.cohortId === audience.cohortId);
  const ids = (kind: 'assessment' | 'reassessment') => people.filter((p) => inMeasure(p, kind)).map((p) => p.id);
  const waves = { assessment: ids('assessment'), reassessment: ids('reassessment') };
  const [{ participants }, summaries, sums, cohortNames] = await Promise.all([
    audienceUsers(db, audience).where('users.admin', '=', false).select((eb) => eb.fn.countAll<number>().as('participants')).executeTakeFirstOrThrow(),
    waveSummaries(db, waves, areaIds),
    streamResponses(db, people, areaIds),
    db.selectFrom('cohorts').select(['id', 'name']).where('team_id', '=', audience.teamId).execute(),
  ]);
  // Responses are never changed, only deleted with their person: the same counts are the same people.
  const paired = people.filter((p) => inMeasure(p, 'change')).length;
  const same = (kind: 'assessment' | 'reassessment') => sums.finished[kind] === waves[kind].length && summaries.responses[kind] === waves[kind].length;
  if (!same('assessment') || !same('reassessment') || sums.paired !== paired) return null;
  const names = new Map(cohortNames.map((c) => [c.id, c.name]));
  const shown = (of: FigureOf) => decided.has(figureId(of));
  const own = { cohortId: audience.cohortId, department: null };
  const items = areaItems(instrument);
  const departments = groupReports(sums.groups.department, areaIds, minGroupSize, (department) => shown({ ...own, measure: 'change', department }));
  // A cohort's report is one cohort: its breakdown by cohort would be itself.
  const cohorts = audience.cohortId === null ? groupReports(sums.groups.cohort, areaIds, minGroupSize, (id) => shown({ cohortId: id, measure: 'change', department: null })) : [];
  const ofThisReport = candidates.filter((c) => withheld.has(c.id) && servedBy(c.of, audience.cohortId));
  const missing: WithheldFigure[] = ofThisReport.map(({ id, of, members }) => {
    const cohortOfTeam = of.cohortId !== audience.cohortId ? of.cohortId : null;
    const name = of.department ?? (cohortOfTeam !== null ? (names.get(cohortOfTeam) ?? '') : '');
    return { measure: of.measure, cohort_id: cohortOfTeam, name, n: members.length, reason: withheld.get(id) as WithheldFigure['reason'] };
  });
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
      assessment: waveStatistics(summaries.assessment[a], sums.items.assessment[a], items.assessment[a].ids, minGroupSize, shown({ ...own, measure: 'assessment' })),
      reassessment: waveStatistics(summaries.reassessment[a], sums.items.reassessment[a], items.reassessment[a].ids, minGroupSize, shown({ ...own, measure: 'reassessment' })),
      change: changeStatistics(sums.pairs[a], minGroupSize, shown({ ...own, measure: 'change' })),
    })),
    departments: departments
      .map(({ key, ...group }) => ({ department: key, ...group }))
      .sort((a, b) => a.department.localeCompare(b.department)),
    departments_withheld: ofThisReport.some((c) => c.of.department !== null),
    cohorts: cohorts
      .map(({ key, ...group }) => ({ cohort_id: key, cohort: names.get(key) ?? '', ...group }))
      .sort((a, b) => a.cohort.localeCompare(b.cohort)),
    cohorts_withheld: ofThisReport.some((c) => c.of.cohortId !== audience.cohortId),
    withheld: missing,
  };
}
