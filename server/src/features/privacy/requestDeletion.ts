import type { Kysely } from 'kysely';
import { CONFIRM_DELETION_PARAM, CONFIRM_DELETION_PATH, DELETION_DUE_DAYS, DELETION_LINK_HOURS } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { assertBelowAttemptLimit, newToken, recordAttempt, type SessionUser } from '../auth';
import { enqueueEmail, hasMailbox } from '../email';

const LINK_MS = DELETION_LINK_HOURS * 60 * 60 * 1000;

/**
 * A person's request to be erased (issue 26): stores the hash of a new single-use token, valid
 * DELETION_LINK_HOURS, and queues its link in the person's language, in one transaction. A new
 * request replaces an unconfirmed one: only the newest link works. A confirmed one stands (409
 * DELETION_ALREADY_CONFIRMED): replacing it would cancel the erasure until the new link is
 * clicked. The upsert itself refuses, so a confirmation racing it cannot be undone. An admin is
 * deleted by another admin, and an account without a mailbox (an anonymous user's) could never
 * get the link. Throttled per account as reset emails are.
 */
export async function requestDeletion({ db, config, user }: { db: Kysely<DB>; config: Config; user: SessionUser }) {
  if (user.admin) throw new AppError('DELETION_NOT_FOR_ADMINS');
  if (!hasMailbox(user.email)) throw new AppError('DELETION_NO_MAILBOX');
  await assertBelowAttemptLimit({ db, config, kind: 'deletion', email: user.email });
  await recordAttempt({ db, config, kind: 'deletion', email: user.email });
  const { token, hash } = newToken();
  const row = { token_hash: hash, requested_at: new Date(), expires_at: new Date(Date.now() + LINK_MS), confirmed_at: null };
  await db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('deletion_requests')
      .values({ user_id: user.id, ...row })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(row).where('deletion_requests.confirmed_at', 'is', null))
      .returning('user_id')
      .executeTakeFirst();
    if (!stored) throw new AppError('DELETION_ALREADY_CONFIRMED');
    await enqueueEmail({
      db: trx,
      to: user.email,
      template: 'deletion',
      language: user.language,
      vars: {
        name: user.name,
        link: `${config.publicUrl}${CONFIRM_DELETION_PATH}?${CONFIRM_DELETION_PARAM}=${encodeURIComponent(token)}`,
        hours: DELETION_LINK_HOURS,
        days: DELETION_DUE_DAYS,
      },
    });
  });
}
