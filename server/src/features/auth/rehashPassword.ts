import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB, User } from '../../db/types';
import { hashPassword } from './passwords';

/** A failure costs the upgrade, never the login: the old hash still opens the account next time. */
export async function rehashPassword(options: { db: Kysely<DB>; config: Config; user: Pick<User, 'id' | 'password_hash'>; password: string; log: FastifyBaseLogger }) {
  const { db, config, user, password, log } = options;
  try {
    const passwordHash = await hashPassword(password, config.passwordCost);
    // Over the hash just verified only: a password changed meanwhile stays as its owner set it.
    await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).where('password_hash', '=', user.password_hash).execute();
  } catch (err) {
    log.warn({ err, userId: user.id }, 'password rehash failed, the old hash stays');
  }
}
