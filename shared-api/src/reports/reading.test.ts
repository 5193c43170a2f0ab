import type { ChangeStatistics } from './contract';
import { effectReading, formatStatistic, NO_STATISTIC } from './reading';

/** A change of 40 paired people: g_av and its interval as given, the rest beside the point. */
const change = (g_av: number | null, ci_low: number | null = 1, ci_high: number | null = 9): ChangeStatistics => ({
  n: 40,
  mean: 5,
  sd: 10,
  ci_low,
  ci_high,
  t: 3,
  df: 39,
  p: 0.004,
  d_z: g_av,
  d_av: g_av,
  g_av,
});

describe('effectReading', () => {
  it.each([
    [0.1, 'report.reading.negligible'],
    [0.2, 'report.reading.smallUp'],
    [0.49, 'report.reading.smallUp'],
    [0.5, 'report.reading.mediumUp'],
    [0.79, 'report.reading.mediumUp'],
    [0.8, 'report.reading.largeUp'],
    [2.4, 'report.reading.largeUp'],
  ])('reads an improvement of g_av %p as %s', (g, key) => {
    expect(effectReading(change(g))).toBe(key);
  });

  it.each([
    [-0.19, 'report.reading.negligible'],
    [-0.2, 'report.reading.smallDown'],
    [-0.5, 'report.reading.mediumDown'],
    [-1.1, 'report.reading.largeDown'],
  ])('reads a decline of g_av %p as %s', (g, key) => {
    expect(effectReading(change(g, -9, -1))).toBe(key);
  });

  it('says no clear change when the 95% interval includes zero, however large g_av', () => {
    expect(effectReading(change(0.9, -0.5, 12))).toBe('report.reading.unclear');
    expect(effectReading(change(-0.3, -6, 0))).toBe('report.reading.unclear');
    expect(effectReading(change(0.05, 0, 3))).toBe('report.reading.unclear');
  });

  it('reads nothing of withheld or undefined statistics', () => {
    expect(effectReading(change(null, null, null))).toBeNull();
    expect(effectReading(change(null))).toBeNull();
  });

  it('reads g_av alone when the interval is undefined', () => {
    expect(effectReading(change(0.3, null, null))).toBe('report.reading.smallUp');
  });
});

describe('formatStatistic', () => {
  it('rounds scores to one decimal, effect sizes to two, degrees of freedom to whole', () => {
    expect(formatStatistic(62.449, 'score', 'en')).toBe('62.4');
    expect(formatStatistic(62, 'score', 'en')).toBe('62.0');
    expect(formatStatistic(0.4567, 'effect', 'en')).toBe('0.46');
    expect(formatStatistic(-0.4567, 'effect', 'en')).toBe('-0.46');
    expect(formatStatistic(39, 'df', 'en')).toBe('39');
  });

  it('signs a change, and shows none on what rounds to zero', () => {
    expect(formatStatistic(4.25, 'change', 'en')).toBe('+4.3');
    expect(formatStatistic(-1.26, 'change', 'en')).toBe('-1.3');
    expect(formatStatistic(-0.04, 'change', 'en')).toBe('0.0');
    expect(formatStatistic(-0.001, 'effect', 'en')).toBe('0.00');
  });

  it('gives p to three decimals, or as under 0.001', () => {
    expect(formatStatistic(0.0456, 'p', 'en')).toBe('0.046');
    expect(formatStatistic(0.001, 'p', 'en')).toBe('0.001');
    expect(formatStatistic(0.00004, 'p', 'en')).toBe('< 0.001');
  });

  it("writes the reader's decimal separator", () => {
    expect(formatStatistic(0.00004, 'p', 'pt-BR')).toBe('< 0,001');
    expect(formatStatistic(3.14159, 'effect', 'es')).toBe('3,14');
  });

  it('shows a dash for a withheld statistic', () => {
    expect(formatStatistic(null, 'score', 'en')).toBe(NO_STATISTIC);
  });
});
