import { emptyBasis, insert, mod, PRIME, residues, rref, subtractRow, type Basis } from './field';

/** What a figure describes of its members: a wave's scores, or the change between the two. */
export type Measure = 'assessment' | 'reassessment' | 'change';

/** A figure as a caller can read it: its members' scores summed (a mean with its n, an sd ...). */
export interface Figure {
  measure: Measure;
  members: readonly number[];
}

/**
 * Each person is two unknowns, their assessment and their reassessment scores; a figure is a row
 * over them (the change is the second minus the first). People in exactly the same figures are one
 * atom: no combination of figures can tell them apart, so a column stands for all of them.
 */
export interface Atoms {
  people: number[][];
  /** Per figure, two columns per atom. */
  rows: Float64Array[];
}

const COEFFICIENTS: Record<Measure, [number, number]> = { assessment: [1, 0], reassessment: [0, 1], change: [PRIME - 1, 1] };

export function atomsOf(figures: readonly Figure[]): Atoms {
  const memberships = new Map<number, number[]>();
  figures.forEach((figure, f) => {
    for (const id of figure.members) {
      const list = memberships.get(id);
      if (list) list.push(f);
      else memberships.set(id, [f]);
    }
  });
  const bySignature = new Map<string, number>();
  const people: number[][] = [];
  const signatures: number[][] = [];
  for (const [id, list] of memberships) {
    const key = list.join(',');
    let atom = bySignature.get(key);
    if (atom === undefined) {
      bySignature.set(key, (atom = people.length));
      people.push([]);
      signatures.push(list);
    }
    people[atom].push(id);
  }
  const rows = figures.map(() => new Float64Array(2 * people.length));
  signatures.forEach((list, atom) => {
    for (const f of list) {
      const [pre, post] = COEFFICIENTS[figures[f].measure];
      rows[f][2 * atom] = pre;
      rows[f][2 * atom + 1] = post;
    }
  });
  return { people, rows };
}

/** Dimensions a leak's columns, at most 2 x (min - 1), are tested in: a few more, so that chance adds almost no dependence. */
const projected = (minSize: number) => 2 * minSize + 6;

/**
 * Each column as a functional on the figures' kernel (the unknowns' moves no figure sees), randomly
 * projected: a set of columns is dependent there exactly when some combination of figures is
 * nonzero on those columns only, that is when the figures single out those people's scores.
 * Projection can only add dependences (a figure withheld more than needed), never hide one. And the
 * small atoms' columns that the combinations vanishing on every large atom touch, in blocks no such
 * combination crosses: a leak lies within one block.
 */
function kernelOf(atoms: Atoms, minSize: number): { column: (column: number) => Float64Array; blocks: number[][] } {
  const dimensions = projected(minSize);
  const rows = atoms.rows.map((row) => Float64Array.from(row));
  const width = 2 * atoms.people.length;
  const isSmall = (j: number) => atoms.people[j >> 1].length < minSize;
  const columns = Array.from({ length: width }, (_, j) => j);
  const small = columns.filter(isSmall);
  // Large atoms' columns first: the rows whose pivot is then a small atom's vanish on every large one.
  const { pivots } = rref(rows, [...columns.filter((j) => !isSmall(j)), ...small]);
  // The reduced echelon form of a sum of spaces on disjoint columns is theirs stacked: its rows' supports give the blocks.
  const parent = new Map<number, number>();
  const root = (j: number): number => {
    const up = parent.get(j) as number;
    if (up === j) return j;
    const top = root(up);
    parent.set(j, top);
    return top;
  };
  pivots.forEach((pivot, r) => {
    if (!isSmall(pivot)) return;
    const touched = small.filter((j) => rows[r][j] !== 0);
    for (const j of touched) if (!parent.has(j)) parent.set(j, j);
    for (const j of touched.slice(1)) parent.set(root(j), root(touched[0]));
  });
  const byRoot = new Map<number, number[]>();
  for (const j of parent.keys()) {
    const list = byRoot.get(root(j));
    if (list) list.push(j);
    else byRoot.set(root(j), [j]);
  }
  const blocks = [...byRoot.values()].sort((a, b) => a.length - b.length);
  const pivotRow = new Map(pivots.map((column, r) => [column, r]));
  const next = residues();
  const projection = new Map<number, Float64Array>();
  for (let j = 0; j < width; j++) if (!pivotRow.has(j)) projection.set(j, Float64Array.from({ length: dimensions }, next));
  const column = (j: number) => {
    const free = projection.get(j);
    if (free) return free;
    const row = rows[pivotRow.get(j) as number];
    const out = new Float64Array(dimensions);
    for (const [f, g] of projection) if (row[f] !== 0) subtractRow(out, g, row[f]);
    return out;
  };
  return { column, blocks };
}

