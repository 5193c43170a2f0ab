import {
  auditTexts, formatDateTime, formatDay, formatPrice, fromMinor, questionnaireOf, type AuditAction, type AuditRecord, type Language, type MyDataExport,
} from 'shared-api/contract';
import { LOCALES, translate, type DictionaryKey, type TranslateVars } from 'shared-api/texts';
import { createPdf, useFontFor, type Doc } from '../../pdf/document';

const MARGIN = 50;
const INK = '#222222';
const MUTED = '#555555';
const ACCENT = '#1f4e8c';

type Row = Record<string, unknown>;
/** A section's fields in the order shown, each with its label; the value is the row's field of that name. */
type Fields = [field: string, label: DictionaryKey][];

const WHEN: Fields = [['created_at', 'myData.field.created']];
const AUDIT_FIELDS: Fields = [['at', 'myData.field.when'], ['action', 'myData.field.action'], ['actor_email', 'myData.field.who'], ['actor_role', 'myData.field.role']];
const SECTIONS: { key: Exclude<keyof MyDataExport, 'generatedAt'>; title: DictionaryKey; fields: Fields }[] = [
  {
    key: 'account',
    title: 'myData.section.account',
    fields: [
      ['id', 'myData.field.id'], ['name', 'account.name'], ['email', 'account.email'], ['language', 'account.language'],
      ['team', 'myData.field.team'], ['cohort', 'myData.field.cohort'], ['class', 'myData.field.class'], ...WHEN, ['status', 'myData.field.status'],
      ['admin', 'myData.field.admin'], ['first_login', 'myData.field.firstLogin'], ['assessment_active', 'myData.field.assessmentActive'],
      ['reassessment_active', 'myData.field.reassessmentActive'], ['finished_assessment', 'myData.field.finishedAssessment'],
      ['results_active', 'myData.field.resultsActive'], ['results_activated_at', 'myData.field.resultsActivatedAt'], ['teams_led', 'myData.field.teamsLed'],
    ],
  },
  {
    key: 'assessmentResponses',
    title: 'myData.section.assessmentResponses',
    fields: [
      ['kind', 'myData.field.kind'], ['submitted_at', 'myData.field.submitted'], ['version', 'myData.field.version'], ['answers', 'myData.field.answers'],
      ['text_answers', 'myData.field.textAnswers'], ['demographics', 'myData.field.demographics'], ['scores', 'myData.field.scores'], ['item_scores', 'myData.field.itemScores'],
    ],
  },
  {
    key: 'questionnaireResponses',
    title: 'myData.section.questionnaireResponses',
    fields: [
      ['questionnaire', 'myData.field.questionnaire'], ['round', 'myData.field.round'], ['submitted_at', 'myData.field.submitted'], ['version', 'myData.field.version'],
      ['answers', 'myData.field.answers'], ['score', 'myData.field.score'],
    ],
  },
  {
    key: 'timedIdeas',
    title: 'myData.section.timedIdeas',
    fields: [['question_index', 'myData.field.page'], ['started_at', 'myData.field.started'], ['updated_at', 'myData.field.saved'], ['ideas', 'myData.field.ideas']],
  },
  { key: 'certificates', title: 'myData.section.certificates', fields: [['cert_date', 'myData.field.certDate'], ['issued_at', 'myData.field.issued']] },
  {
    key: 'payments',
    title: 'myData.section.payments',
    fields: [['id', 'myData.field.id'], ['class', 'myData.field.class'], ['amount_minor', 'myData.field.amount'], ['status', 'myData.field.status'], ...WHEN, ['paid_at', 'myData.field.paid'], ['refunded_at', 'myData.field.refunded']],
  },
  {
    key: 'sessions',
    title: 'myData.section.sessions',
    fields: [['created_at', 'account.sessionStarted'], ['last_used_at', 'account.sessionLastUsed'], ['expires_at', 'myData.field.expires'], ['revoked_at', 'myData.field.revoked']],
  },
  { key: 'secondFactor', title: 'myData.section.secondFactor', fields: [['enabled', 'myData.field.enabled'], ['enabled_at', 'myData.field.enabledAt']] },
  { key: 'ssoIdentities', title: 'myData.section.ssoIdentities', fields: [['issuer', 'myData.field.issuer'], ['subject', 'myData.field.subject'], ...WHEN] },
  {
    key: 'ssoPendingLinks',
    title: 'myData.section.ssoPendingLinks',
    fields: [['issuer', 'myData.field.issuer'], ['subject', 'myData.field.subject'], ...WHEN, ['expires_at', 'myData.field.expires']],
  },
  {
    key: 'deletionRequest',
    title: 'myData.section.deletionRequest',
    fields: [['requested_at', 'myData.field.requested'], ['expires_at', 'myData.field.linkExpires'], ['confirmed_at', 'myData.field.confirmed']],
  },
  {
    key: 'emails',
    title: 'myData.section.emails',
    fields: [
      ...WHEN, ['status', 'myData.field.status'], ['sent_at', 'myData.field.sent'], ['to_address', 'myData.field.to'], ['subject', 'myData.field.emailSubject'],
      ['body', 'myData.field.body'], ['last_error', 'myData.field.deliveryError'],
    ],
  },
  {
    key: 'signInAttempts',
    title: 'myData.section.signInAttempts',
    fields: [['created_at', 'myData.field.when'], ['kind', 'myData.field.kind'], ['email', 'account.email'], ['address', 'myData.field.address']],
  },
  { key: 'readsByOthers', title: 'myData.section.readsByOthers', fields: AUDIT_FIELDS },
  {
    key: 'recordedChanges',
    title: 'myData.section.recordedChanges',
    fields: [...AUDIT_FIELDS, ['target', 'myData.field.target'], ['facts', 'myData.field.facts']],
  },
];

