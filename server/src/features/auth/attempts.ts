import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { addressKey } from '../../http/clientAddress';
import { AppError } from '../../http/errors';

type Db = Kysely<DB> | Transaction<DB>;
/**
 * login: failed logins (wrong codes too); register: duplicate-email attempts; reset and deletion:
 * every reset or erasure-confirmation email sent; code: every code of a second factor tried on the
 * account, from anywhere, until one is right (mfa/queries.ts); ssoStart: single sign-on started for
 * an email domain, kept in `email` (sso/startSso.ts).
 */
export type AttemptKind = 'login' | 'register' | 'reset' | 'deletion' | 'code' | 'ssoStart';

/**
 * Per-email throttle of registrations and reset emails, kept in the database so it holds across
 * server instances, as the per-IP limit is (http/rateLimitStore.ts). 429 RATE_LIMITED once the
 * window holds `rateLimitPerEmail` rows.
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

/**
 * Login throttling (docs/decisions/007-login-throttling.md). Failures count per (email, address)
 * pair: that pair gets 429 past the limit, while the owner elsewhere still logs in. Across all
 * addresses a much higher ceiling only slows every attempt on the email down, never refuses one,
 * so a distributed guesser is slowed and still nobody can lock the owner out. An address counts by
 * its /64 when it is IPv6 (http/clientAddress.ts).
 */
export async function throttleLogin({ db, config, email, address: client }: { db: Db; config: Config; email: string; address: string }) {
  const address = addressKey(client);
  const row = await db
    .selectFrom('auth_attempts')
    .select([sql<string | number>`count(*)`.as('total'), sql<string | number>`count(*) filter (where address = ${address})`.as('pair')])
    .where('kind', '=', 'login')
    .where('email', '=', email.toLowerCase())
    .where('created_at', '>', new Date(Date.now() - config.rateLimitEmailWindowMs))
    .executeTakeFirstOrThrow();
  if (Number(row.pair) >= config.rateLimitPerEmail) throw new AppError('RATE_LIMITED');
  if (Number(row.total) >= config.loginSlowdownAfter) await sleep(config.loginSlowdownMs);
}

export async function recordAttempt(options: { db: Db; config: Config; kind: AttemptKind; email: string; address?: string }) {
  const { db, config, kind } = options;
  const email = options.email.toLowerCase();
  const address = addressKey(options.address ?? '');
  // Rows older than the window no longer count; dropping them keeps the table small.
  await db
    .deleteFrom('auth_attempts')
    .where('kind', '=', kind)
    .where('email', '=', email)
    .where('created_at', '<=', new Date(Date.now() - config.rateLimitEmailWindowMs))
    .execute();
  await db.insertInto('auth_attempts').values({ kind, email, address }).execute();
}

/** Without an address, every row of the email (a password change lifts all throttling). */
export async function clearAttempts({ db, kind, email, address }: { db: Db; kind: AttemptKind; email: string; address?: string }) {
  let query = db.deleteFrom('auth_attempts').where('kind', '=', kind).where('email', '=', email.toLowerCase());
  if (address !== undefined) query = query.where('address', '=', addressKey(address));
  await query.execute();
}
