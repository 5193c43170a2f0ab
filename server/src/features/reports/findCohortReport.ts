import type { Kysely } from 'kysely';
import type { AreaReport, ChangeStatistics, CohortReportResponse, Language, WaveStatistics } from 'shared-api/contract';
import type { DB, ResponseKind } from '../../db/types';
import { loadInstrument, type Instrument } from '../assessment';
import { audienceUsers, type Audience } from '../teams';
import { readWaves, type Wave } from './readWaves';
import { describe, pairedChange, reliability } from './statistics';

/** The items of an area in each wave, in the key's order: the assessment's statements, the reassessment's questions. */
function areaItems(instrument: Instrument, kind: ResponseKind, area: string): string[] {
  const key = kind === 'assessment' ? instrument.key.statements : instrument.key.reassessment;
  return Object.entries(key).filter(([, item]) => item.area === area).map(([id]) => id);
}

const scoreOf = (wave: Wave, userId: number, area: string): number | null => {
  const score = wave.scores.get(userId)?.[area];
  return typeof score === 'number' && Number.isFinite(score) ? score : null;
};

/** A wave of one area: its scores described, its items' reliability over those who answered them all. */
function waveStatistics(wave: Wave, area: string, itemIds: string[], minSize: number): WaveStatistics {
  const scores = [...wave.scores.keys()].map((userId) => scoreOf(wave, userId, area)).filter((s): s is number => s !== null);
  const rows = [...wave.items.values()].filter((items) => itemIds.every((id) => items.has(id))).map((items) => itemIds.map((id) => items.get(id) as number));
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
    alpha: reliable?.alpha ?? null,
    items: itemIds.map((id, i) => ({
      id,
      item_rest_r: reliable?.items[i]?.item_rest_r ?? null,
      alpha_if_deleted: reliable?.items[i]?.alpha_if_deleted ?? null,
    })),
  };
}

function changeStatistics(pre: Wave, post: Wave, area: string, minSize: number): ChangeStatistics {
  const pairs = [...pre.scores.keys()].flatMap((userId) => {
    const before = scoreOf(pre, userId, area);
    const after = scoreOf(post, userId, area);
    return before === null || after === null ? [] : [[before, after] as const];
  });
  const change = pairedChange(pairs.map(([before]) => before), pairs.map(([, after]) => after));
  if (pairs.length >= minSize) return change;
  const hidden = Object.fromEntries(Object.keys(change).map((key) => [key, null])) as unknown as ChangeStatistics;
  return { ...hidden, n: pairs.length };
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
  const instrument = loadInstrument();
  const [{ participants }, waves] = await Promise.all([
    audienceUsers(db, audience).where('users.admin', '=', false).select((eb) => eb.fn.countAll<number>().as('participants')).executeTakeFirstOrThrow(),
    readWaves(db, audience),
  ]);
  const paired = [...waves.assessment.scores.keys()].filter((userId) => waves.reassessment.scores.has(userId)).length;
  const areas: AreaReport[] = instrument.areas.map(({ id, name }) => ({
    area: id,
    name: name[language],
    assessment: waveStatistics(waves.assessment, id, areaItems(instrument, 'assessment', id), minGroupSize),
    reassessment: waveStatistics(waves.reassessment, id, areaItems(instrument, 'reassessment', id), minGroupSize),
    change: changeStatistics(waves.assessment, waves.reassessment, id, minGroupSize),
  }));
  return {
    team_id: audience.teamId,
    cohort_id: cohortId,
    min_group_size: minGroupSize,
    participants: Number(participants),
    finished_assessment: waves.assessment.scores.size,
    finished_reassessment: waves.reassessment.scores.size,
    paired,
    areas,
  };
}
