import { sql, type Transaction } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { emailEach } from '../email';

/**
 * Results activated before this person finished the assessment (issue 37) open now that they
 * have, in the submission's transaction, and they are told when the activation asked for it.
 */
export async function openWaitingResults(trx: Transaction<DB>, config: Config, userId: number): Promise<void> {
  const waiting = await trx.selectFrom('users').select(['id', 'email', 'name', 'language', 'results_on_finish']).where('id', '=', userId).where('results_on_finish', 'is not', null).executeTakeFirst();
  if (!waiting) return;
  await trx
    .updateTable('users')
    .set({ results_active: true, results_activated_at: sql`coalesce(results_activated_at, now())`, results_on_finish: null })
    .where('id', '=', userId)
    .execute();
  if (waiting.results_on_finish === 'notify') await emailEach(trx, config, [waiting], 'resultsReady', '/results');
}
