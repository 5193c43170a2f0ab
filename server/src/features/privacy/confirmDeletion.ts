import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { hashToken } from '../auth';

/**
 * Confirms the request whose email link carried `token`: from then on the admins see it, and it
 * is carried out within DELETION_DUE_DAYS. One conditional update, so a link works once and only
 * while it is live; an unknown, used, replaced or expired one says so.
 */
export async function confirmDeletion({ db, token }: { db: Kysely<DB>; token: string }): Promise<void> {
  if (!token) throw new AppError('DELETION_LINK_INVALID');
  const now = new Date();
  const confirmed = await db
    .updateTable('deletion_requests')
    .set({ confirmed_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('confirmed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (confirmed.numUpdatedRows !== 1n) throw new AppError('DELETION_LINK_INVALID');
}
