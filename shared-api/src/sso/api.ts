import { api } from '../accounts/api';
import type { LoginResponse } from '../accounts/contract';
import type { MsgResponse } from '../common/types';
import type { MfaChallengeResponse } from '../mfa/contract';
import { teamsApi } from '../teams/api';
import type { EditTeamSsoRequest, EditTeamSsoResponse, SsoDiscoverResponse, SsoStartResponse, TeamSsoResponse } from './contract';

/**
 * Single sign-on (issue 24): the login page's calls (is this address's organisation signed in
 * through its provider, where to send the browser, and the code the callback left on /sso).
 */
export const ssoApi = api.injectEndpoints({
  endpoints: (build) => ({
    ssoDiscover: build.mutation<SsoDiscoverResponse, { email: string }>({
      query: (body) => ({ url: '/sso-discover', method: 'POST', body }),
    }),
    ssoStart: build.mutation<SsoStartResponse, { email: string }>({
      query: (body) => ({ url: '/sso-start', method: 'POST', body }),
    }),
    ssoLogin: build.mutation<LoginResponse | MfaChallengeResponse, { code: string }>({
      query: (body) => ({ url: '/sso-login', method: 'POST', body }),
    }),
  }),
});

/** A team's provider settings, administrators only, on the admin slice (a team's detail: 'Team'). */
export const teamSsoApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    teamSso: build.query<TeamSsoResponse, number>({
      query: (teamId) => ({ url: '/team-sso', method: 'POST', headers: { TeamID: String(teamId) } }),
      providesTags: (_result, _error, teamId) => [{ type: 'Team', id: teamId }],
    }),
    /** The secret is sent only when typed: left out, the one kept stays. */
    editTeamSso: build.mutation<EditTeamSsoResponse, EditTeamSsoRequest>({
      query: ({ teamId, issuer, clientId, clientSecret, domains, cohortId }) => ({
        url: '/edit-team-sso',
        method: 'POST',
        headers: { TeamID: String(teamId) },
        body: { Issuer: issuer, ClientID: clientId, Domains: domains, ...(clientSecret ? { ClientSecret: clientSecret } : {}), ...(cohortId !== undefined ? { CohortID: cohortId } : {}) },
      }),
      invalidatesTags: (_result, _error, { teamId }) => [{ type: 'Team', id: teamId }],
    }),
    deleteTeamSso: build.mutation<MsgResponse, { teamId: number }>({
      query: ({ teamId }) => ({ url: '/delete-team-sso', method: 'POST', headers: { TeamID: String(teamId) } }),
      invalidatesTags: (_result, _error, { teamId }) => [{ type: 'Team', id: teamId }],
    }),
  }),
});

export const { useSsoDiscoverMutation, useSsoStartMutation, useSsoLoginMutation } = ssoApi;
export const { useTeamSsoQuery, useEditTeamSsoMutation, useDeleteTeamSsoMutation } = teamSsoApi;
