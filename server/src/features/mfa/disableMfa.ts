import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { checkCode, findMfa, markStepUsed, removeSecondFactor } from './queries';

/**
 * /api/mfa-disable: the user turns their second factor off with a current code, so a session
 * alone (a stolen token) cannot. The secret and the recovery codes go.
 */
export async function disableMfa(options: { db: Kysely<DB>; config: Config; user: { id: number; email: string }; code: string; address: string }) {
  const { db, config, user, code, address } = options;
  const mfa = await findMfa(db, user.id);
  if (!mfa?.enabled_at) throw new AppError('MFA_NOT_ENABLED');
  const step = await checkCode({ db, config, email: user.email, address }, mfa, code);
  await db.transaction().execute(async (trx) => {
    if (!(await markStepUsed(trx, user.id, step))) throw new AppError('MFA_CODE_INVALID');
    await removeSecondFactor(trx, user.id);
  });
}
