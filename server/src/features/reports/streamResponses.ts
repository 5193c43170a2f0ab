import { sql, type Kysely } from 'kysely';
import type { DB, ResponseKind } from '../../db/types';
import { itemIds, loadInstrument, type Instrument } from '../assessment';
import { addRow, addValue, coMoments, moments, type CoMoments } from './accumulators';
import type { Person } from './disclosure/figures';
import type { Pairs } from './statistics';

/** People read per round trip: the responses held at once do not grow with the team. */
const PAGE = 2000;
const KINDS = ['assessment', 'reassessment'] as const;

/** What the report keeps of a team while its responses stream past: counts and running sums. */
export interface Sums {
  finished: Record<ResponseKind, number>;
  paired: number;
  /** Per wave, per area: the co-moments of its items, over the people who rated them all. */
  items: Record<ResponseKind, CoMoments[]>;
  /** Per area: the people with both waves' scores. */
  pairs: Pairs[];
  /** Per department the people gave in the assessment, and per cohort: the paired people's sums. */
  groups: { department: Groups<string>; cohort: Groups<number> };
}

/** A breakdown's groups, and how many paired people belong to none of them. */
export interface Groups<K> {
  of: Map<K, Group>;
  none: number;
}

/** A group's paired people and their pairs per area. */
export interface Group {
  paired: number;
  pairs: Pairs[];
}

/** Per wave, per area: where its items sit in the current key's item order. */
export type AreaItems = Record<ResponseKind, { ids: string[]; at: number[] }[]>;

export function areaItems(instrument: Instrument): AreaItems {
  const of = (kind: ResponseKind) => {
    const key = kind === 'assessment' ? instrument.key.statements : instrument.key.reassessment;
    const ids = itemIds(instrument, kind);
    return instrument.areas.map(({ id: area }) => {
      const at = ids.flatMap((id, i) => (key[id].area === area ? [i] : []));
      return { ids: at.map((i) => ids[i]), at };
    });
  };
  return { assessment: of('assessment'), reassessment: of('reassessment') };
}

const newPairs = (areas: number): Pairs[] => Array.from({ length: areas }, () => ({ differences: moments(), pre: moments(), post: moments() }));

/** Where each current item sits in a version's item_scores (its key's order), -1 where it has none. */
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

/** A comma-separated list (the database's array_to_string, '' for NULL) as numbers, NaN for none. */
const numbers = (text: string | null): Float64Array => (text ? Float64Array.from(text.split(','), (v) => (v === '' ? NaN : Number(v))) : new Float64Array());

interface Row {
  id: number;
  [column: string]: string | number | null;
}

/**
 * Reads the people's responses person by person, each with both waves side by side, in pages by
 * user id, and adds each to the running sums: the items of each area (for reliability) and the
 * area scores of everyone with both waves (for the change), also per department and cohort. A
 * wave counts only where the person had it when the report's disclosure was decided, so the
 * figures describe exactly the people it decided on.
 */
export async function streamResponses(db: Kysely<DB>, people: readonly Person[], areaIds: string[]): Promise<Sums> {
  const instrument = loadInstrument();
  const areas = areaItems(instrument);
  const current = { assessment: itemIds(instrument, 'assessment'), reassessment: itemIds(instrument, 'reassessment') };
  const positions = new Map<string, Int32Array>();
  const sums: Sums = {
    finished: { assessment: 0, reassessment: 0 },
    paired: 0,
    items: { assessment: areas.assessment.map(({ at }) => coMoments(at.length)), reassessment: areas.reassessment.map(({ at }) => coMoments(at.length)) },
    pairs: newPairs(areaIds.length),
    groups: { department: { of: new Map(), none: 0 }, cohort: { of: new Map(), none: 0 } },
  };
  const wave = (alias: string) => sql.raw(alias);
  const scoresOf = (alias: string) => sql.join(areaIds.map((id) => sql`(${wave(alias)}.scores->'scores'->>${sql.lit(id)})::float8`));
  const columns = (alias: string) =>
    sql`${wave(alias)}.version as ${sql.ref(`${alias}_version`)},
      array_to_string(array[${scoresOf(alias)}], ',', '') as ${sql.ref(`${alias}_scores`)},
      array_to_string(${wave(alias)}.item_scores, ',', '') as ${sql.ref(`${alias}_items`)}`;
  const positionsOf = (kind: ResponseKind, version: string) => {
    const key = `${kind} ${version}`;
    let at = positions.get(key);
    if (!at) positions.set(key, (at = positionsIn(version, kind, current[kind])));
    return at;
  };
  const byId = new Map(people.map((person) => [person.id, person]));
  const ids = [...byId.keys()].sort((a, b) => a - b);
  for (let from = 0; from < ids.length; from += PAGE) {
    const { rows } = await sql<Row>`
      select p.id, ${columns('pre')}, ${columns('post')}
      from unnest(${ids.slice(from, from + PAGE)}::int[]) as p(id)
      left join assessment_responses as pre on pre.user_id = p.id and pre.kind = 'assessment'
      left join assessment_responses as post on post.user_id = p.id and post.kind = 'reassessment'
      order by p.id`.execute(db);
    for (const row of rows) addPerson(sums, row, byId.get(row.id) as Person, areas, positionsOf);
  }
  return sums;
}

function addPerson(sums: Sums, row: Row, person: Person, areas: AreaItems, positionsOf: (kind: ResponseKind, version: string) => Int32Array) {
  const scores: Partial<Record<ResponseKind, Float64Array>> = {};
  KINDS.forEach((kind, w) => {
    const alias = w === 0 ? 'pre' : 'post';
    const version = row[`${alias}_version`];
    if (typeof version !== 'string' || !person[kind]) return;
    sums.finished[kind] += 1;
    scores[kind] = numbers(row[`${alias}_scores`] as string);
    const stored = numbers(row[`${alias}_items`] as string | null);
    const at = positionsOf(kind, version);
    areas[kind].forEach((area, a) => {
      const values = area.at.map((i) => (at[i] >= 0 && at[i] < stored.length ? stored[at[i]] : NaN));
      if (values.every((v) => !Number.isNaN(v))) addRow(sums.items[kind][a], values);
    });
  });
  const { assessment: pre, reassessment: post } = scores;
  if (!pre || !post) return;
  sums.paired += 1;
  const groups = [join(sums.groups.department, person.department, sums.pairs.length), join(sums.groups.cohort, person.cohortId, sums.pairs.length)];
  sums.pairs.forEach((pairs, a) => {
    if (Number.isNaN(pre[a]) || Number.isNaN(post[a])) return;
    for (const target of [pairs, ...groups.flatMap((group) => (group ? [group.pairs[a]] : []))]) {
      addValue(target.differences, post[a] - pre[a]);
      addValue(target.pre, pre[a]);
      addValue(target.post, post[a]);
    }
  });
}

/** Counts a paired person in their group (made on first sight), or among those in none. */
function join<K>(groups: Groups<K>, key: K | null, areas: number): Group | undefined {
  if (key === null) {
    groups.none += 1;
    return undefined;
  }
  let group = groups.of.get(key);
  if (!group) groups.of.set(key, (group = { paired: 0, pairs: newPairs(areas) }));
  group.paired += 1;
  return group;
}
