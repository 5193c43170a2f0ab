import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import type { Lifecycle } from './lifecycle';

async function notReadyBecause({ db, lifecycle, migrations }: ReadyInput): Promise<string | null> {
  if (lifecycle.draining) return 'draining';
  try {
    // A select, which the write counter does not count: a probe never waits on the change feed.
    const row = await db
      .selectFrom('schema_migrations')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('version', 'in', [...migrations])
      .executeTakeFirstOrThrow();
    const missing = migrations.length - Number(row.n);
    return missing === 0 ? null : `${missing} migrations not applied`;
  } catch (err) {
    return `database unreachable: ${err instanceof Error ? err.message : String(err)}`;
  }
}

interface ReadyInput {
  db: Kysely<DB>;
  lifecycle: Lifecycle;
  /** The versions this code expects (db/migrate.ts). */
  migrations: readonly string[];
}

/**
 * Ready to take requests: not shutting down, the database answers, and every migration this code
 * expects is applied (an instance of a newer release started on a database not yet migrated is not
 * ready). 503 otherwise; the reason goes to the log, not to whoever probes.
 */
export async function checkReady(input: ReadyInput & { log: FastifyBaseLogger }) {
  const reason = await notReadyBecause(input);
  if (reason === null) return;
  input.log.warn({ reason }, 'not ready');
  throw new AppError('UNAVAILABLE');
}
