import { sql, type Kysely } from 'kysely';
import { normalizeDepartments, userStatus, type TeamUsersResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';

async function countRows(db: Kysely<DB>, table: 'cohorts' | 'access_links', teamId: number): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('team_id', '=', teamId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** /api/users: the team page's data. Read in one snapshot, so the counts match the lists. */
export async function findTeamDetail({ db, teamId }: { db: Kysely<DB>; teamId: number }): Promise<TeamUsersResponse> {
  return db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => {
    const team = await trx
      .selectFrom('teams')
      .select(['name', 'departments', 'email_domains', 'is_platform', 'public_slug', 'post_assessment_form', 'results_soon_message', 'academy_question', 'civilian_form', 'language'])
      .where('id', '=', teamId)
      .executeTakeFirst();
    if (!team) throw new AppError('NOT_FOUND', { extra: { field: 'TeamID' } });
    const users = await trx
      .selectFrom('users')
      .leftJoin('cohorts', 'cohorts.id', 'users.cohort_id')
      .select([
        'users.id', 'users.name', 'users.email', 'users.first_login', 'users.assessment_active', 'users.results_active', 'users.finished_assessment', 'users.admin',
        'users.team_id', 'users.cohort_id', 'users.anonymised_at', 'cohorts.name as cohort',
      ])
      .where('users.team_id', '=', teamId)
      .orderBy('users.id')
      .execute();
    const leads = await trx
      .selectFrom('team_leaders')
      .innerJoin('users', 'users.id', 'team_leaders.user_id')
      .select(['team_leaders.user_id', 'team_leaders.team_id'])
      .where('users.team_id', '=', teamId)
      .orderBy('team_leaders.team_id')
      .execute();
    const teamLead = new Map<number, number[]>();
    for (const { user_id, team_id } of leads) teamLead.set(user_id, [...(teamLead.get(user_id) ?? []), team_id]);
    // Another team's single sign-on speaking for this team's domains or people (issue 36).
    const ssoClaims = await trx
      .selectFrom('team_sso_domains as d')
      .innerJoin('teams as t', 't.id', 'd.team_id')
      .select(['d.domain', 'd.team_id as teamId', 't.name as team'])
      .where('d.team_id', '<>', teamId)
      .where((eb) =>
        eb.or([
          eb(sql<string>`${JSON.stringify(team.email_domains)}::jsonb`, '@>', sql<string>`jsonb_build_array(d.domain)`),
          eb.exists(eb.selectFrom('users as u').select('u.id').where('u.team_id', '=', teamId).whereRef(sql<string>`lower(split_part(u.email, '@', 2))`, '=', 'd.domain')),
        ]),
      )
      .orderBy('d.domain')
      .execute();
    const slides = await trx
      .selectFrom('slides')
      .select(['id', 'title', 'url'])
      .where('team_id', '=', teamId)
      .where('class_id', 'is', null)
      .orderBy('id')
      .execute();
    return {
      teamName: team.name,
      departments: normalizeDepartments(team.departments),
      email_domains: team.email_domains,
      users: users.map((u) => ({
        id: u.id,
        name: u.name,
        email: u.email,
        status: userStatus(u),
        resultsActive: u.results_active,
        finishedAssessment: u.finished_assessment,
        admin: u.admin,
        team_id: u.team_id,
        teamLeader: teamLead.get(u.id)?.includes(teamId) ?? false,
        teamLead: teamLead.get(u.id) ?? [],
        cohort_id: u.cohort_id,
        cohort: u.cohort,
        anonymised: u.anonymised_at !== null,
      })),
      settings: {
        isPlatform: team.is_platform,
        publicSlug: team.public_slug,
        postAssessmentForm: team.post_assessment_form,
        resultsSoonMessage: team.results_soon_message,
        academyQuestion: team.academy_question,
        civilianForm: team.civilian_form,
        language: team.language,
      },
      slides,
      counts: { users: users.length, cohorts: await countRows(trx, 'cohorts', teamId), links: await countRows(trx, 'access_links', teamId) },
      ssoClaims,
    };
  });
}
