import { sql, type Kysely } from 'kysely';
import type { Config } from '../config';
import { generatePassword } from 'shared-api/contract';
import { hashPassword } from '../features/auth/passwords';
import type { DB } from './types';

/** Serialises first starts of several instances on one PostgreSQL. */
const BOOTSTRAP_LOCK_ID = 4_721_904;

/**
 * First start: team 1 (the platform team) and the admin from ADMIN_EMAIL / ADMIN_PASSWORD.
 * With no ADMIN_PASSWORD a password is generated, printed once, and must be changed at first
 * login. Later starts change nothing (an existing admin keeps their password).
 */
export async function ensurePlatform({ db, config, print = console.log }: { db: Kysely<DB>; config: Config; print?: (line: string) => void }) {
  const email = config.adminEmail.trim().toLowerCase();
  const exists = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
  const generated = exists || config.adminPassword ? null : generatePassword(16);
  const passwordHash = exists ? null : await hashPassword(config.adminPassword ?? (generated as string), config.passwordCost);

  const created = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK_ID})`.execute(trx);
    await trx.insertInto('teams').values({ id: 1, name: 'Platform', is_platform: true }).onConflict((oc) => oc.column('id').doNothing()).execute();
    await fixTeamSequence(trx);
    if (!passwordHash) return false;
    const inserted = await trx
      .insertInto('users')
      .values({ name: 'Administrator', email, password_hash: passwordHash, team_id: 1, admin: true, first_login: !!generated })
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .returning('id')
      .executeTakeFirst();
    return !!inserted;
  });
  if (created && generated) {
    print(`\nAdmin account created: ${email}\nGenerated password (shown once, change it at first login): ${generated}\n`);
  }
  return { adminCreated: created };
}

/** Rows inserted with explicit ids leave the serial behind; move it past the highest id. */
export async function fixTeamSequence(db: Kysely<DB>) {
  await sql`select setval(pg_get_serial_sequence('teams', 'id'), greatest((select max(id) from teams), 1))`.execute(db);
}
