import type { Kysely } from 'kysely';
import type { MeResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import type { SessionUser } from './sessions';

/** /api/me: the signed-in user, with their team's settings and class. */
export async function describeCaller({ db, user }: { db: Kysely<DB>; user: SessionUser }): Promise<MeResponse> {
  const row = await db
    .selectFrom('users')
    .innerJoin('teams', 'teams.id', 'users.team_id')
    .select(['users.class_id', 'teams.is_platform', 'teams.public_slug', 'teams.post_assessment_form', 'teams.results_soon_message', 'teams.academy_question'])
    .where('users.id', '=', user.id)
    .executeTakeFirstOrThrow();
  return {
    user_id: user.id,
    name: user.name,
    email: user.email,
    admin: user.admin,
    teamLeader: user.teamLead.length > 0,
    teamLead: user.teamLead,
    team_id: user.teamId,
    language: user.language,
    first_login: user.firstLogin,
    team: {
      isPlatform: row.is_platform,
      publicSlug: row.public_slug,
      postAssessmentForm: row.post_assessment_form,
      resultsSoonMessage: row.results_soon_message,
      academyQuestion: row.academy_question,
    },
    classId: row.class_id,
  };
}
