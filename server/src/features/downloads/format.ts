import type { Language } from 'shared-api/contract';
import { LOCALES } from 'shared-api/texts';

/**
 * Scores with the decimal separator of the caller's language (72.5 in English and Korean, 72,5 in
 * Spanish and Portuguese), so a spreadsheet set to that language reads them as numbers.
 */
export function scoreFormatter(language: Language): (score: number | null | undefined) => string | null {
  const format = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1, useGrouping: false });
  return (score) => (typeof score === 'number' && Number.isFinite(score) ? format.format(score) : null);
}
