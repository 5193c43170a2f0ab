import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { issueResetTokens, WELCOME_TOKEN_MS } from '../auth';
import { enqueueEmails, hasMailbox } from '../email';
import { batches } from './queries';
import { recordAudit, userRefs, type Actor } from '../audit';

const WELCOME_DAYS = WELCOME_TOKEN_MS / (24 * 60 * 60 * 1000);

/**
 * /api/reset-send-welcomes: each user gets, in their language, a welcome email whose link lets
 * them choose a password (a reset token valid a week; only their newest link works): users the
 * route found and authorized (manageUser, every one). The links and the queued emails are written
 * in one transaction. Anonymous users have no mailbox and are skipped.
 */
export async function sendWelcomeEmails({ db, config, userIds, actor }: {
  db: Kysely<DB>;
  config: Config;
  userIds: readonly number[];
  actor: Actor;
}): Promise<{ sent: number; skipped: number }> {
  const users = [];
  for (const batch of batches(userIds)) {
    users.push(...(await db.selectFrom('users').select(['id', 'name', 'email', 'language', 'team_id']).where('id', 'in', batch).execute()));
  }

  // No reset link for a user without a mailbox either: the queue would drop their email anyway.
  const recipients = users.filter((u) => hasMailbox(u.email));
  await db.transaction().execute(async (trx) => {
    const tokens = await issueResetTokens({ db: trx, userIds: recipients.map((u) => u.id), ttlMs: WELCOME_TOKEN_MS });
    await enqueueEmails({
      db: trx,
      emails: recipients.map((u) => ({
        to: u.email,
        template: 'welcome' as const,
        language: u.language,
        vars: {
          name: u.name,
          email: u.email,
          days: WELCOME_DAYS,
          support: config.supportEmail,
          link: `${config.publicUrl}/reset?c=${encodeURIComponent(tokens.get(u.id) as string)}`,
        },
      })),
    });
    for (const teamId of new Set(recipients.map((u) => u.team_id))) {
      const sent = recipients.filter((u) => u.team_id === teamId);
      await recordAudit(trx, actor, { action: 'welcomeEmailsSent', teamId, target: userRefs(sent), facts: [{ fact: 'emails', value: sent.length }] });
    }
  });
  return { sent: recipients.length, skipped: users.length - recipients.length };
}
