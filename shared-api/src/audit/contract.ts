import * as yup from 'yup';
import { LOCALES, type DictionaryKey, type TranslateVars } from '../texts/core';
import { formatDateTime, formatDay } from '../common/dates';
import { idField, MAX_TEXT, wholeNumberField } from '../common/fields';
import { VALIDATION } from '../common/messages';
import { formatPrice, fromMinor } from '../common/money';
import type { Language } from '../common/types';

/** Every kind of change the audit log records (issue 11), one name each; data, not branches. */
const AUDIT_CHANGES = [
  'teamCreated', 'teamEdited', 'teamDeleted',
  'cohortCreated', 'cohortRenamed', 'cohortDeleted', 'linkCreated', 'linkEdited',
  'assessmentOpened', 'preClassOpened', 'resultsOpened', 'postAssessmentOpened', 'reassessmentOpened', 'resultsOpenedForUsers',
  'assessmentClosed', 'preClassClosed', 'postAssessmentClosed', 'reassessmentClosed', 'resultsClosed',
  'userAdded', 'usersImported', 'anonymousUsersGenerated', 'usersMoved', 'userEdited', 'passwordSet', 'userDeleted', 'mfaReset', 'welcomeEmailsSent',
  'ssoConfigured', 'ssoRemoved', 'ssoAccountCreated',
  'certificatesIssued', 'certificateRevoked',
  'classCreated', 'classEdited', 'classAssessmentOpened', 'classResultsOpened', 'studentRefunded',
  'emailRetried',
  'actionScheduled', 'scheduleCancelled', 'remindersSent',
  'usersAnonymised', 'retentionApplied',
] as const;

/**
 * Every kind of read it records: an admin or a team leader seeing or downloading another person's
 * data. "Viewed", not "opened": an opened action (resultsOpened) is an activation.
 */
export const AUDIT_READS = [
  'resultsViewed', 'resultsPdfViewed', 'responsesViewed',
  'responsesDownloaded', 'resultsDownloaded', 'certificateDownloaded', 'receiptDownloaded',
] as const;
export type AuditReadAction = (typeof AUDIT_READS)[number];

