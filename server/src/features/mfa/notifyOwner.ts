import type { Config } from '../../config';
import type { DB } from '../../db/types';
import type { Kysely, Transaction } from 'kysely';
import type { TranslateVars } from 'shared-api/texts';
import { enqueueEmail, type EmailTemplate } from '../email';

/**
 * Tells the account's owner, in their language, that what guards it changed or was tried (a factor
 * on, off or reset, a recovery code spent, codes guessed): a thief with the session or the password
 * is then no longer the only one who knows. Queued in the caller's transaction.
 */
export async function notifyOwner(options: {
  db: Kysely<DB> | Transaction<DB>;
  config: Pick<Config, 'publicUrl' | 'supportEmail'>;
  userId: number;
  template: Extract<EmailTemplate, 'mfaOn' | 'mfaOff' | 'mfaReset' | 'recoveryCodeUsed' | 'mfaGuessing'>;
  vars?: TranslateVars;
}) {
  const { db, config, userId, template, vars } = options;
  const owner = await db.selectFrom('users').select(['name', 'email', 'language']).where('id', '=', userId).executeTakeFirstOrThrow();
  await enqueueEmail({
    db,
    to: owner.email,
    template,
    language: owner.language,
    vars: { name: owner.name, support: config.supportEmail, link: `${config.publicUrl}/account`, ...vars },
  });
}
