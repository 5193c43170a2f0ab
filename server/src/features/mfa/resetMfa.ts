import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { recordAudit, userRefs, type Actor } from '../audit';
import { notifyOwner } from './notifyOwner';
import { findMfa, removeSecondFactor } from './queries';

/**
 * /api/mfa-reset: an admin removes someone's second factor (a lost phone, no recovery code left),
 * so they log in with their password alone and may set up a new one. Audited with the change: it
 * weakens an account, and only an admin may do it; the owner is emailed, so a reset they did not ask
 * for does not go unnoticed.
 */
export async function resetMfa(options: { db: Kysely<DB>; config: Config; caller: Actor; target: { id: number; email: string; teamId: number } }) {
  const { db, config, caller, target } = options;
  if (!(await findMfa(db, target.id))?.enabled_at) throw new AppError('MFA_NOT_ENABLED');
  await db.transaction().execute(async (trx) => {
    await removeSecondFactor(trx, target.id);
    await recordAudit(trx, caller, { action: 'mfaReset', teamId: target.teamId, target: userRefs([target]) });
    await notifyOwner({ db: trx, config, userId: target.id, template: 'mfaReset' });
  });
}
