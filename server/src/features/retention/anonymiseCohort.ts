import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { inTransaction } from '../../db/transaction';
import { cohortRef, recordAudit, type Actor } from '../audit';
import { anonymiseUsers } from '../privacy';
import { assertAudience, type Audience } from '../teams';
import { participantsOf } from './queries';

/**
 * /api/anonymise-cohort: a finished cohort's (or the whole team's) participants kept for the
 * organisation's statistics without their names, emails and free text (privacy's anonymiseUsers).
 * Returns how many; under dryRun, how many it would reach.
 */
export async function anonymiseCohort({ db, audience, actor }: { db: Kysely<DB>; audience: Audience; actor: Actor }): Promise<number> {
  return inTransaction(db, async (trx) => {
    await assertAudience(trx, audience);
    const people = await participantsOf(trx, audience).select(['users.id', 'users.email']).forUpdate().execute();
    const count = await anonymiseUsers(trx, people);
    if (count > 0) await recordAudit(trx, actor, { action: 'usersAnonymised', teamId: audience.teamId, target: [cohortRef(audience.cohortId)], facts: [{ fact: 'users', value: count }] });
    return count;
  });
}
