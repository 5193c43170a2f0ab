import { headerText } from './api';
import type { EditTeamBody, TeamUsersResponse } from './teamDetail';
import { teamsApi } from './teamsApi';
import type { MsgResponse } from './types';

export interface EditTeamRequest extends EditTeamBody {
  teamId: number;
  teamName: string;
}

/**
 * The team page (/team?teamId=): its users, departments, domains, settings and slides, and the
 * calls that change or delete the team (SPEC.md section 7, "Teams and users").
 */
export const teamDetailApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    teamUsers: build.query<TeamUsersResponse, number>({
      query: (teamId) => ({ url: '/users', method: 'POST', headers: { TeamID: String(teamId) } }),
      // The counts of cohorts and links it carries change with those lists.
      providesTags: (_result, _error, teamId) => [{ type: 'Team', id: teamId }, 'TeamUsers', 'Cohorts', 'Links'],
    }),
    editTeam: build.mutation<MsgResponse, EditTeamRequest>({
      query: ({ teamId, teamName, ...body }) => ({
        url: '/edit-team',
        method: 'POST',
        headers: { TeamID: String(teamId), TeamName: headerText(teamName) },
        body,
      }),
      invalidatesTags: (_result, _error, { teamId }) => [{ type: 'Team', id: teamId }, 'Teams'],
    }),
    // Not the team's own tags: the page on screen would ask again for a team that is gone.
    deleteTeam: build.mutation<MsgResponse, { teamId: number }>({
      query: ({ teamId }) => ({ url: '/delete-team', method: 'POST', headers: { TeamID: String(teamId) } }),
      invalidatesTags: ['Teams', 'Cohorts', 'Links', 'User', 'Certs'],
    }),
  }),
});

export const { useTeamUsersQuery, useEditTeamMutation, useDeleteTeamMutation } = teamDetailApi;
