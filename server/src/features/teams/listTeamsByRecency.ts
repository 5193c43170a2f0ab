import type { TeamsByRecencyResponse } from 'shared-api/contract';
import type { TeamScope } from './queries';

export async function listTeamsByRecency({ db, teamIds }: TeamScope): Promise<TeamsByRecencyResponse> {
  if (teamIds?.length === 0) return { teams: [] };
  let query = db.selectFrom('teams').select(['id', 'name']).orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (teamIds) query = query.where('id', 'in', teamIds);
  const teams = await query.execute();
  return { teams };
}