/** Values stored as codes, shown by their text. */
const CODES: Record<string, Record<string, DictionaryKey>> = {
  kind: {
    assessment: 'myData.kind.assessment', reassessment: 'myData.kind.reassessment',
    login: 'myData.attempt.login', register: 'myData.attempt.register', reset: 'myData.attempt.reset', deletion: 'myData.attempt.deletion',
  },
  round: { pre: 'myData.round.pre', post: 'myData.round.post', reassessment: 'myData.round.reassessment' },
  status: {
    invited: 'userAdmin.status.invited', registered: 'userAdmin.status.registered', active: 'userAdmin.status.active', finished: 'userAdmin.status.finished',
    pending: 'payments.status.pending', paid: 'payments.status.paid', refunded: 'payments.status.refunded', expired: 'payments.status.expired',
    queued: 'outbox.status.queued', sent: 'outbox.status.sent', outbox: 'outbox.status.outbox', failed: 'outbox.status.failed',
  },
  actor_role: { admin: 'audit.role.admin', leader: 'audit.role.leader', system: 'audit.role.system' },
};

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T/;

/** One field as text lines: a value, for answers and scores one line per entry ("3.2: 5"), for a message its own lines. */
function show(language: Language, field: string, value: unknown, row: Row): string[] {
  const tr = (key: DictionaryKey, vars?: TranslateVars) => translate(language, key, vars);
  const locale = LOCALES[language];
  if (value === null || value === undefined) return ['-'];
  if (typeof value === 'boolean') return [tr(value ? 'myData.yes' : 'myData.no')];
  if (field === 'language') return [tr(`lang.${value as Language}`)];
  if (field === 'questionnaire') return [tr(questionnaireOf(value as MyDataExport['questionnaireResponses'][number]['questionnaire']).title)];
  if (field === 'action') return [tr(`audit.action.${value as AuditAction}`)];
  if (field === 'body') return String(value).split('\n');
  if (field === 'target' || field === 'facts') {
    // The audit screen's own wording of a record, times in UTC as everywhere in this document.
    const { target, summary } = auditTexts(row as Pick<AuditRecord, 'target' | 'facts'>, { language, t: tr, timeZone: 'UTC' });
    return [(field === 'target' ? target : summary) || '-'];
  }
  if (field === 'amount_minor') return [formatPrice(fromMinor(Number(value), String(row.currency)), String(row.currency), locale)];
  if (field === 'cert_date') return [formatDay(String(value), locale, 'long')];
  const code = CODES[field]?.[String(value)];
  if (code) return [tr(code)];
  if (typeof value === 'string') return [ISO_TIME.test(value) ? `${formatDateTime(value, locale, 'UTC')} UTC` : value];
  if (typeof value !== 'object') return [String(value)];
  if (Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null && 'name' in v)) return [value.map((v) => v.name).join(', ') || '-'];
  if ('name' in value && 'id' in value) return [String(value.name)];
  return flatten(value);
}

