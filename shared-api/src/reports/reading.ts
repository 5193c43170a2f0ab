import type { DictionaryKey } from '../texts';
import { pluralKey } from '../texts/core';
import type { Language } from '../common/types';
import type { ChangeStatistics, CohortReportResponse, WithheldFigure, WithheldReason } from './contract';

/**
 * How the cohort report is read (issue 23): the plain-language reading of a change and the
 * rounding of its numbers, one place for the page and the files.
 */

/** Cohen's conventional bounds of |g|: under 0.2 negligible, under 0.5 small, under 0.8 medium. */
const SIZES = [
  { below: 0.2, up: 'report.reading.negligible', down: 'report.reading.negligible' },
  { below: 0.5, up: 'report.reading.smallUp', down: 'report.reading.smallDown' },
  { below: 0.8, up: 'report.reading.mediumUp', down: 'report.reading.mediumDown' },
  { below: Infinity, up: 'report.reading.largeUp', down: 'report.reading.largeDown' },
] as const satisfies readonly { below: number; up: DictionaryKey; down: DictionaryKey }[];

/**
 * "a small improvement": the size of g_av, its sign the direction. A 95% interval that includes 0
 * reads as no clear change whatever g_av is, as an effect the data cannot tell from none is not
 * one to name. Null when the statistics are withheld (a small group) or undefined.
 */
export function effectReading(change: ChangeStatistics): DictionaryKey | null {
  const { g_av: g, ci_low: low, ci_high: high } = change;
  if (g === null) return null;
  if (low !== null && high !== null && low <= 0 && high >= 0) return 'report.reading.unclear';
  const size = SIZES.find(({ below }) => Math.abs(g) < below) ?? SIZES[SIZES.length - 1];
  return g >= 0 ? size.up : size.down;
}

/**
 * What a number is: a score or a change of scores (one decimal; a change shows its sign), an
 * effect size, alpha, r or t (two), a p value (three, or "< 0.001"), degrees of freedom (whole).
 */
export type StatisticKind = 'score' | 'change' | 'effect' | 'p' | 'df';

const DECIMALS: Record<StatisticKind, number> = { score: 1, change: 1, effect: 2, p: 3, df: 0 };

/** What stands for a withheld or undefined statistic. */
export const NO_STATISTIC = '–';

/** A statistic as the report shows it in `locale` (a BCP 47 tag): the numbers come unrounded, and what rounds to 0 shows no sign. */
export function formatStatistic(value: number | null, kind: StatisticKind, locale: string): string {
  if (value === null) return NO_STATISTIC;
  const digits = DECIMALS[kind];
  const format = (n: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, signDisplay: kind === 'change' ? 'exceptZero' : 'auto' }).format(n);
  if (kind === 'p' && value < 0.001) return `< ${format(0.001)}`;
  // What rounds to zero is zero: no "-0.0".
  return format(Math.abs(value) < 0.5 * 10 ** -digits ? 0 : value);
}

/** An item whose item-rest correlation is under 0.2 weakens its scale: the page and the files flag it. */
const WEAK_ITEM_REST = 0.2;
export const weakensScale = (itemRest: number | null): boolean => itemRest !== null && itemRest < WEAK_ITEM_REST;

type Translate = (key: DictionaryKey, vars?: Record<string, string | number>) => string;

const MEASURE_WORDS = {
  assessment: 'report.withheld.measure.assessment',
  reassessment: 'report.withheld.measure.reassessment',
  change: 'report.withheld.measure.change',
} as const satisfies Record<WithheldFigure['measure'], DictionaryKey>;

const REASON_WORDS = {
  small: 'report.withheld.small',
  difference: 'report.withheld.difference',
  changed: 'report.withheld.changed',
  unchecked: 'report.withheld.unchecked',
} as const satisfies Record<WithheldReason, DictionaryKey>;

/**
 * Each withheld figure of the report in a sentence (issue 36): what, of whom, and why. `audience`
 * names the report's own group (the whole team, or the cohort).
 */
export function withheldWords(report: Pick<CohortReportResponse, 'withheld' | 'min_group_size'>, audience: string, language: Language, t: Translate): string[] {
  const min = report.min_group_size;
  return report.withheld.map(({ measure, name, n, reason }) => {
    const people = t(pluralKey(language, n, { one: 'report.withheld.people.one', other: 'report.withheld.people.other' }), { count: n });
    return t('report.withheld.line', { figure: t(MEASURE_WORDS[measure]), group: name || audience, people, why: t(REASON_WORDS[reason], { min }) });
  });
}
