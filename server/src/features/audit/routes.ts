import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { auditQuerySchema, DOWNLOADS, type AuditLogResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { sendTsv } from '../../http/sendTsv';
import { requestLanguage } from '../../http/language';
import { route } from '../../http/route';
import { downloadAuditLog } from './downloadAuditLog';
import { findAuditLog } from './findAuditLog';

/**
 * The audit log (issue 11): admins only (DESIGN.md: never team leaders), newest first, filtered
 * by team, person and action, paged from the database; the same as a formula-safe TSV.
 */
export async function auditRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  route(app, {
    url: '/api/audit-log',
    access: 'admin',
    input: { schema: auditQuerySchema },
    handler: async (_req, filters): Promise<AuditLogResponse> => findAuditLog({ db, filters }),
  });

  route(app, {
    url: '/api/audit-log-tsv',
    access: 'admin',
    input: { schema: auditQuerySchema },
    handler: async (req, filters, reply) => sendTsv(reply, DOWNLOADS.audit.fileName, downloadAuditLog({ db, filters, language: requestLanguage(req) })),
  });
}
