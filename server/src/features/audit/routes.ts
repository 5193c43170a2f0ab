import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AUDIT_PAGE, auditQuerySchema, auditTexts, type AuditLogResponse, type AuditRecord, type Language } from 'shared-api/contract';
import { translate, type DictionaryKey, type TranslateVars } from 'shared-api/texts';
import type { DB } from '../../db/types';
import { tsvStream } from '../../exports/tsv';
import { requestLanguage } from '../../http/language';
import { route } from '../../http/route';
import { auditPages, listAudit } from './queries';

const COLUMNS = ['audit.column.whenUtc', 'audit.column.who', 'audit.column.role', 'audit.column.action', 'audit.column.team', 'audit.column.target', 'audit.column.summary'] as const;
const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** A record as a TSV line in the reader's language, as the screen shows it (times in UTC). */
function tsvLine(record: AuditRecord, language: Language) {
  const t = (key: DictionaryKey, vars?: TranslateVars) => translate(language, key, vars);
  const { target, summary } = auditTexts(record, { language, t, timeZone: 'UTC' });
  const role = t(record.actorRole === 'admin' ? 'audit.role.admin' : 'audit.role.leader');
  return [utc(record.at), record.actorEmail, role, t(`audit.action.${record.action}`), record.teamId, target, summary];
}

/**
 * The audit log (issue 11): admins only (DESIGN.md: never team leaders), newest first, filtered
 * by team, person and action, paged from the database; the same as a formula-safe TSV.
 */
export async function auditRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  route(app, {
    url: '/api/audit-log',
    access: 'admin',
    input: { schema: auditQuerySchema },
    handler: async (_req, filters): Promise<AuditLogResponse> => {
      const limit = filters.Limit ?? AUDIT_PAGE.default;
      // One more than asked says whether a next page exists.
      const rows = await listAudit({ db, filters, limit: limit + 1 });
      const records = rows.slice(0, limit);
      return { records, next: rows.length > limit ? records[records.length - 1].id : null };
    },
  });

  route(app, {
    url: '/api/audit-log-tsv',
    access: 'admin',
    input: { schema: auditQuerySchema },
    handler: async (req, filters, reply) => {
      const language = requestLanguage(req);
      async function* rows() {
        for await (const page of auditPages({ db, filters })) yield page.map((r) => tsvLine(r, language));
      }
      const header = COLUMNS.map((column) => translate(language, column));
      return reply
        .type('text/tab-separated-values; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.tsv"')
        .header('cache-control', 'private, no-store')
        .send(tsvStream(header, rows()));
    },
  });
}
