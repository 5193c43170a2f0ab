/**
 * What the cohort report keeps while the rows stream past (issue 23): running means and sums of
 * squared deviations (Welford's updates, as stable as two passes), never the rows themselves, so
 * a team of any size is reported in the same memory. A value that never varies keeps a spread of
 * exactly 0: its mean is set by the first row and each later deviation is 0.
 */

/** One variable: how many, their mean, and the sum of squared deviations from it. */
export interface Moments {
  n: number;
  mean: number;
  m2: number;
}

export const moments = (): Moments => ({ n: 0, mean: 0, m2: 0 });

export function addValue(m: Moments, x: number): void {
  m.n += 1;
  const delta = x - m.mean;
  m.mean += delta / m.n;
  m.m2 += delta * (x - m.mean);
}

export const meanOf = (m: Moments): number | null => (m.n > 0 ? m.mean : null);

/** The sample standard deviation (n - 1); null under two values. */
export const sdOf = (m: Moments): number | null => (m.n > 1 ? Math.sqrt(m.m2 / (m.n - 1)) : null);

/** k variables observed together: their means and the co-moments of every pair. */
export interface CoMoments {
  n: number;
  means: Float64Array;
  /** Row-major k x k; only the upper triangle is summed (covarianceOf mirrors it). */
  c: Float64Array;
}

export const coMoments = (k: number): CoMoments => ({ n: 0, means: new Float64Array(k), c: new Float64Array(k * k) });

/** Adds one complete row (every item rated). */
export function addRow(m: CoMoments, row: ArrayLike<number>): void {
  const k = m.means.length;
  m.n += 1;
  const before = Float64Array.from(row, (x, i) => x - m.means[i]);
  for (let i = 0; i < k; i++) m.means[i] += before[i] / m.n;
  for (let i = 0; i < k; i++) {
    for (let j = i; j < k; j++) m.c[i * k + j] += before[i] * (row[j] - m.means[j]);
  }
}

/** The sample covariance matrix (n - 1), both triangles; null under two rows. */
export function covarianceOf(m: CoMoments): Float64Array | null {
  if (m.n < 2) return null;
  const k = m.means.length;
  const c = new Float64Array(k * k);
  for (let i = 0; i < k; i++) {
    for (let j = i; j < k; j++) c[i * k + j] = c[j * k + i] = m.c[i * k + j] / (m.n - 1);
  }
  return c;
}
