import { formatDateTime, formatPrice } from 'shared-api/contract';
import { LOCALES } from 'shared-api/texts/lazy';
import { useLanguage } from './I18nProvider';

/** Prices and dates as the screen's language writes them. */
export function useFormat() {
  const locale = LOCALES[useLanguage().language];
  return {
    price: (major: number, currency: string) => formatPrice(major, currency, locale),
    dateTime: (iso: string) => formatDateTime(iso, locale),
  };
}
