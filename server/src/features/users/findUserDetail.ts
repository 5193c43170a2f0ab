import type { Kysely } from 'kysely';
import { userStatus, type Language, type UserResponsesResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { sql } from 'kysely';
import { findStoredResponses } from '../assessment';
import { findTargetUser } from './queries';
import { recordUserRead, type Actor, type ReadOwner } from '../audit';

/**
 * /api/responses: the user page, of a user the route authorized (viewUser). Reading another
 * person's responses is recorded once the answer is made, before it leaves.
 */
export async function findUserDetail({ db, caller, owner, language }: {
  db: Kysely<DB>;
  caller: Actor;
  owner: ReadOwner;
  language: Language;
}): Promise<UserResponsesResponse> {
  const userId = owner.id;
  const target = await findTargetUser(db, userId);
  const row = await db
    .selectFrom('users')
    .innerJoin('teams', 'teams.id', 'users.team_id')
    .select(['users.first_login', 'users.finished_assessment', 'users.assessment_active', 'users.results_active', 'teams.name as team_name'])
    .select(sql<boolean>`exists (select 1 from user_mfa m where m.user_id = users.id and m.enabled_at is not null)`.as('mfa_enabled'))
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const detail: UserResponsesResponse = {
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
    userMfaEnabled: row.mfa_enabled,
  };
  await recordUserRead(db, caller, 'responsesViewed', owner);
  return detail;
}
