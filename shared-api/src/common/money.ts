/**
 * Prices. A class's price is kept in its currency's minor unit (cents; the won and the yen have
 * none below themselves), which is what Stripe charges in; people read and type major units.
 */

/** Currencies are ISO 4217 codes, lower case as Stripe writes them. */
export const CURRENCY = /^[a-z]{3}$/;

export const DEFAULT_CURRENCY = 'usd';

/** Digits after the decimal point in `currency` (usd 2, krw 0), by the platform's own table. */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Is this a currency the platform knows (and so can format and charge)? */
export function isKnownCurrency(currency: string): boolean {
  if (!CURRENCY.test(currency)) return false;
  const known = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('currency');
  return known ? known.includes(currency.toUpperCase()) : true;
}

/** 199.5 usd → 19950; rounded to the currency's unit. */
export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** currencyDigits(currency));
}

/** Whether a price in major units is a whole number of the currency's minor unit (199.5 usd yes, 1000.5 krw no). */
export function fitsMinorUnit(major: number, currency: string): boolean {
  const scaled = major * 10 ** currencyDigits(currency);
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** 19950 usd → 199.5. */
export function fromMinor(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}

/** "$199.50", "₩50,000", "R$ 199,50": a price in major units in the reader's locale. */
export function formatPrice(major: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(major);
  } catch {
    return `${major} ${currency.toUpperCase()}`;
  }
}
