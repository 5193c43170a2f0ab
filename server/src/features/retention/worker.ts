import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { startPolling } from '../../poll';
import { runRetention } from './runRetention';

/** The retention job in this process: a pass every RETENTION_POLL_MS (each instance runs one; passes never collide). */
export function startRetentionJob({ db, config, log }: { db: Kysely<DB>; config: Config; log: FastifyBaseLogger }) {
  return startPolling({ pass: () => runRetention({ db, config, log }), intervalMs: config.retentionPollMs, log, name: 'retention job' });
}
