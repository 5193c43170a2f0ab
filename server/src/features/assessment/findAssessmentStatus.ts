import type { Kysely } from 'kysely';
import type { AssessmentActiveResponse } from 'shared-api/contract';
import type { ReadCache } from '../../db/readCache';
import { cachedTeam } from '../../db/rows';
import type { DB, User } from '../../db/types';
import { AppError } from '../../http/errors';
import { canTakeAssessment, mustPayFirst } from './openChecks';

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
