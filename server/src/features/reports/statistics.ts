import type { ChangeStatistics, ItemStatistics, WaveStatistics } from 'shared-api/contract';
import { tQuantile, twoSidedP } from './studentT';

/**
 * The cohort report's statistics (issue 23), pure and in one place: the API answer, the TSV and
 * the PDF all carry these numbers. Each is null where it is undefined (too few values, no
 * spread), never NaN; reference/fixtures.json holds R's answers for them (statistics.test.ts).
 */

/** What a group's scores look like: sd with n - 1; quantiles of Hyndman and Fan's type 7 (R's, numpy's default). */
export type Description = Pick<WaveStatistics, 'n' | 'mean' | 'sd' | 'median' | 'q1' | 'q3'>;

/** Per item: the corrected item-total correlation (with the sum of the other items) and alpha without it. */
export type ItemReliability = Omit<ItemStatistics, 'id'>;

export interface Reliability {
  alpha: number | null;
  items: ItemReliability[];
}

/** Post minus pre per person, as the report call answers it. */
export type Change = ChangeStatistics;

const finite = (x: number): number | null => (Number.isFinite(x) ? x : null);

export function mean(values: readonly number[]): number | null {
  if (!values.length) return null;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/** Sample variance (n - 1), two-pass for accuracy; null under two values. */
export function variance(values: readonly number[]): number | null {
  const m = mean(values);
  if (m === null || values.length < 2) return null;
  let squares = 0;
  for (const v of values) squares += (v - m) ** 2;
  return squares / (values.length - 1);
}

export function sd(values: readonly number[]): number | null {
  const v = variance(values);
  return v === null ? null : Math.sqrt(v);
}

/** Type 7: h = (n - 1) p, then linear interpolation between the order statistics around h. */
export function quantile(sorted: readonly number[], p: number): number | null {
  if (!sorted.length) return null;
  const h = (sorted.length - 1) * p;
  const low = Math.floor(h);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low] + (h - low) * (sorted[high] - sorted[low]);
}

export function describe(values: readonly number[]): Description {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: values.length, mean: mean(values), sd: sd(values), median: quantile(sorted, 0.5), q1: quantile(sorted, 0.25), q3: quantile(sorted, 0.75) };
}

/** Pearson's r; null when either has no spread. */
export function correlation(x: readonly number[], y: readonly number[]): number | null {
  const mx = mean(x);
  const my = mean(y);
  if (mx === null || my === null || x.length < 2) return null;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < x.length; i++) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
    syy += (y[i] - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? null : finite(sxy / Math.sqrt(sxx * syy));
}

const rowSums = (rows: readonly (readonly number[])[], skip = -1) => rows.map((row) => row.reduce((sum, v, i) => (i === skip ? sum : sum + v), 0));
const column = (rows: readonly (readonly number[])[], i: number) => rows.map((row) => row[i]);

/** k / (k - 1) (1 - sum of item variances / variance of the total), over items `use`. */
function alphaOf(rows: readonly (readonly number[])[], use: readonly number[]): number | null {
  const k = use.length;
  if (k < 2 || rows.length < 2) return null;
  const picked = rows.map((row) => use.map((i) => row[i]));
  const total = variance(rowSums(picked));
  if (!total) return null;
  const itemVariances = use.reduce((sum, _i, j) => sum + (variance(column(picked, j)) ?? 0), 0);
  return finite((k / (k - 1)) * (1 - itemVariances / total));
}

/**
 * Cronbach's alpha of a scale: `rows` are the people who answered every item, each a list of item
 * scores (reverse-keyed items already reversed). Per item, its item-rest correlation and alpha
 * without it (psych::alpha's r.drop and alpha.drop).
 */
export function reliability(rows: readonly (readonly number[])[]): Reliability {
  const k = rows[0]?.length ?? 0;
  const all = Array.from({ length: k }, (_, i) => i);
  return {
    alpha: alphaOf(rows, all),
    items: all.map((i) => ({
      item_rest_r: correlation(column(rows, i), rowSums(rows, i)),
      alpha_if_deleted: alphaOf(rows, all.filter((j) => j !== i)),
    })),
  };
}

/**
 * The change from pre to post of the same people (pairs): the mean difference with its 95%
 * interval from Student's t (n - 1 df), t and its two-sided p, and the standardized effects
 * d_z = mean / sd of the differences, d_av = mean / ((sd_pre + sd_post) / 2) and
 * g_av = d_av (1 - 3 / (4 (n - 1) - 1)) (Lakens 2013).
 */
export function pairedChange(pre: readonly number[], post: readonly number[]): Change {
  const n = Math.min(pre.length, post.length);
  const differences = Array.from({ length: n }, (_, i) => post[i] - pre[i]);
  const m = mean(differences);
  const s = sd(differences);
  const none = { ci_low: null, ci_high: null, t: null, df: null, p: null, d_z: null, d_av: null, g_av: null };
  if (m === null || s === null) return { n, mean: m, sd: s, ...none };
  const df = n - 1;
  const se = s / Math.sqrt(n);
  const t = s === 0 ? null : m / se;
  const margin = tQuantile(0.975, df) * se;
  const averageSd = ((sd(pre.slice(0, n)) ?? 0) + (sd(post.slice(0, n)) ?? 0)) / 2;
  const dAv = averageSd === 0 ? null : m / averageSd;
  return {
    n,
    mean: m,
    sd: s,
    ci_low: m - margin,
    ci_high: m + margin,
    t,
    df,
    p: t === null ? null : twoSidedP(t, df),
    d_z: s === 0 ? null : m / s,
    d_av: dAv,
    g_av: dAv === null ? null : dAv * (1 - 3 / (4 * df - 1)),
  };
}
