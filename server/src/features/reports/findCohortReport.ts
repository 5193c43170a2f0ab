import type { Kysely } from 'kysely';
import type { AreaReport, ChangeStatistics, CohortReportResponse, DepartmentReport, Language, WaveStatistics } from 'shared-api/contract';
import type { DB, ResponseKind } from '../../db/types';
import { loadInstrument, type Instrument } from '../assessment';
import { assertAudience, audienceUsers, type Audience } from '../teams';
import { readWaves, waveItems, type Wave } from './readWaves';
import { describe, pairedChange, reliability } from './statistics';

/** The positions, in a wave's item arrays, of an area's items, and their ids. */
function areaItems(instrument: Instrument, kind: ResponseKind, area: string): { ids: string[]; at: number[] } {
  const items = waveItems(instrument, kind);
  const at = items.area.flatMap((itemArea, i) => (itemArea === area ? [i] : []));
  return { ids: at.map((i) => items.ids[i]), at };
}

const scoreOf = (wave: Wave, userId: number, areaIndex: number): number | null => {
  const score = wave.scores.get(userId)?.[areaIndex];
  return score === undefined || Number.isNaN(score) ? null : score;
};

/** A wave of one area: its scores described, its items' reliability over those who answered them all. */
function waveStatistics(wave: Wave, areaIndex: number, items: { ids: string[]; at: number[] }, minSize: number): WaveStatistics {
  const scores = [...wave.scores.keys()].map((userId) => scoreOf(wave, userId, areaIndex)).filter((s): s is number => s !== null);
  const rows = [...wave.items.values()].map((scored) => items.at.map((i) => scored[i])).filter((row) => row.every((v) => !Number.isNaN(v)));
  const description = describe(scores);
  const enough = scores.length >= minSize;
  const reliable = rows.length >= minSize ? reliability(rows) : null;
  return {
    n: scores.length,
    mean: enough ? description.mean : null,
    sd: enough ? description.sd : null,
    median: enough ? description.median : null,
    q1: enough ? description.q1 : null,
    q3: enough ? description.q3 : null,
    min: enough ? description.min : null,
    max: enough ? description.max : null,
    alpha: reliable?.alpha ?? null,
    items: items.ids.map((id, i) => ({
      id,
      item_rest_r: reliable?.items[i]?.item_rest_r ?? null,
      alpha_if_deleted: reliable?.items[i]?.alpha_if_deleted ?? null,
    })),
  };
}

/** The paired change of one area, over `people` (default: everyone with both waves). */
function changeStatistics(pre: Wave, post: Wave, areaIndex: number, minSize: number, people: Iterable<number> = pre.scores.keys()): ChangeStatistics {
  const pairs = [...people].flatMap((userId) => {
    const before = scoreOf(pre, userId, areaIndex);
    const after = scoreOf(post, userId, areaIndex);
    return before === null || after === null ? [] : [[before, after] as const];
  });
  const change = pairedChange(pairs.map(([before]) => before), pairs.map(([, after]) => after));
  if (pairs.length >= minSize) return change;
  const hidden = Object.fromEntries(Object.keys(change).map((key) => [key, null])) as unknown as ChangeStatistics;
  return { ...hidden, n: pairs.length };
}

/**
 * Each department's paired change, only when every department with a paired person has at least
 * minSize of them: one small department among large ones would still give its people away.
 */
function departmentReports(pre: Wave, post: Wave, areaIds: string[], minSize: number): { departments: DepartmentReport[]; withheld: boolean } {
  const groups = new Map<string, number[]>();
  for (const [userId, department] of pre.departments) {
    if (!post.scores.has(userId)) continue;
    const group = groups.get(department) ?? [];
    group.push(userId);
    groups.set(department, group);
  }
  if (![...groups.values()].every((group) => group.length >= minSize)) return { departments: [], withheld: true };
  const departments = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([department, people]) => ({
      department,
      paired: people.length,
      areas: areaIds.map((area, index) => ({ area, change: changeStatistics(pre, post, index, minSize, people) })),
    }));
  return { departments, withheld: false };
}

/**
 * /api/cohort-report: the audience's completion counts and, per area of the current instrument,
 * both waves and the paired change (issue 23). Scores are those each person's report shows.
 */
export async function findCohortReport({ db, audience, cohortId, language, minGroupSize }: {
  db: Kysely<DB>;
  audience: Audience;
  /** As asked, -1 for the whole team. */
  cohortId: number;
  language: Language;
  minGroupSize: number;
}): Promise<CohortReportResponse> {
  // 404 naming the field when the team, or the cohort within it, does not exist.
  await assertAudience(db, audience);
  const instrument = loadInstrument();
  const [{ participants }, waves] = await Promise.all([
    audienceUsers(db, audience).where('users.admin', '=', false).select((eb) => eb.fn.countAll<number>().as('participants')).executeTakeFirstOrThrow(),
    readWaves(db, audience),
  ]);
  const paired = [...waves.assessment.scores.keys()].filter((userId) => waves.reassessment.scores.has(userId)).length;
  const areas: AreaReport[] = instrument.areas.map(({ id, name }, index) => ({
    area: id,
    name: name[language],
    assessment: waveStatistics(waves.assessment, index, areaItems(instrument, 'assessment', id), minGroupSize),
    reassessment: waveStatistics(waves.reassessment, index, areaItems(instrument, 'reassessment', id), minGroupSize),
    change: changeStatistics(waves.assessment, waves.reassessment, index, minGroupSize),
  }));
  const { departments, withheld } = departmentReports(waves.assessment, waves.reassessment, instrument.areas.map((a) => a.id), minGroupSize);
  return {
    team_id: audience.teamId,
    cohort_id: cohortId,
    min_group_size: minGroupSize,
    participants: Number(participants),
    finished_assessment: waves.assessment.scores.size,
    finished_reassessment: waves.reassessment.scores.size,
    paired,
    areas,
    departments,
    departments_withheld: withheld,
  };
}
