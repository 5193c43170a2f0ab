import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { hashPassword } from '../auth/passwords';
import { isUniqueViolation } from '../auth/queries';

export interface NewUserValues {
  name: string;
  email: string;
  password: string;
  teamId: number;
  teamLeader: boolean;
  admin: boolean;
}

/**
 * An account made by an administrator: the user must choose a new password at first login.
 * Only the platform team's members may be website admins (SPEC.md section 6).
 */
export async function addUser({ db, config, values }: { db: Kysely<DB>; config: Config; values: NewUserValues }) {
  const team = await db.selectFrom('teams').select(['id', 'is_platform', 'language']).where('id', '=', values.teamId).executeTakeFirst();
  if (!team) throw new AppError('NOT_FOUND');
  if (values.admin && !team.is_platform) throw new AppError('ADMIN_PLATFORM_ONLY');
  const passwordHash = await hashPassword(values.password, config.scryptLogN);
  try {
    const user = await db
      .insertInto('users')
      .values({
        name: values.name.trim(),
        email: values.email.trim().toLowerCase(),
        password_hash: passwordHash,
        team_id: team.id,
        admin: values.admin,
        team_leader: values.teamLeader,
        language: team.language,
        first_login: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return user.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', { extra: { conflict: true } });
    throw err;
  }
}
