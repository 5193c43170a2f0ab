import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { startPolling } from '../../poll';
import { runDueActions, type ScheduledRuns } from './runDueActions';

/** Every instance polls; the claim decides which one carries each action out (runDueActions). */
export function startScheduler({ db, runs, intervalMs, log }: { db: Kysely<DB>; runs: ScheduledRuns; intervalMs: number; log: FastifyBaseLogger }) {
  return startPolling({ pass: () => runDueActions({ db, runs, log }), intervalMs, log, name: 'scheduler' });
}