export const AUDIT_ACTIONS = [...AUDIT_CHANGES, ...AUDIT_READS] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The log's two kinds of record, as its Kind filter names them. */
export const AUDIT_KINDS = ['change', 'read'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

const READS: ReadonlySet<AuditAction> = new Set(AUDIT_READS);
export const auditKindOf = (action: AuditAction): AuditKind => (READS.has(action) ? 'read' : 'change');
/** The actions of one kind (the screen's Action filter lists those of the kind chosen). */
export const auditActionsOf = (kind: AuditKind): readonly AuditAction[] => (kind === 'read' ? AUDIT_READS : AUDIT_CHANGES);

/**
 * What a change was made to, each rendered by its kind's text in the reader's language
 * (`audit.target.<kind>`, its fields filled in). 'text' is a record written before the log kept
 * its parts apart (migration 014): shown as it was written.
 */
export type AuditRef =
  | { kind: 'team' | 'class' | 'userId' | 'cohortId'; id: number }
  /** A person erased since (issue 26): the record stays, their email and name do not. */
  | { kind: 'deletedUser'; id: number }
  /** A participant anonymised since: their account stays for statistics, without email or name. */
  | { kind: 'anonymisedUser'; id: number }
  /** By name: "Cohort 2" told a reader nothing. The log fills in the name of a record written without one; 'cohortId' is one whose cohort is gone. */
  | { kind: 'cohort'; id: number; name?: string }
  | { kind: 'user'; id: number; email: string }
  | { kind: 'email'; id: number; to: string }
  | { kind: 'link'; value: string }
  | { kind: 'allCohorts' }
  | { kind: 'more'; count: number }
  | { kind: 'text'; text: string };

/** Every kind above, as data (the text-key check lists their texts from it). */
export const AUDIT_REF_KINDS = ['team', 'cohort', 'cohortId', 'class', 'userId', 'deletedUser', 'anonymisedUser', 'user', 'email', 'link', 'allCohorts', 'more', 'text'] as const satisfies readonly AuditRef['kind'][];

/** What a fact says: a date-time, a day, an amount and a language are formatted for the reader. */
export type AuditValue =
  | string
  | number
  | boolean
  | null
  | readonly (string | number)[]
  | { at: string }
  | { day: string }
  | { minor: number; currency: string }
  | { language: Language };

/** Every fact a record can state, one name each; each has a text `audit.fact.<name>` with {value}. */
export const AUDIT_FACTS = [
  'name', 'previousName', 'email', 'admin', 'teamLeader', 'teamsLed',
  'departments', 'emailDomains', 'publicSlug', 'postAssessmentForm', 'resultsSoonMessage', 'academyQuestion', 'civilianForm', 'language', 'slides',
  'users', 'retentionDays', 'retentionMode', 'programmeEndsOn', 'emails', 'emailsQueued', 'students', 'fromCsv', 'sessionsEnded', 'subject', 'unchanged',
  'certificateDate', 'issued', 'redated',
  'team', 'description', 'shortDescription', 'timeDescription', 'placeDescription', 'lengthDescription',
  'capacity', 'accepting', 'acceptAny', 'startsAt', 'currency', 'price',
  'refunded', 'nothingRefunded', 'leftClass',
  'linksDisabled', 'disabled', 'expiresAt', 'cohort', 'emailDesc',
  'issuer', 'clientId', 'clientSecretChanged',
  'scheduledAction', 'scheduledFor', 'questionnaire', 'reminded', 'alreadyReminded', 'alreadyNotified',
  'text',
] as const;
export type AuditFactName = (typeof AUDIT_FACTS)[number];

/** One thing a change set or counted; a fact without a value is said by its name alone ("Removed from the class"). */
export interface AuditFact {
  fact: AuditFactName;
  value?: AuditValue;
}

export const AUDIT_ACTOR_ROLES = ['admin', 'leader', 'system'] as const;
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number];

/** One change or read as the audit screen and its TSV show it. */
export interface AuditRecord {
  id: number;
  /** ISO date-time. */
  at: string;
  /** Null for the system (the retention job). */
  actorId: number | null;
  /** Null once the actor was erased, and for the system. */
  actorEmail: string | null;
  actorRole: AuditActorRole;
  action: AuditAction;
  teamId: number | null;
  /** What was changed or read (a long list ends with a 'more' count). */
  target: AuditRef[];
  /** What changed. */
  facts: AuditFact[];
}

/** A page of records, newest first; `next` is the Before of the following page, null at the end. */
export interface AuditLogResponse {
  records: AuditRecord[];
  next: number | null;
}

export const AUDIT_PAGE = { default: 50, max: 200 } as const;

/** /api/audit-log filters: a team, a person (their email), an action, changes or reads; Before pages on. */
export const auditQuerySchema = yup.object({
  TeamID: idField(),
  ActorEmail: yup.string().trim().lowercase().max(MAX_TEXT, VALIDATION.tooLong),
  Action: yup.string().oneOf([...AUDIT_ACTIONS], VALIDATION.choice),
  Kind: yup.string().oneOf([...AUDIT_KINDS], VALIDATION.choice),
  Before: idField(),
  Limit: wholeNumberField(VALIDATION.choice).min(1, VALIDATION.choice).max(AUDIT_PAGE.max, VALIDATION.choice),
});
export type AuditQuery = yup.InferType<typeof auditQuerySchema>;

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

/** Who made a change, in the reader's language: an email, "deleted user #id", or the system. */
export function auditActorText(record: Pick<AuditRecord, 'actorId' | 'actorEmail' | 'actorRole'>, { t }: Pick<AuditReader, 't'>): { who: string; role: string } {
  const role = t(`audit.role.${record.actorRole}`);
  if (record.actorEmail !== null) return { who: record.actorEmail, role };
  return { who: record.actorId === null ? role : t('audit.target.deletedUser', { id: record.actorId }), role };
}
