import { addRow, addValue, coMoments, moments } from './accumulators';
import { datasets, differences, itemScores } from './reference/fixtures';
import { pairedChange, reliability, type Pairs } from './statistics';
import { tQuantile, twoSidedP } from './studentT';

/**
 * The report's statistics against R's (reference/reference.R wrote fixtures.json with R, psych and
 * effectsize): every number to 1e-6, every undefined one null on both sides.
 */

/** The running sums the report keeps, filled from plain lists. */
function itemSums(rows: number[][]) {
  const sums = coMoments(rows[0]?.length ?? 0);
  for (const row of rows) addRow(sums, row);
  return sums;
}
function pairs(pre: number[], post: number[]): Pairs {
  const sums = { differences: moments(), pre: moments(), post: moments() };
  pre.forEach((before, i) => {
    addValue(sums.differences, post[i] - before);
    addValue(sums.pre, before);
    addValue(sums.post, post[i]);
  });
  return sums;
}

// Each wave's description (quartiles, min, max) is the database's: reference.test.ts holds it to R's.
describe.each(datasets.map((d) => [d.name, d] as const))('statistics against R: %s', (_name, data) => {
  it("gives psych's alpha, item-rest correlations and alpha if deleted", () => {
    expect(differences(reliability(itemSums(itemScores(data))), data.expected.reliability, 'reliability')).toEqual([]);
  });

  it("gives t.test's paired interval, t and p, and effectsize's d_z, with d_av and g_av", () => {
    expect(differences(pairedChange(pairs(data.pre, data.post)), data.expected.change, 'change')).toEqual([]);
  });
});

describe('statistics at their edges', () => {
  it('are null, never NaN, where undefined', () => {
    const flat = pairedChange(pairs([10, 20, 30], [15, 25, 35]));
    expect(flat).toMatchObject({ n: 3, mean: 5, sd: 0, t: null, p: null, d_z: null });
    expect(reliability(itemSums([[1], [2]]))).toEqual({ alpha: null, items: [{ item_rest_r: null, alpha_if_deleted: null }] });
    expect(reliability(itemSums([[1, 2]])).alpha).toBeNull();
    expect(pairedChange(pairs([], []))).toMatchObject({ n: 0, mean: null, ci_low: null });
  });

  it("knows R's qt and pt", () => {
    // qt(0.975, c(1, 4, 30)), 2 * pt(-2.5, 10)
    expect(tQuantile(0.975, 1)).toBeCloseTo(12.706204736174698, 9);
    expect(tQuantile(0.975, 4)).toBeCloseTo(2.7764451051977934, 10);
    expect(tQuantile(0.975, 30)).toBeCloseTo(2.0422724563012378, 10);
    expect(twoSidedP(-2.5, 10)).toBeCloseTo(0.0314468442366088, 12);
  });
});
