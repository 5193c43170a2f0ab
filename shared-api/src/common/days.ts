// Apart from dates.ts, which the first pages carry: only admins' forms parse a day.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** `days` whole days of 24 hours after `at` (before it when negative). */
export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * 86_400_000);

/** The UTC calendar day of `at` as YYYY-MM-DD: days so written compare as text. */
export const utcDay = (at: Date = new Date()) => at.toISOString().slice(0, 10);

/**
 * A calendar day as YYYY-MM-DD, or null when it is not a real one (a certificate's CertDatetime,
 * a programme's end). SPEC.md calls CertDatetime an ISO date; a full ISO date-time is accepted too
 * and its date is taken as written (the calendar day the admin meant, whatever the zone).
 */
export function parseDay(value: string): string | null {
  const m = ISO_DATE.exec(value.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}
