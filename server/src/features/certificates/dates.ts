import { formatDay, type Language } from 'shared-api/contract';
import { LOCALES } from 'shared-api/texts';

/** A certificate date (YYYY-MM-DD) as the holder's locale writes it: "November 23, 2026", "2026년 11월 23일". */
export function formatCertDate(language: Language, certDate: string): string {
  return formatDay(certDate, LOCALES[language], 'long');
}
