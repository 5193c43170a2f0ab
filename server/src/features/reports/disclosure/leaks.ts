import { copyBasis, emptyBasis, insert, mod, PRIME, residues, rref, subtractRow, type Basis } from './field';

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

/** Dimensions each column's dependence is tested in: a leak needs at most 2 x (min - 1) columns. */
const PROJECTED = 16;

/**
 * Each column as a functional on the figures' kernel (the unknowns' moves no figure sees), randomly
 * projected: a set of columns is dependent there exactly when some combination of figures is
 * nonzero on those columns only, that is when the figures single out those people's scores.
 * Projection can only add dependences (a figure withheld more than needed), never hide one.
 */
function kernelColumns(atoms: Atoms): (column: number) => Float64Array {
  const rows = atoms.rows.map((row) => Float64Array.from(row));
  const width = 2 * atoms.people.length;
  const { pivots } = rref(rows, Array.from({ length: width }, (_, j) => j));
  const pivotRow = new Map(pivots.map((column, r) => [column, r]));
  const next = residues();
  const projection = new Map<number, Float64Array>();
  for (let j = 0; j < width; j++) if (!pivotRow.has(j)) projection.set(j, Float64Array.from({ length: PROJECTED }, next));
  return (column) => {
    const free = projection.get(column);
    if (free) return free;
    const row = rows[pivotRow.get(column) as number];
    const out = new Float64Array(PROJECTED);
    for (const [j, g] of projection) if (row[j] !== 0) subtractRow(out, g, row[j]);
    return out;
  };
}

const dependent = (basis: Basis, vectors: Float64Array[]) => vectors.some((v) => !insert(basis, v));

/** Nodes a search may visit before it gives up; the caller then withholds more and asks again. */
export const SEARCH_LIMIT = 400_000;

/**
 * A set of atoms of fewer than minSize people in all whose scores some combination of the figures
 * singles out, or null when there is none, or 'too complex' past SEARCH_LIMIT. `skip` passes over
 * leaks nothing can stop (figures shown in the past).
 */
export function findLeak(atoms: Atoms, minSize: number, skip: (leak: number[]) => boolean): number[] | null | 'too complex' {
  const small = atoms.people.flatMap((people, atom) => (people.length < minSize ? [atom] : []));
  if (!small.length) return null;
  const column = kernelColumns(atoms);
  const vectors = new Map(small.map((atom) => [atom, [column(2 * atom), column(2 * atom + 1)]]));
  let visited = 0;
  const search = (from: number, room: number, chosen: number[], basis: Basis): number[] | null | 'too complex' => {
    for (let i = from; i < small.length; i++) {
      const atom = small[i];
      const size = atoms.people[atom].length;
      if (size > room) continue;
      if (++visited > SEARCH_LIMIT) return 'too complex';
      const next = copyBasis(basis);
      const group = [...chosen, atom];
      if (dependent(next, vectors.get(atom) as Float64Array[])) {
        if (!skip(group)) return group;
        continue;
      }
      const found = search(i + 1, room - size, group, next);
      if (found !== null) return found;
    }
    return null;
  };
  return search(0, minSize - 1, [], emptyBasis());
}

/** Whether some combination of the figures singles out scores of these people only. */
export function leaksWithin(atoms: Atoms, people: ReadonlySet<number>): boolean {
  const inside = atoms.people.flatMap((members, atom) => (members.every((id) => people.has(id)) ? [atom] : []));
  if (!inside.length) return false;
  const column = kernelColumns(atoms);
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
