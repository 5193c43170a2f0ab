import fixtures from './reference/fixtures.json';
import { describe as describeScores, pairedChange, quantile, reliability } from './statistics';
import { tQuantile, twoSidedP } from './studentT';

/**
 * The report's statistics against R's (reference/reference.R wrote fixtures.json with R, psych and
 * effectsize): every number to 1e-6, every undefined one null on both sides.
 */
interface Dataset {
  name: string;
  max: number;
  reverse: number[];
  ratings: number[][];
  pre: number[];
  post: number[];
  expected: Record<string, unknown>;
}

const TOLERANCE = 1e-6;

/** Deep comparison of numbers to TOLERANCE, nulls exactly, naming the path that differs. */
function differences(actual: unknown, expected: unknown, path = ''): string[] {
  if (expected === null || actual === null) return actual === expected ? [] : [`${path}: ${String(actual)} vs R's ${String(expected)}`];
  if (typeof expected === 'number') {
    return typeof actual === 'number' && Math.abs(actual - expected) <= TOLERANCE * Math.max(1, Math.abs(expected)) ? [] : [`${path}: ${String(actual)} vs R's ${expected}`];
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return [`${path}: length ${String((actual as unknown[])?.length)} vs ${expected.length}`];
    return expected.flatMap((e, i) => differences(actual[i], e, `${path}[${i}]`));
  }
  if (typeof expected === 'object') {
    return Object.entries(expected as Record<string, unknown>).flatMap(([key, e]) => differences((actual as Record<string, unknown>)?.[key], e, `${path}.${key}`));
  }
  return actual === expected ? [] : [`${path}: ${String(actual)} vs ${String(expected)}`];
}

/** As the report scores a rating: (r - 1) / (max - 1) * 100, reversed (max - r) / (max - 1) * 100. */
const itemScores = ({ ratings, max, reverse }: Dataset) =>
  ratings.map((row) => row.map((r, i) => ((reverse.includes(i) ? max - r : r - 1) / (max - 1)) * 100));

describe.each((fixtures.datasets as Dataset[]).map((d) => [d.name, d] as const))('statistics against R: %s', (_name, data) => {
  it('describes each wave as R does (sd with n - 1, quantiles of type 7)', () => {
    expect(differences(describeScores(data.pre), data.expected.pre, 'pre')).toEqual([]);
    expect(differences(describeScores(data.post), data.expected.post, 'post')).toEqual([]);
  });

  it("gives psych's alpha, item-rest correlations and alpha if deleted", () => {
    expect(differences(reliability(itemScores(data)), data.expected.reliability, 'reliability')).toEqual([]);
  });

  it("gives t.test's paired interval, t and p, and effectsize's d_z, with d_av and g_av", () => {
    expect(differences(pairedChange(data.pre, data.post), data.expected.change, 'change')).toEqual([]);
  });
});

describe('statistics at their edges', () => {
  it('are null, never NaN, where undefined', () => {
    expect(describeScores([])).toEqual({ n: 0, mean: null, sd: null, median: null, q1: null, q3: null, min: null, max: null });
    expect(describeScores([42])).toEqual({ n: 1, mean: 42, sd: null, median: 42, q1: 42, q3: 42, min: 42, max: 42 });
    const flat = pairedChange([10, 20, 30], [15, 25, 35]);
    expect(flat).toMatchObject({ n: 3, mean: 5, sd: 0, t: null, p: null, d_z: null });
    expect(reliability([[1], [2]])).toEqual({ alpha: null, items: [{ item_rest_r: null, alpha_if_deleted: null }] });
    expect(pairedChange([], [])).toMatchObject({ n: 0, mean: null, ci_low: null });
  });

  it("interpolates quantiles between order statistics (R's type 7)", () => {
    expect(quantile([1, 2, 3, 4], 0.25)).toBeCloseTo(1.75, 12);
    expect(quantile([10], 0.75)).toBe(10);
  });

  it("knows R's qt and pt", () => {
    // qt(0.975, c(1, 4, 30)), 2 * pt(-2.5, 10)
    expect(tQuantile(0.975, 1)).toBeCloseTo(12.706204736174698, 9);
    expect(tQuantile(0.975, 4)).toBeCloseTo(2.7764451051977934, 10);
    expect(tQuantile(0.975, 30)).toBeCloseTo(2.0422724563012378, 10);
    expect(twoSidedP(-2.5, 10)).toBeCloseTo(0.0314468442366088, 12);
  });
});
