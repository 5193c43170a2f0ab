import type { Kysely } from 'kysely';
import type { AssessmentActiveResponse } from 'shared-api/contract';
import type { ReadCache } from '../../db/readCache';
import { cachedTeam } from '../../db/rows';
import type { DB, User } from '../../db/types';
import { AppError } from '../../http/errors';

/** The main assessment can be taken now: opened for the user and not yet submitted. */
export const canTakeAssessment = (user: User) => user.assessment_active && !user.finished_assessment;

/**
 * What the pre-assessment page shows (SPEC.md section 2 "Pre-assessment"). `callerAdmin` drives
 * the admin switcher; the other flags describe `user`, who is the caller unless an admin named
 * someone.
 *
 * - selectClass: a participant with no class, not active and not finished, whose team is not an
 *   "assessment-link team". Such a team is one with at least one access link, other than the
 *   platform team and a team with a public class page: its people came to take the assessment,
 *   not to choose a class, so they get "You're all set" until someone opens the assessment for
 *   them. Plain sign-ups (platform team) and the people of a team that runs public classes choose
 *   a class.
 * - payForClass: a participant in a class with a price who has not paid for it (payments rows).
 */
export async function findAssessmentStatus({ db, reads, user, callerAdmin }: {
  db: Kysely<DB>;
  reads: ReadCache;
  user: User;
  callerAdmin: boolean;
}): Promise<AssessmentActiveResponse> {
  const team = await cachedTeam({ db, reads, id: user.team_id });
  if (!team) throw new AppError('NOT_FOUND');
  const unpaid = await mustPayFirst(db, user, reads);
  const active = canTakeAssessment(user);
  const finished = user.finished_assessment;
  const linkTeam = team.has_links && !team.is_platform && !team.public_slug;
  return {
    admin: callerAdmin,
    finished,
    active,
    resultsActive: user.results_active,
    selectClass: !user.admin && user.class_id === null && !active && !finished && !linkTeam,
    payForClass: !user.admin && unpaid,
    language: user.language,
  };
}

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
