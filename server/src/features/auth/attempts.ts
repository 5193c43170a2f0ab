import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';

type Db = Kysely<DB> | Transaction<DB>;
/** login: failed logins; register: duplicate-email attempts; reset: every reset email sent. */
export type AttemptKind = 'login' | 'register' | 'reset';

/**
 * Per-email throttle kept in the database, so it holds across server instances (the per-IP
 * limit lives in memory in each instance). 429 RATE_LIMITED once the window holds `limit` rows.
 */
export async function assertBelowAttemptLimit({ db, config, kind, email }: { db: Db; config: Config; kind: AttemptKind; email: string }) {
  const since = new Date(Date.now() - config.rateLimitEmailWindowMs);
  const row = await db
    .selectFrom('auth_attempts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('kind', '=', kind)
    .where('email', '=', email.toLowerCase())
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(row.n) >= config.rateLimitPerEmail) throw new AppError('RATE_LIMITED');
}

export async function recordAttempt({ db, config, kind, email }: { db: Db; config: Config; kind: AttemptKind; email: string }) {
  const key = email.toLowerCase();
  // Rows older than the window no longer count; dropping them keeps the table small.
  await db
    .deleteFrom('auth_attempts')
    .where('kind', '=', kind)
    .where('email', '=', key)
    .where('created_at', '<=', new Date(Date.now() - config.rateLimitEmailWindowMs))
    .execute();
  await db.insertInto('auth_attempts').values({ kind, email: key }).execute();
}

export async function clearAttempts({ db, kind, email }: { db: Db; kind: AttemptKind; email: string }) {
  await db.deleteFrom('auth_attempts').where('kind', '=', kind).where('email', '=', email.toLowerCase()).execute();
}
