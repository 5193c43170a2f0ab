import { AppError } from '../../http/errors';
import { confirmIdentity } from '../auth';
import { notifyOwner } from './notifyOwner';
import { checkCode, findMfa, markStepUsed, removeSecondFactor, type FactorChange } from './queries';

/**
 * /api/mfa-disable: the user turns their second factor off with the current password and a current
 * code, so a session alone (a stolen token) cannot. The secret and the recovery codes go, and the
 * owner is emailed.
 */
export async function disableMfa(options: FactorChange) {
  const { db, config, user, code, address } = options;
  await confirmIdentity({ ...options, freshSignIn: true });
  const mfa = await findMfa(db, user.id);
  if (!mfa?.enabled_at) throw new AppError('MFA_NOT_ENABLED');
  const step = await checkCode({ db, config, userId: user.id, email: user.email, address }, mfa, code);
  await db.transaction().execute(async (trx) => {
    if (!(await markStepUsed(trx, user.id, step))) throw new AppError('MFA_CODE_INVALID');
    await removeSecondFactor(trx, user.id);
    await notifyOwner({ db: trx, config, userId: user.id, template: 'mfaOff' });
  });
}
