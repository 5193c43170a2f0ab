import type { CohortsResponse } from 'shared-api/contract';
import type { TeamScope } from './queries';

export async function listCohorts({ db, teamIds }: TeamScope): Promise<CohortsResponse> {
  if (teamIds?.length === 0) return { cohortsByTeam: {} };
  let query = db.selectFrom('cohorts').select(['id', 'team_id', 'name']).orderBy('id');
  if (teamIds) query = query.where('team_id', 'in', teamIds);
  const rows = await query.execute();
  const cohortsByTeam: CohortsResponse['cohortsByTeam'] = {};
  for (const row of rows) (cohortsByTeam[row.team_id] ??= {})[row.id] = row.name;
  return { cohortsByTeam };
}
