import type { ChangeStatistics, ItemStatistics, WaveStatistics } from 'shared-api/contract';
import { tQuantile, twoSidedP } from './studentT';

/**
 * The cohort report's statistics (issue 23), pure and in one place: the API answer, the TSV and
 * the PDF all carry these numbers. Each is null where it is undefined (too few values, no
 * spread), never NaN; reference/fixtures.json holds R's answers for them (statistics.test.ts).
 */

/** What a group's scores look like: sd with n - 1; quantiles of Hyndman and Fan's type 7 (R's, numpy's default). */
export type Description = Pick<WaveStatistics, 'n' | 'mean' | 'sd' | 'median' | 'q1' | 'q3' | 'min' | 'max'>;

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
  return {
    n: values.length,
    mean: mean(values),
    sd: sd(values),
    median: quantile(sorted, 0.5),
    q1: quantile(sorted, 0.25),
    q3: quantile(sorted, 0.75),
    min: quantile(sorted, 0),
    max: quantile(sorted, 1),
  };
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

/**
 * The items' sample covariance matrix (n - 1), by two passes over the rows: every reliability
 * figure follows from it, so a team of any size is read once per area.
 */
function covariances(rows: readonly (readonly number[])[], k: number): Float64Array {
  const n = rows.length;
  const means = new Float64Array(k);
  for (const row of rows) for (let i = 0; i < k; i++) means[i] += row[i];
  // Summed, then divided: a constant item's mean is then exact, so its variance is exactly 0.
  for (let i = 0; i < k; i++) means[i] /= n;
  const c = new Float64Array(k * k);
  for (const row of rows) {
    for (let i = 0; i < k; i++) {
      const di = row[i] - means[i];
      for (let j = i; j < k; j++) c[i * k + j] += di * (row[j] - means[j]);
    }
  }
  for (let i = 0; i < k; i++) {
    for (let j = i; j < k; j++) {
      c[i * k + j] /= n - 1;
      c[j * k + i] = c[i * k + j];
    }
  }
  return c;
}

/** k / (k - 1) (1 - sum of item variances / variance of the total), over items `use`. */
function alphaOf(c: Float64Array, k: number, use: readonly number[]): number | null {
  if (use.length < 2) return null;
  let total = 0;
  let items = 0;
  for (const i of use) {
    items += c[i * k + i];
    for (const j of use) total += c[i * k + j];
  }
  return total > 0 ? finite((use.length / (use.length - 1)) * (1 - items / total)) : null;
}

/**
 * Cronbach's alpha of a scale: `rows` are the people who answered every item, each a list of item
 * scores (reverse-keyed items already reversed). Per item, its item-rest correlation and alpha
 * without it (psych::alpha's r.drop and alpha.drop).
 */
export function reliability(rows: readonly (readonly number[])[]): Reliability {
  const k = rows[0]?.length ?? 0;
  const all = Array.from({ length: k }, (_, i) => i);
  if (rows.length < 2) return { alpha: null, items: all.map(() => ({ item_rest_r: null, alpha_if_deleted: null })) };
  const c = covariances(rows, k);
  return {
    alpha: alphaOf(c, k, all),
    items: all.map((m) => {
      const rest = all.filter((j) => j !== m);
      let withRest = 0;
      let restVariance = 0;
      for (const i of rest) {
        withRest += c[m * k + i];
        for (const j of rest) restVariance += c[i * k + j];
      }
      const itemVariance = c[m * k + m];
      return {
        item_rest_r: itemVariance > 0 && restVariance > 0 ? finite(withRest / Math.sqrt(itemVariance * restVariance)) : null,
        alpha_if_deleted: alphaOf(c, k, rest),
      };
    }),
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
