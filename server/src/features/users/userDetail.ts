import type { Kysely } from 'kysely';
import type { Language, UserResponsesResponse, UserStatus } from 'shared-api/contract';
import type { DB, User } from '../../db/types';
import { findStoredResponses } from '../assessment';
import { findTargetUser } from './queries';

/** The status badge's value, from the account's state (see UserStatus). */
export function userStatus(user: Pick<User, 'first_login' | 'finished_assessment' | 'assessment_active'>): UserStatus {
  if (user.finished_assessment) return 'finished';
  if (user.first_login) return 'invited';
  return user.assessment_active ? 'active' : 'registered';
}

/** /api/responses: the user page, of a user the route authorized (viewUser). */
export async function findUserDetail({ db, userId, language }: {
  db: Kysely<DB>;
  userId: number;
  language: Language;
}): Promise<UserResponsesResponse> {
  const target = await findTargetUser(db, userId);
  const row = await db
    .selectFrom('users')
    .innerJoin('teams', 'teams.id', 'users.team_id')
    .select(['users.first_login', 'users.finished_assessment', 'users.assessment_active', 'users.results_active', 'teams.name as team_name'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    responses: await findStoredResponses({ db, userId, language }),
    userName: target.name,
    userEmail: target.email,
    userAdmin: target.admin,
    userTeamLeader: target.leadsOwnTeam,
    userTeamID: target.team_id,
    status: userStatus(row),
    resultsActive: row.results_active,
    teamLead: target.teamLead,
    userTeamName: row.team_name,
    userTeamIsPlatform: target.is_platform,
  };
}
