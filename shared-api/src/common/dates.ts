/** A date-time as `locale` writes it ("Nov 26, 2026, 2:30 PM"), in `timeZone` (the runtime's when left out). */
export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD) as `locale` writes it: the day itself, whatever the reader's time zone. */
export function formatDay(day: string, locale: string, dateStyle: 'medium' | 'long' = 'medium'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
