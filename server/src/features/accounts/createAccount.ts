import type { Kysely } from 'kysely';
import type { Language, RegisterResponse } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { assertBelowAttemptLimit, createSession, findUserByEmail, hashPassword, recordAttempt, sessionFields } from '../auth';
import { isUniqueViolation } from '../../db/errors';
import { enrol } from '../classes';
import { insertAccount, type AccountValues, type Placement } from './queries';

/**
 * Both registrations' account: creates the user (and takes a class seat) in one transaction: a
 * duplicate email (409 CONFLICT), a class not open to the team (400 INVALID_CLASS), closed (409
 * CLASS_CLOSED) or full (409 CLASS_FULL) leaves nothing written.
 * Language: the one picked before signing up (lang cookie), else the team's.
 */
export async function createAccount(options: {
  db: Kysely<DB>;
  config: Config;
  values: AccountValues;
  placement: Placement;
  language?: Language;
}): Promise<RegisterResponse> {
  const { db, config, values, placement } = options;
  const email = values.email.trim().toLowerCase();
  await assertBelowAttemptLimit({ db, config, kind: 'register', email });
  if (await findUserByEmail({ db, email })) {
    await recordAttempt({ db, config, kind: 'register', email });
    throw conflict();
  }
  // Hash before the transaction: it is the slow part and must not hold a connection.
  const passwordHash = await hashPassword(values.password, config.passwordCost);
  try {
    const user = await db.transaction().execute(async (trx) => {
      const created = await insertAccount(trx, { name: values.name, email, passwordHash, placement, language: options.language });
      if (!created) throw new AppError('INVALID_CLASS');
      if (placement.classId) await enrol({ db: trx, config, user: created, classId: placement.classId });
      return created;
    });
    const token = await createSession({ db, userId: user.id, strength: 'password' });
    return { ...sessionFields(user, token), conflict: false };
  } catch (err) {
    // Two registrations racing past the check above: the unique index decides.
    if (isUniqueViolation(err)) throw conflict();
    throw err;
  }
}

function conflict() {
  return new AppError('CONFLICT', { extra: { conflict: true } });
}
