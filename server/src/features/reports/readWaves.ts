import type { Kysely } from 'kysely';
import type { DB, ResponseKind } from '../../db/types';
import { loadInstrument, type Instrument } from '../assessment';
import { audienceUsers, type Audience } from '../teams';

/** Rows read per round trip: the report reads a team of any size in pages, never all at once. */
const PAGE = 2000;

/** Ratings on each wave's scale: the assessment's five points, the reassessment's seven. */
const SCALE_MAX: Record<ResponseKind, number> = { assessment: 5, reassessment: 7 };

/** What one wave holds for the report: each person's area scores, and item scores by item id. */
export interface Wave {
  /** User id to area id to the area score their report shows (0-100), when it has one. */
  scores: Map<number, Record<string, number | null>>;
  /** User id to item id to the item's score (0-100, reverse-keyed items reversed). */
  items: Map<number, Map<string, number>>;
}

/** (r - 1) / (max - 1) * 100, or (max - r) / (max - 1) * 100 when reverse-keyed: as the report scores an item. */
const itemScore = (rating: number, max: number, reverse: boolean) => ((reverse ? max - rating : rating - 1) / (max - 1)) * 100;

const isRating = (value: unknown, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;

/** The rated statements of a stored assessment answer, by statement id (the pages are indexes of its version). */
function assessmentItems(instrument: Instrument, answers: Record<string, Record<string, unknown>>): Map<string, number> {
  const items = new Map<string, number>();
  for (const [q, ratings] of Object.entries(answers ?? {})) {
    const page = instrument.assessment.questions[Number(q)];
    if (!page || (page.type !== 'agree1to7' && page.type !== 'howoften') || !ratings || typeof ratings !== 'object') continue;
    for (const [s, rating] of Object.entries(ratings)) {
      const statement = page.statements[Number(s)];
      const key = statement && instrument.key.statements[statement.id];
      if (key && isRating(rating, SCALE_MAX.assessment)) items.set(statement.id, itemScore(rating, SCALE_MAX.assessment, key.reverse));
    }
  }
  return items;
}

/** The reassessment's ratings are stored as its one page, keyed by question id. */
function reassessmentItems(instrument: Instrument, answers: Record<string, Record<string, unknown>>): Map<string, number> {
  const items = new Map<string, number>();
  for (const [id, rating] of Object.entries(answers?.['0'] ?? {})) {
    const key = Object.hasOwn(instrument.key.reassessment, id) ? instrument.key.reassessment[id] : undefined;
    if (key && isRating(rating, SCALE_MAX.reassessment)) items.set(id, itemScore(rating, SCALE_MAX.reassessment, key.reverse));
  }
  return items;
}

/**
 * Both waves of an audience's participants (administrators are not participants), read in
 * pages of PAGE responses by id. Each response is scored with the version it was answered in;
 * only the numbers the statistics need are kept.
 */
export async function readWaves(db: Kysely<DB>, audience: Audience): Promise<Record<ResponseKind, Wave>> {
  const waves: Record<ResponseKind, Wave> = {
    assessment: { scores: new Map(), items: new Map() },
    reassessment: { scores: new Map(), items: new Map() },
  };
  const people = audienceUsers(db, audience).where('users.admin', '=', false).select('users.id');
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('assessment_responses')
      .select(['id', 'user_id', 'kind', 'version', 'answers', 'scores'])
      .where('user_id', 'in', people)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      const instrument = loadInstrument(row.version);
      const wave = waves[row.kind];
      wave.scores.set(row.user_id, row.scores?.scores ?? {});
      wave.items.set(row.user_id, row.kind === 'assessment' ? assessmentItems(instrument, row.answers) : reassessmentItems(instrument, row.answers));
    }
    if (rows.length < PAGE) return waves;
    after = rows[rows.length - 1].id;
  }
}
