import type { Kysely } from 'kysely';
import { AUDIT_PAGE, type AuditLogResponse, type AuditQuery } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { listAudit } from './queries';

/** /api/audit-log: a page of records, newest first, and the id the next page starts before. */
export async function findAuditLog({ db, filters }: { db: Kysely<DB>; filters: AuditQuery }): Promise<AuditLogResponse> {
  const limit = filters.Limit ?? AUDIT_PAGE.default;
  // One more than asked says whether a next page exists.
  const rows = await listAudit({ db, filters, limit: limit + 1 });
  const records = rows.slice(0, limit);
  return { records, next: rows.length > limit ? records[records.length - 1].id : null };
}