/** Whether the vectors depend on the basis and each other; the basis keeps those that did not. */
const dependent = (basis: Basis, vectors: Float64Array[]) => vectors.some((v) => !insert(basis, v));

/** Nodes a search may visit before it gives up; the caller then withholds more and asks again. */
const SEARCH_LIMIT = 150_000;

/**
 * A set of atoms of fewer than minSize people in all whose scores some combination of the figures
 * singles out, or null when there is none, or 'too complex' past SEARCH_LIMIT. Block by block,
 * single atoms are tried first, as leaks are mostly small. `skip` passes over leaks nothing can
 * stop (figures shown in the past).
 */
export function findLeak(atoms: Atoms, minSize: number, skip: (leak: number[]) => boolean): number[] | null | 'too complex' {
  const { column, blocks } = kernelOf(atoms, minSize);
  let visited = 0;
  for (const block of blocks) {
    // Each atom with its columns in this block.
    const inBlock = new Map<number, Float64Array[]>();
    for (const j of block) inBlock.set(j >> 1, [...(inBlock.get(j >> 1) ?? []), column(j)]);
    const candidates = [...inBlock.keys()];
    const basis = emptyBasis();
    const chosen: number[] = [];
    // Groups of up to `left` more atoms, each grown only while independent (a dependent one is a leak, or passed over).
    const search = (from: number, room: number, left: number): number[] | null | 'too complex' => {
      for (let i = from; i < candidates.length; i++) {
        const atom = candidates[i];
        const size = atoms.people[atom].length;
        if (size > room) continue;
        if (++visited > SEARCH_LIMIT) return 'too complex';
        const kept = basis.rows.length;
        chosen.push(atom);
        let found: number[] | null | 'too complex' = null;
        if (dependent(basis, inBlock.get(atom) as Float64Array[])) {
          if (!skip(chosen)) found = [...chosen];
        } else if (left > 1) {
          found = search(i + 1, room - size, left - 1);
        }
        chosen.pop();
        basis.rows.length = kept;
        basis.pivots.length = kept;
        if (found !== null) return found;
      }
      return null;
    };
    // Single atoms first, the commonest leak (one cohort read before and after a move), then any.
    const found = search(0, minSize - 1, 1) ?? search(0, minSize - 1, minSize - 1);
    if (found !== null) return found;
  }
  return null;
}

/** Whether some combination of the figures singles out scores of these people only. */
export function leaksWithin(atoms: Atoms, people: ReadonlySet<number>, minSize: number): boolean {
  const inside = atoms.people.flatMap((members, atom) => (members.every((id) => people.has(id)) ? [atom] : []));
  if (!inside.length) return false;
  const { column } = kernelOf(atoms, minSize);
  return dependent(emptyBasis(), inside.flatMap((atom) => [column(2 * atom), column(2 * atom + 1)]));
}

/** The figures of one combination that singles out the leak's atoms (indices into the figures). */
export function participants(atoms: Atoms, leak: number[]): number[] {
  const count = atoms.rows.length;
  const inLeak = new Set(leak.flatMap((atom) => [2 * atom, 2 * atom + 1]));
  const width = 2 * atoms.people.length;
  const outside = Array.from({ length: width }, (_, j) => j).filter((j) => !inLeak.has(j));
  // Each row carries which figures it is made of, in columns after the atoms'.
  const rows = atoms.rows.map((row, f) => {
    const tracked = new Float64Array(width + count);
    tracked.set(row);
    tracked[width + f] = 1;
    return tracked;
  });
  const { rank } = rref(rows, outside);
  const found = rows.slice(rank).find((row) => [...inLeak].some((j) => row[j] !== 0));
  if (!found) return [];
  return Array.from({ length: count }, (_, f) => f).filter((f) => mod(found[width + f]) !== 0);
}
