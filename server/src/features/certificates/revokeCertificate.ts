import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { recordAudit, userRefs, type Actor } from '../audit';
import { certDateText } from './queries';

/**
 * /api/revoke-certificate: the user no longer holds a certificate (the portal's hasCert is false)
 * and every link made for it stops working, also once a new one is issued (links name the issue
 * they were made for). The record keeps the date it carried; issuing to the cohort again passes
 * over the user until an admin chooses to restore revoked certificates.
 */
export async function revokeCertificate({ db, user, actor }: { db: Kysely<DB>; user: { id: number; email: string; teamId: number }; actor: Actor }) {
  return db.transaction().execute(async (trx) => {
    const revoked = await trx.deleteFrom('certificates').where('user_id', '=', user.id).returning(certDateText.as('certDate')).executeTakeFirst();
    if (!revoked) throw new AppError('NO_CERTIFICATE', { extra: { field: 'UserID' } });
    // Remembered, so that issuing to the cohort again does not give it back unless asked (issue 37).
    await trx.insertInto('certificate_revocations').values({ user_id: user.id }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
    await recordAudit(trx, actor, {
      action: 'certificateRevoked',
      teamId: user.teamId,
      target: userRefs([user]),
      facts: [{ fact: 'certificateDate', value: { day: revoked.certDate } }],
    });
  });
}