const isIdea = (value: unknown): value is { text: string } => typeof value === 'object' && value !== null && typeof (value as { text?: unknown }).text === 'string';
const scalar = (value: unknown) => (value === null || (typeof value === 'number' && !Number.isFinite(value)) || typeof value === 'object' ? '-' : String(value));

/**
 * Nested answers as "path: value" lines, so every entry reads on its own; an idea or a written
 * answer ({id, text}) reads as its text, under the question it answers.
 */
function flatten(value: object, path = ''): string[] {
  const lines = Object.entries(value).flatMap(([key, inner]) => {
    if (Array.isArray(value) && isIdea(inner)) return [path ? `${path}: ${inner.text}` : inner.text];
    const at = path ? `${path}.${key}` : key;
    if (inner !== null && typeof inner === 'object' && Object.keys(inner).length > 0) return flatten(inner, at);
    return [`${at}: ${scalar(inner)}`];
  });
  return lines.length > 0 ? lines : ['-'];
}

function text(doc: Doc, value: string, { size = 10, color = INK, bold = false, indent = 0, gap = 0.15 } = {}) {
  useFontFor(doc, value, bold);
  doc.fontSize(size).fillColor(color).text(value, MARGIN + indent, undefined, { width: doc.page.width - 2 * MARGIN - indent });
  doc.moveDown(gap);
}

function block(doc: Doc, language: Language, row: Row, fields: Fields) {
  // The account's flags are shown as fields of their own.
  const values: Row = { ...row, ...(row.flags as Row | undefined) };
  for (const [field, label] of fields) {
    const lines = show(language, field, values[field], values);
    if (lines.length === 1) text(doc, `${translate(language, label)}: ${lines[0]}`);
    else {
      text(doc, `${translate(language, label)}:`);
      for (const line of lines) text(doc, line, { size: 9, color: MUTED, indent: 14, gap: 0 });
      doc.moveDown(0.15);
    }
  }
}

/**
 * my-data.pdf (issue 26): the caller's copy (exportMyData) as a document in their language, a
 * section per kind of data with each value labelled; nothing the JSON holds is left out.
 */
export function renderMyDataPdf(data: MyDataExport, language: Language): Promise<Buffer> {
  const tr = (key: DictionaryKey, vars?: Record<string, string>) => translate(language, key, vars);
  const title = tr('myData.title');
  const { doc, done } = createPdf({ size: 'A4', margin: MARGIN, info: { Title: title, Author: tr('nav.home') } });
  doc.y = MARGIN;
  text(doc, title, { size: 22, color: ACCENT, bold: true, gap: 0.2 });
  text(doc, `${data.account.name} <${data.account.email}>`, { size: 12, bold: true, gap: 0.2 });
  text(doc, tr('myData.intro', { date: `${formatDateTime(data.generatedAt, LOCALES[language], 'UTC')} UTC` }), { color: MUTED, gap: 1 });
  for (const { key, title: heading, fields } of SECTIONS) {
    text(doc, tr(heading), { size: 14, color: ACCENT, bold: true, gap: 0.4 });
    const value = data[key];
    const rows = (Array.isArray(value) ? value : value === null ? [] : [value]) as Row[];
    if (rows.length === 0) text(doc, tr('myData.none'), { color: MUTED });
    rows.forEach((row, i) => {
      if (i > 0) doc.moveDown(0.5);
      block(doc, language, row, fields);
    });
    doc.moveDown(1);
  }
  doc.end();
  return done;
}
