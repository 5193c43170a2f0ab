import type { AuditFact, AuditRecord, AuditRef, AuditValue } from './audit';
import { formatDateTime, formatDay } from './dates';
import { formatPrice, fromMinor } from './money';
import { LOCALES, type DictionaryKey, type TranslateVars } from './texts/core';
import type { Language } from './types';

/** How a reader sees a record: their language, its dictionary, and (on the server) the time zone. */
export interface AuditReader {
  language: Language;
  t: (key: DictionaryKey, vars?: TranslateVars) => string;
  /** The browser's own zone when left out; the TSV says UTC in its header and passes it. */
  timeZone?: string;
}

const isObject = (value: AuditValue): value is Exclude<AuditValue, string | number | boolean | null | readonly unknown[]> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value in the reader's language: yes/no, their number, date and money formats, names as they are. */
function valueText(value: AuditValue | undefined, reader: AuditReader): string {
  const locale = LOCALES[reader.language];
  if (value === undefined || value === null) return '-';
  if (typeof value === 'boolean') return reader.t(value ? 'audit.value.yes' : 'audit.value.no');
  if (typeof value === 'number') return new Intl.NumberFormat(locale).format(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length ? value.join(', ') : '-';
  if (!isObject(value)) return '-';
  if ('at' in value) return formatDateTime(value.at, locale, reader.timeZone);
  if ('day' in value) return formatDay(value.day, locale);
  if ('minor' in value) return formatPrice(fromMinor(value.minor, value.currency), value.currency, locale);
  return reader.t(`lang.${value.language}`);
}

/** Ids stay as stored ("User 1234", to be searched for); a count is a number in the reader's format. */
const refText = (ref: AuditRef, reader: AuditReader) => {
  const { kind, ...vars } = ref;
  const filled: TranslateVars = Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, typeof v === 'number' && k === 'count' ? valueText(v, reader) : v]));
  return reader.t(`audit.target.${kind}`, filled);
};

const factText = ({ fact, value }: AuditFact, reader: AuditReader) => reader.t(`audit.fact.${fact}`, { value: valueText(value, reader) });

/** A record's target and summary as one line each, in the reader's language (the screen and the TSV). */
export function auditTexts(record: Pick<AuditRecord, 'target' | 'facts'>, reader: AuditReader): { target: string; summary: string } {
  return {
    target: record.target.map((ref) => refText(ref, reader)).join(', '),
    summary: record.facts.map((fact) => factText(fact, reader)).join('; '),
  };
}
