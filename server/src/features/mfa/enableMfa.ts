import type { MfaEnableResponse } from 'shared-api/contract';
import { AppError } from '../../http/errors';
import { confirmIdentity, createSession, revokeUserSessions, sessionFields } from '../auth';
import { notifyOwner } from './notifyOwner';
import { checkCode, findMfa, type FactorChange } from './queries';
import { newRecoveryCodes, replaceRecoveryCodes } from './recoveryCodes';

/**
 * /api/mfa-enable: the current password (a stolen session alone must not lock the owner out) and a
 * right code from the secret of /api/mfa-setup, which proves the app holds it, put it in force. Every
 * session of the account ends, this one too: those opened with the password alone must not become
 * strong ones, so this browser gets a new session opened with the factor. The recovery codes are
 * answered this once (only their hashes are kept), and the owner is emailed.
 */
export async function enableMfa(options: FactorChange): Promise<MfaEnableResponse> {
  const { db, config, user, code, address } = options;
  await confirmIdentity({ ...options, freshSignIn: true });
  const mfa = await findMfa(db, user.id);
  if (!mfa) throw new AppError('MFA_NOT_SET_UP');
  if (mfa.enabled_at) throw new AppError('MFA_ALREADY_ENABLED');
  const step = await checkCode({ db, config, userId: user.id, email: user.email, address }, mfa, code);
  const codes = newRecoveryCodes();
  return db.transaction().execute(async (trx) => {
    // The secret checked, still pending: a setup started again meanwhile is not turned on by this code.
    const enabled = await trx
      .updateTable('user_mfa')
      .set({ enabled_at: new Date(), last_step: step })
      .where('user_id', '=', user.id)
      .where('secret', '=', mfa.secret)
      .where('enabled_at', 'is', null)
      .executeTakeFirst();
    if (Number(enabled.numUpdatedRows) !== 1) throw new AppError('MFA_NOT_SET_UP');
    await replaceRecoveryCodes(trx, user.id, codes);
    await revokeUserSessions({ db: trx, userId: user.id });
    const token = await createSession({ db: trx, userId: user.id, strength: 'mfa' });
    await notifyOwner({ db: trx, config, userId: user.id, template: 'mfaOn' });
    const row = await trx.selectFrom('users').select(['id', 'email', 'admin', 'team_id', 'language']).where('id', '=', user.id).executeTakeFirstOrThrow();
    return { recovery_codes: codes, ...sessionFields(row, token) };
  });
}
