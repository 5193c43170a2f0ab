import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { recordAudit, type Actor } from '../audit';

/**
 * The outbox's Retry: a message that failed for good is queued again, due now, its attempts
 * counted afresh. The route authorized the caller on its recipient (manageUser).
 */
export async function retryEmail({ db, id, actor }: { db: Kysely<DB>; id: number; actor: Actor }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const job = await trx.selectFrom('email_jobs').select(['id', 'to_address', 'subject', 'status']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!job) throw new AppError('NOT_FOUND', { extra: { field: 'EmailID' } });
    const recipient = await trx
      .selectFrom('users')
      .select('team_id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', job.to_address.toLowerCase()))
      .executeTakeFirst();
    if (job.status !== 'failed') throw new AppError('EMAIL_NOT_FAILED');
    await trx.updateTable('email_jobs').set({ status: 'queued', run_at: sql<Date>`now()`, attempts: 0, last_error: null }).where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: 'emailRetried', teamId: recipient?.team_id ?? null, target: [{ kind: 'email', id, to: job.to_address }], facts: [{ fact: 'subject', value: job.subject }] });
  });
}
