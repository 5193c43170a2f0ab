import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { cohortRef, recordAudit, type Actor } from '../audit';
import { isUniqueViolation } from '../../db/errors';
import { assertAudience } from './queries';

/**
 * A shared assessment link (/r?t=<value>) for a team and optionally one of its cohorts. The value
 * is unique across all teams, since it alone identifies the team: a duplicate is 409 LINK_TAKEN.
 */
export async function createAccessLink({ db, teamId, cohortId, value, actor }: {
  db: Kysely<DB>;
  teamId: number;
  cohortId: number | null;
  value: string;
  actor: Actor;
}): Promise<void> {
  await assertAudience(db, { teamId, cohortId });
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('access_links').values({ team_id: teamId, cohort_id: cohortId, value }).execute();
      await recordAudit(trx, actor, { action: 'linkCreated', teamId, target: [{ kind: 'link', value }, cohortRef(cohortId)] });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('LINK_TAKEN');
    throw err;
  }
}
