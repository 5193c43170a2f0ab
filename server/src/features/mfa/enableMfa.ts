import type { Kysely } from 'kysely';
import type { MfaEnableResponse } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { checkCode, findMfa } from './queries';
import { newRecoveryCodes, replaceRecoveryCodes } from './recoveryCodes';

/**
 * /api/mfa-enable: a right code from the secret of /api/mfa-setup proves the app holds it, and puts
 * it in force. The recovery codes are answered this once; only their hashes are kept.
 */
export async function enableMfa(options: {
  db: Kysely<DB>;
  config: Config;
  user: { id: number; email: string };
  code: string;
  address: string;
}): Promise<MfaEnableResponse> {
  const { db, config, user, code, address } = options;
  const mfa = await findMfa(db, user.id);
  if (!mfa) throw new AppError('MFA_NOT_SET_UP');
  if (mfa.enabled_at) throw new AppError('MFA_ALREADY_ENABLED');
  const step = await checkCode({ db, config, email: user.email, address }, mfa, code);
  const codes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
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
  });
  return { recovery_codes: codes };
}
