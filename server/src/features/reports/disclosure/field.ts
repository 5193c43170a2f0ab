/**
 * Linear algebra over the integers modulo a prime under 2^26, so that a product of two residues is
 * an exact double. Ranks modulo the prime are those over the rationals unless the prime divides a
 * minor of the figures' 0/±1 matrix: a chance of the order of one in 67 million for each, taken
 * here for exact rationals whose numbers would grow with the team.
 */
export const PRIME = 67108859;

export const mod = (a: number): number => {
  const r = a % PRIME;
  return r < 0 ? r + PRIME : r;
};

export function inverse(a: number): number {
  let [r0, r1, s0, s1] = [PRIME, mod(a), 0, 1];
  while (r1 !== 0) {
    const q = Math.floor(r0 / r1);
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
  }
  return mod(s0);
}

/** Subtracts factor x row from target, in place. */
export function subtractRow(target: Float64Array, row: Float64Array, factor: number): void {
  for (let j = 0; j < target.length; j++) {
    if (row[j] !== 0) target[j] = mod(target[j] - ((factor * row[j]) % PRIME));
  }
}

/** Rows in echelon form, each with a pivot of 1 where the rows before it are zero. */
export interface Basis {
  rows: Float64Array[];
  pivots: number[];
}

export const emptyBasis = (): Basis => ({ rows: [], pivots: [] });

/** Adds a vector to the basis; false when it depends on the rows already there. */
export function insert(basis: Basis, vector: Float64Array): boolean {
  const v = Float64Array.from(vector);
  basis.rows.forEach((row, i) => {
    const at = basis.pivots[i];
    if (v[at] !== 0) subtractRow(v, row, v[at]);
  });
  const pivot = v.findIndex((x) => x !== 0);
  if (pivot < 0) return false;
  const scale = inverse(v[pivot]);
  for (let j = 0; j < v.length; j++) v[j] = (v[j] * scale) % PRIME;
  basis.rows.push(v);
  basis.pivots.push(pivot);
  return true;
}

/** The reduced row echelon form of the rows, in place: each pivot column is zero but at its row. */
export function rref(rows: Float64Array[], columns: number[]): { rank: number; pivots: number[] } {
  let rank = 0;
  const pivots: number[] = [];
  for (const col of columns) {
    const at = rows.findIndex((row, r) => r >= rank && row[col] !== 0);
    if (at < 0) continue;
    [rows[rank], rows[at]] = [rows[at], rows[rank]];
    const pivotRow = rows[rank];
    const scale = inverse(pivotRow[col]);
    for (let j = 0; j < pivotRow.length; j++) pivotRow[j] = (pivotRow[j] * scale) % PRIME;
    rows.forEach((row, r) => {
      if (r !== rank && row[col] !== 0) subtractRow(row, pivotRow, row[col]);
    });
    pivots.push(col);
    rank += 1;
  }
  return { rank, pivots };
}

/** A fixed stream of residues (xorshift): the same data always gives the same report. */
export function residues(seed = 0x9e3779b9): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state % PRIME;
  };
}
