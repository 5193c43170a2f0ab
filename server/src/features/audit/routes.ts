import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AUDIT_PAGE, auditQuerySchema, type AuditLogResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { tsvStream } from '../../exports/tsv';
import { route } from '../../http/route';
import { auditPages, listAudit } from './queries';

const HEADER = ['When (UTC)', 'Who', 'Role', 'Action', 'Team', 'Target', 'Summary'];
const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

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
    handler: async (_req, filters, reply) => {
      async function* rows() {
        for await (const page of auditPages({ db, filters })) {
          yield page.map((r) => [utc(r.at), r.actorEmail, r.actorRole, r.action, r.teamId, r.target, r.summary]);
        }
      }
      return reply
        .type('text/tab-separated-values; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.tsv"')
        .header('cache-control', 'private, no-store')
        .send(tsvStream(HEADER, rows()));
    },
  });
}
