import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB, ResponseKind } from '../../db/types';
import { loadInstrument, type Instrument } from '../assessment';
import { audienceUsers, type Audience } from '../teams';

/** Rows read per round trip: the report reads a team of any size in pages, never all at once. */
const PAGE = 5000;

/** Ratings on each wave's scale: the assessment's five points, the reassessment's seven. */
const SCALE_MAX: Record<ResponseKind, number> = { assessment: 5, reassessment: 7 };

/** A wave's items in the current key's order, each with where a response of each version keeps its rating. */
export interface WaveItems {
  ids: string[];
  /** Item index to whether it is reverse-keyed. */
  reverse: boolean[];
  /** Item index to its area's id. */
  area: string[];
}

/** What one wave holds for the report: per person, the area scores and the item scores, as numbers only. */
export interface Wave {
  /** User id to the area scores their report shows (0-100), in the instrument's area order; NaN: none. */
  scores: Map<number, Float64Array>;
  /** User id to the item scores (0-100, reverse-keyed reversed) in WaveItems order; NaN: not rated. */
  items: Map<number, Float64Array>;
}

export function waveItems(instrument: Instrument, kind: ResponseKind): WaveItems {
  const key = kind === 'assessment' ? instrument.key.statements : instrument.key.reassessment;
  const entries = Object.entries(key);
  return { ids: entries.map(([id]) => id), reverse: entries.map(([, item]) => item.reverse), area: entries.map(([, item]) => item.area) };
}

/** Where a version keeps each rated statement: answers -> page index -> statement index. */
function statementPlaces(instrument: Instrument): Map<string, [number, number]> {
  const places = new Map<string, [number, number]>();
  instrument.assessment.questions.forEach((page, q) => {
    if (page.type === 'agree1to7' || page.type === 'howoften') page.statements.forEach((statement, s) => places.set(statement.id, [q, s]));
  });
  return places;
}

/**
 * A rating read as a number: a JSON number as it is stored; a digit string (as cookies carry
 * them) read only when it is one. Stored answers were checked, but a report never fails on one.
 */
const digit = (value: RawBuilder<unknown>) =>
  sql<number | null>`case jsonb_typeof(${value}) when 'number' then (${value})::int when 'string' then case when ${value} #>> '{}' ~ '^[1-9]$' then (${value} #>> '{}')::int end end`;

/** The SQL that reads one item's rating out of a response's answers, whatever version it was answered in. */
function ratingSql(kind: ResponseKind, id: string, versions: readonly string[]): RawBuilder<number | null> {
  if (kind === 'reassessment') return digit(sql`(answers->'0'->${sql.lit(id)})`);
  const cases = versions.flatMap((version) => {
    const place = statementPlaces(loadInstrument(version)).get(id);
    return place ? [sql`when ${sql.lit(version)} then ${digit(sql`(answers->${sql.lit(String(place[0]))}->${sql.lit(String(place[1]))})`)}`] : [];
  });
  return cases.length ? sql`case version ${sql.join(cases, sql` `)} end` : sql`null::int`;
}

/**
 * Both waves of an audience's participants (administrators are not participants). The database
 * reads each response's area scores and item ratings (by the position its version keeps them at)
 * into two arrays, in pages by id; the server keeps only those numbers.
 */
export async function readWaves(db: Kysely<DB>, audience: Audience): Promise<Record<ResponseKind, Wave>> {
  const instrument = loadInstrument();
  const areaIds = instrument.areas.map((a) => a.id);
  const people = audienceUsers(db, audience).where('users.admin', '=', false).select('users.id');
  const versions = (await db.selectFrom('assessment_responses').select('version').distinct().where('user_id', 'in', people).execute())
    .map((row) => row.version)
    .filter((version) => /^v\d+$/.test(version));
  const waves = {} as Record<ResponseKind, Wave>;
  for (const kind of ['assessment', 'reassessment'] as const) {
    const items = waveItems(instrument, kind);
    const max = SCALE_MAX[kind];
    const wave: Wave = { scores: new Map(), items: new Map() };
    const scoreColumns = sql.join(areaIds.map((id) => sql`(scores->'scores'->>${sql.lit(id)})::float8`));
    const ratingColumns = sql.join(items.ids.map((id) => ratingSql(kind, id, versions)));
    let after = 0;
    for (;;) {
      const rows = await db
        .selectFrom('assessment_responses')
        // As comma-separated text: the driver's array parser would cost more than the query itself.
        .select(['id', 'user_id', sql<string>`array_to_string(array[${scoreColumns}], ',', '')`.as('area_scores'), sql<string>`array_to_string(array[${ratingColumns}], ',', '')`.as('ratings')])
        .where('kind', '=', kind)
        .where('user_id', 'in', people)
        .where('id', '>', after)
        .orderBy('id')
        .limit(PAGE)
        .execute();
      for (const row of rows) {
        wave.scores.set(row.user_id, Float64Array.from(row.area_scores.split(','), (score) => (score === '' ? NaN : Number(score))));
        wave.items.set(
          row.user_id,
          Float64Array.from(row.ratings.split(','), (rating, i) => {
            const r = rating === '' ? NaN : Number(rating);
            return r > max ? NaN : ((items.reverse[i] ? max - r : r - 1) / (max - 1)) * 100;
          }),
        );
      }
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1].id;
    }
    waves[kind] = wave;
  }
  return waves;
}
