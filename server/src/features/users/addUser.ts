import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { hashPassword } from '../auth';
import { isUniqueViolation } from '../../db/errors';
import { insertUsers } from './queries';
import type { AuditFact } from 'shared-api/contract';
import { cohortRef, recordAudit, userRefs, type Actor } from '../audit';
import { assertAudience } from '../teams';

export interface NewUserValues {
  name: string;
  email: string;
  password: string;
  teamId: number;
  /** A cohort of the team, or null for none. */
  cohortId: number | null;
  teamLeader: boolean;
  admin: boolean;
}

/**
 * An account made by an administrator: the user must choose a new password at first login.
 * Only the platform team's members may be website admins (SPEC.md section 6).
 */
export async function addUser({ db, config, values, actor }: { db: Kysely<DB>; config: Config; values: NewUserValues; actor: Actor }) {
  const team = await db.selectFrom('teams').select(['id', 'is_platform', 'language']).where('id', '=', values.teamId).executeTakeFirst();
  if (!team) throw new AppError('NOT_FOUND');
  if (values.admin && !team.is_platform) throw new AppError('ADMIN_PLATFORM_ONLY');
  await assertAudience(db, { teamId: team.id, cohortId: values.cohortId });
  const passwordHash = await hashPassword(values.password, config.passwordCost);
  try {
    return await db.transaction().execute(async (trx) => {
      const [id] = await insertUsers(trx, [{ ...values, passwordHash, teamId: team.id, language: team.language }]);
      const facts: AuditFact[] = [{ fact: 'name', value: values.name }];
      if (values.admin) facts.push({ fact: 'admin', value: true });
      if (values.teamLeader) facts.push({ fact: 'teamLeader', value: true });
      const target = userRefs([{ id, email: values.email }]);
      if (values.cohortId !== null) target.push(cohortRef(values.cohortId));
      await recordAudit(trx, actor, { action: 'userAdded', teamId: team.id, target, facts });
      return id;
    });
  } catch (err) {
    // The email is taken: the same answer edit-user gives, not registration's "would you like to log in?".
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN');
    throw err;
  }
}
