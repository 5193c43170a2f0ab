import type { ChangeStatistics, ItemStatistics } from 'shared-api/contract';
import { covarianceOf, meanOf, sdOf, type CoMoments, type Moments } from './accumulators';
import { tQuantile, twoSidedP } from './studentT';

/**
 * The cohort report's statistics (issue 23), pure and in one place: the API answer, the TSV and
 * the PDF all carry these numbers. They are read off the running sums of accumulators.ts, which
 * the report fills as the rows stream past. Each is null where it is undefined (too few values, no
 * spread), never NaN; reference/fixtures.json holds R's answers for them (statistics.test.ts).
 * Each wave's description (n, mean, sd, quartiles of Hyndman and Fan's type 7, min and max) is the
 * database's own: PostgreSQL's percentile_cont is type 7 (waveSummaries.ts).
 */

/** Per item: the corrected item-total correlation (with the sum of the other items) and alpha without it. */
export type ItemReliability = Omit<ItemStatistics, 'id'>;

export interface Reliability {
  alpha: number | null;
  items: ItemReliability[];
}

const finite = (x: number): number | null => (Number.isFinite(x) ? x : null);

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
 * Cronbach's alpha of a scale over the people who rated every item (reverse-keyed items already
 * reversed), from its items' covariance matrix; per item, its item-rest correlation and alpha
 * without it (psych::alpha's r.drop and alpha.drop).
 */
export function reliability(items: CoMoments): Reliability {
  const k = items.means.length;
  const all = Array.from({ length: k }, (_, i) => i);
  const c = covarianceOf(items);
  if (!c) return { alpha: null, items: all.map(() => ({ item_rest_r: null, alpha_if_deleted: null })) };
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

/** The same people before and after: their differences (post - pre), and each wave's scores. */
export interface Pairs {
  differences: Moments;
  pre: Moments;
  post: Moments;
}

/**
 * The change from pre to post of the same people: the mean difference with its 95% interval
 * from Student's t (n - 1 df), t and its two-sided p, and the standardized effects
 * d_z = mean / sd of the differences, d_av = mean / ((sd_pre + sd_post) / 2) and
 * g_av = d_av (1 - 3 / (4 (n - 1) - 1)) (Lakens 2013).
 */
export function pairedChange({ differences, pre, post }: Pairs): ChangeStatistics {
  const n = differences.n;
  const m = meanOf(differences);
  const s = sdOf(differences);
  const none = { ci_low: null, ci_high: null, t: null, df: null, p: null, d_z: null, d_av: null, g_av: null };
  if (m === null || s === null) return { n, mean: m, sd: s, ...none };
  const df = n - 1;
  const se = s / Math.sqrt(n);
  const t = s === 0 ? null : m / se;
  const margin = tQuantile(0.975, df) * se;
  const averageSd = ((sdOf(pre) ?? 0) + (sdOf(post) ?? 0)) / 2;
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
