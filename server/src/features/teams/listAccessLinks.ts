import { ALL_COHORTS, type AccessLinksResponse } from 'shared-api/contract';
import type { TeamScope } from './queries';

export async function listAccessLinks({ db, teamIds }: TeamScope): Promise<AccessLinksResponse> {
  if (teamIds?.length === 0) return { linksByTeam: {} };
  let query = db.selectFrom('access_links').select(['team_id', 'cohort_id', 'value']).orderBy('id');
  if (teamIds) query = query.where('team_id', 'in', teamIds);
  const rows = await query.execute();
  const linksByTeam: AccessLinksResponse['linksByTeam'] = {};
  for (const row of rows) (linksByTeam[row.team_id] ??= []).push({ value: row.value, cohortID: row.cohort_id ?? ALL_COHORTS });
  return { linksByTeam };
}
