import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { enqueueEmail } from '../email';
import { assertBelowAttemptLimit, recordAttempt } from './attempts';
import { findUserByEmail } from './queries';
import { issueResetTokens } from './resetTokens';
import { RESET_TOKEN_MS } from './tokens';

/**
 * Stores a hashed single-use token valid one hour and queues the link in the user's language.
 * Only the newest link works: older unused ones of the user are spent in the same transaction.
 */
export async function requestPasswordReset({ db, config, email }: { db: Kysely<DB>; config: Config; email: string }) {
  await assertBelowAttemptLimit({ db, config, kind: 'reset', email });
  // Counted before the lookup so probing for accounts is throttled too.
  await recordAttempt({ db, config, kind: 'reset', email });
  const user = await findUserByEmail({ db, email });
  if (!user) throw new AppError('EMAIL_NOT_FOUND');
  await db.transaction().execute(async (trx) => {
    const token = (await issueResetTokens({ db: trx, userIds: [user.id], ttlMs: RESET_TOKEN_MS })).get(user.id) as string;
    await enqueueEmail({
      db: trx,
      to: user.email,
      template: 'reset',
      language: user.language,
      vars: { name: user.name, link: `${config.publicUrl}/reset?c=${encodeURIComponent(token)}` },
    });
  });
}
