import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { eraseAccounts } from '../privacy';
import { findTargetUser } from './queries';
import { recordAudit, type Actor } from '../audit';
import { refusePaidSeats } from '../payments';

/**
 * /api/delete-user: the account and everything of it (every foreign key to users cascades:
 * sessions, reset links, responses, openings, leadership), so the user can no longer log in, and
 * every copy of their email and name elsewhere (privacy's eraseCopies): the record of the deletion
 * names a "deleted user #id". A class they were in gets the seat back. Nobody deletes themselves.
 * Returns the user's team.
 */
export async function deleteUser({ db, caller, userId }: { db: Kysely<DB>; caller: Actor; userId: number }): Promise<number> {
  const target = await findTargetUser(db, userId);
  if (target.id === caller.id) throw new AppError('DELETE_SELF');
  await db.transaction().execute(async (trx) => {
    await refusePaidSeats(trx, { userIds: [userId] });
    await eraseAccounts(trx, [userId]);
    await recordAudit(trx, caller, { action: 'userDeleted', teamId: target.team_id, target: [{ kind: 'deletedUser', id: userId }] });
  });
  return target.team_id;
}
