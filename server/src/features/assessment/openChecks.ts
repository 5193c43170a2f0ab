import type { Kysely } from 'kysely';
import type { ReadCache } from '../../db/readCache';
import type { DB, User } from '../../db/types';
import { AppError } from '../../http/errors';
import { allows, type Caller } from '../../http/authorize';

/** The main assessment can be taken now: opened for the user and not yet submitted. */
export const canTakeAssessment = (user: User) => user.assessment_active && !user.finished_assessment;

/**
 * A participant in a priced class they have not paid for: checkout comes before the assessment.
 * From the read cache when given one (the pages that ask on every load), else from `db` as it
 * stands (a submission's own transaction).
 */
export async function mustPayFirst(db: Kysely<DB>, user: User, reads?: ReadCache): Promise<boolean> {
  const classId = user.class_id;
  if (classId === null) return false;
  if (!reads) return hasUnpaidClass(db, user.id, classId);
  return reads.get(`unpaid:${user.id}:${classId}`, async () => ({
    value: await hasUnpaidClass(db, user.id, classId),
    tags: [`u:${user.id}`, `c:${classId}`],
  }));
}

/** The class has a price and no paid payment of this user covers it. */
async function hasUnpaidClass(db: Kysely<DB>, userId: number, classId: number): Promise<boolean> {
  const row = await db
    .selectFrom('classes')
    .select((eb) => [
      'classes.price_minor',
      eb
        .exists(
          eb.selectFrom('payments').select('payments.id')
            .where('payments.user_id', '=', userId)
            .where('payments.class_id', '=', classId)
            .where('payments.status', '=', 'paid'),
        )
        .as('paid'),
    ])
    .where('classes.id', '=', classId)
    .executeTakeFirst();
  return row !== undefined && row.price_minor > 0 && !row.paid;
}

/**
 * Participants only reach the questions and timers while the assessment is open for them; admins
 * (who may skip the open checks) always do.
 */
export function assertOpen(caller: Caller, user: User) {
  if (!allows(caller, 'skipOpenChecks') && !canTakeAssessment(user)) throw new AppError('ASSESSMENT_NOT_ACTIVE');
}

/** As assertOpen, and in a priced class only once they have paid. */
export async function assertCanTake({ db, reads, caller, user }: { db: Kysely<DB>; reads: ReadCache; caller: Caller; user: User }) {
  assertOpen(caller, user);
  if (!allows(caller, 'skipOpenChecks') && (await mustPayFirst(db, user, reads))) throw new AppError('ASSESSMENT_NOT_ACTIVE');
}
