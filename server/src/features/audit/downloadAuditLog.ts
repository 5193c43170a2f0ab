import type { Kysely } from 'kysely';
import { auditActorText, auditTexts, type AuditQuery, type AuditRecord, type Language } from 'shared-api/contract';
import { translate, type DictionaryKey, type TranslateVars } from 'shared-api/texts';
import type { DB } from '../../db/types';
import type { Cell } from '../../exports/tsv';
import { listAudit } from './queries';

const COLUMNS = ['audit.column.whenUtc', 'audit.column.who', 'audit.column.role', 'audit.column.action', 'audit.column.team', 'audit.column.target', 'audit.column.summary'] as const;
const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** A record as a TSV line in the reader's language, as the screen shows it (times in UTC). */
function tsvLine(record: AuditRecord, language: Language) {
  const t = (key: DictionaryKey, vars?: TranslateVars) => translate(language, key, vars);
  const { target, summary } = auditTexts(record, { language, t, timeZone: 'UTC' });
  const { who, role } = auditActorText(record, { t });
  return [utc(record.at), who, role, t(`audit.action.${record.action}`), record.teamId, target, summary];
}

/**
 * /api/audit-log-tsv: every matching record as a line in the reader's language, streamed a page
 * at a time, under a header in that language.
 */
export function downloadAuditLog({ db, filters, language }: {
  db: Kysely<DB>;
  filters: AuditQuery;
  language: Language;
}): { header: Cell[]; pages: AsyncIterable<Cell[][]> } {
  async function* pages() {
    for await (const page of auditPages({ db, filters })) yield page.map((r) => tsvLine(r, language));
  }
  return { header: COLUMNS.map((column) => translate(language, column)), pages: pages() };
}

/** Every matching record, a page at a time (the export streams; memory holds one page). */
async function* auditPages({ db, filters, pageSize = 500 }: { db: Kysely<DB>; filters: AuditQuery; pageSize?: number }) {
  let before = filters.Before;
  for (;;) {
    const page = await listAudit({ db, filters: { ...filters, Before: before }, limit: pageSize });
    if (page.length === 0) return;
    yield page;
    before = page[page.length - 1].id;
    if (page.length < pageSize) return;
  }
}
