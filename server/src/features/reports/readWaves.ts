import { sql, type Kysely } from 'kysely';
import type { DB, ResponseKind } from '../../db/types';
import { itemIds, loadInstrument, type Instrument } from '../assessment';
import { audienceUsers, type Audience } from '../teams';

/** Rows read per round trip: the report reads a team of any size in pages, never all at once. */
const PAGE = 5000;

/** A wave's items in the current key's order. */
export interface WaveItems {
  ids: string[];
  /** Item index to its area's id. */
  area: string[];
}

/** What one wave holds for the report: per person, the area scores and the item scores, as numbers only. */
export interface Wave {
  /** User id to the area scores their report shows (0-100), in the instrument's area order; NaN: none. */
  scores: Map<number, Float64Array>;
  /** User id to the item scores (0-100, reverse-keyed reversed) in WaveItems order; NaN: not rated. */
  items: Map<number, Float64Array>;
  /** User id to the department they gave in the assessment (the assessment wave only). */
  departments: Map<number, string>;
}

export function waveItems(instrument: Instrument, kind: ResponseKind): WaveItems {
  const key = kind === 'assessment' ? instrument.key.statements : instrument.key.reassessment;
  const ids = itemIds(instrument, kind);
  return { ids, area: ids.map((id) => key[id].area) };
}

/**
 * Where each current item sits in a version's item_scores (its key's order), -1 where that version
 * has no such item; an unknown version has none.
 */
function positionsIn(version: string, kind: ResponseKind, current: string[]): Int32Array {
  let ids: string[] = [];
  try {
    ids = itemIds(loadInstrument(version), kind);
  } catch {
    // A version this build does not know: its items are not read.
  }
  const at = new Map(ids.map((id, i) => [id, i]));
  return Int32Array.from(current, (id) => at.get(id) ?? -1);
}

/** A comma-separated list of numbers, '' for none, as NaN where empty. */
const numbers = (text: string | null): string[] => (text ? text.split(',') : []);

/**
 * Both waves of an audience's participants (administrators are not participants): each
 * response's area scores and its item scores (stored at submission, migration 019), read as text
 * in pages by id; the server keeps only typed arrays.
 */
export async function readWaves(db: Kysely<DB>, audience: Audience): Promise<Record<ResponseKind, Wave>> {
  const instrument = loadInstrument();
  const areaIds = instrument.areas.map((a) => a.id);
  const people = audienceUsers(db, audience).where('users.admin', '=', false).select('users.id');
  const scoreColumns = sql.join(areaIds.map((id) => sql`(scores->'scores'->>${sql.lit(id)})::float8`));
  const waves = {} as Record<ResponseKind, Wave>;
  for (const kind of ['assessment', 'reassessment'] as const) {
    const current = waveItems(instrument, kind).ids;
    const positions = new Map<string, Int32Array>();
    const wave: Wave = { scores: new Map(), items: new Map(), departments: new Map() };
    let after = 0;
    for (;;) {
      const rows = await db
        .selectFrom('assessment_responses')
        // As comma-separated text: the driver's array parser would cost more than the query itself.
        .select([
          'id',
          'user_id',
          'version',
          sql<string>`array_to_string(array[${scoreColumns}], ',', '')`.as('area_scores'),
          sql<string | null>`array_to_string(item_scores, ',', '')`.as('item_scores'),
          sql<string | null>`demographics->>'department'`.as('department'),
        ])
        .where('kind', '=', kind)
        .where('user_id', 'in', people)
        .where('id', '>', after)
        .orderBy('id')
        .limit(PAGE)
        .execute();
      for (const row of rows) {
        wave.scores.set(row.user_id, Float64Array.from(row.area_scores.split(','), (score) => (score === '' ? NaN : Number(score))));
        let at = positions.get(row.version);
        if (!at) positions.set(row.version, (at = positionsIn(row.version, kind, current)));
        const stored = numbers(row.item_scores);
        wave.items.set(row.user_id, Float64Array.from(at, (i) => (i < 0 || i >= stored.length || stored[i] === '' ? NaN : Number(stored[i]))));
        if (row.department) wave.departments.set(row.user_id, row.department);
      }
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1].id;
    }
    waves[kind] = wave;
  }
  return waves;
}
