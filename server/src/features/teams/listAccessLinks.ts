import { ALL_COHORTS, type AccessLinksResponse } from 'shared-api/contract';
import type { TeamScope } from './queries';

/** Each team's links with their cohort (by name too), state and end, as the team page shows them. */
export async function listAccessLinks({ db, teamIds }: TeamScope): Promise<AccessLinksResponse> {
  if (teamIds?.length === 0) return { linksByTeam: {} };
  let query = db
    .selectFrom('access_links')
    .leftJoin('cohorts', 'cohorts.id', 'access_links.cohort_id')
    .select(['access_links.team_id', 'access_links.cohort_id', 'access_links.value', 'access_links.disabled', 'access_links.expires_at', 'access_links.email_desc', 'cohorts.name as cohort'])
    .orderBy('access_links.id');
  if (teamIds) query = query.where('access_links.team_id', 'in', teamIds);
  const rows = await query.execute();
  const linksByTeam: AccessLinksResponse['linksByTeam'] = {};
  for (const row of rows) {
    (linksByTeam[row.team_id] ??= []).push({
      value: row.value,
      cohortID: row.cohort_id ?? ALL_COHORTS,
      cohort: row.cohort,
      disabled: row.disabled,
      expires_at: row.expires_at?.toISOString() ?? null,
      email_desc: row.email_desc,
    });
  }
  return { linksByTeam };
}
