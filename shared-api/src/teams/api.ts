import { api, headerText } from '../accounts/api';
import { ALL_COHORTS } from '../common/fields';
import type { MsgResponse } from '../common/types';
import type { AccessLinksResponse, AddCohortResponse, CohortsResponse } from '../cohorts/contract';
import type { AddTeamResponse, EditTeamBody, TeamsByRecencyResponse, TeamUsersResponse } from './contract';
import type { AddUserResponse } from '../users/contract';
import type { EditTeamSsoRequest, EditTeamSsoResponse, TeamSsoResponse } from '../sso/contract';

/**
 * The admin calls on teams, cohorts, links and activations (SPEC.md section 7, "Admin dashboard").
 * Tags: 'Teams' (the team list), 'Cohorts', 'Links', 'Team' (one team's detail, by id) and
 * 'TeamUsers' (any team's user list); every feature of the admin remote invalidates these, so a
 * list on screen reloads after a creation made elsewhere.
 */
export const ADMIN_TAGS = ['Teams', 'Cohorts', 'Links', 'Team', 'TeamUsers', 'User', 'Certs', 'Scheduled'] as const;

/**
 * Activations by team and cohort: the path's name of what opens (SPEC.md section 7; the
 * assessment's, issue 22), as /api/activate-<name>-by-team-cohort and its undo
 * /api/deactivate-<name>-by-team-cohort.
 */
export const ACTIVATIONS = {
  assessment: 'assessment',
  preClass: 'pre-class',
  results: 'results',
  postAssessment: 'post-assessment',
  reassessment: 'reassessment',
} as const;
export type ActivationKind = keyof typeof ACTIVATIONS;

/**
 * An activation or its undo; userIds (the assessment's only): just those users of the team; at:
 * an ISO date-time to run it then (header At); notify (results only): email those it reaches.
 */
export interface ActivationRequest extends TeamCohort {
  kind: ActivationKind;
  userIds?: number[];
  at?: string;
  notify?: boolean;
}

export const activationQuery = (verb: 'activate' | 'deactivate') => ({ teamId, cohortId, kind, userIds, at, notify }: ActivationRequest) => ({
  url: `/${verb}-${ACTIVATIONS[kind]}-by-team-cohort`,
  method: 'POST',
  headers: { TeamID: String(teamId), CohortId: String(cohortId), ...(at && { At: at }), ...(notify && { Notify: 'true' }) },
  ...(userIds && { body: { UserIDs: userIds } }),
});

/** What an activation changes: the users it reached now, or the team's planned actions. */
const activationTags = (_result: unknown, _error: unknown, { at }: ActivationRequest) => (at ? (['Scheduled'] as const) : (['TeamUsers', 'User'] as const));

/** A team and a cohort of it; cohortId -1 is every cohort (ALL_COHORTS). */
export interface TeamCohort {
  teamId: number;
  cohortId: number;
}

/** /api/add-user; cohortId -1 or left out: no cohort. */
export interface AddUserRequest {
  teamId: number;
  cohortId?: number;
  name: string;
  email: string;
  password: string;
  admin?: boolean;
  teamLeader?: boolean;
}

export const teamsApi = api.enhanceEndpoints({ addTagTypes: ADMIN_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    teamsByRecency: build.query<TeamsByRecencyResponse, void>({
      query: () => ({ url: '/teams-by-recency', method: 'POST' }),
      providesTags: ['Teams'],
    }),
    cohorts: build.query<CohortsResponse, void>({
      query: () => ({ url: '/cohorts', method: 'POST' }),
      providesTags: ['Cohorts'],
    }),
    accessLinks: build.query<AccessLinksResponse, void>({
      query: () => ({ url: '/access-links', method: 'POST' }),
      providesTags: ['Links'],
    }),
    addTeam: build.mutation<AddTeamResponse, { teamName: string }>({
      query: ({ teamName }) => ({ url: '/add-team', method: 'POST', headers: { teamName: headerText(teamName) } }),
      invalidatesTags: ['Teams'],
    }),
    addCohort: build.mutation<AddCohortResponse, { teamId: number; cohortName: string }>({
      query: ({ teamId, cohortName }) => ({
        url: '/add-cohort',
        method: 'POST',
        headers: { TeamID: String(teamId), CohortName: headerText(cohortName) },
      }),
      invalidatesTags: ['Cohorts', 'Teams'],
    }),
    addAccessLink: build.mutation<MsgResponse, TeamCohort & { linkText: string }>({
      query: ({ teamId, cohortId, linkText }) => ({
        url: '/add-access-token',
        method: 'POST',
        headers: { TeamID: String(teamId), CohortId: String(cohortId), LinkText: headerText(linkText) },
      }),
      invalidatesTags: ['Links'],
    }),
    activate: build.mutation<MsgResponse, ActivationRequest>({
      query: activationQuery('activate'),
      invalidatesTags: activationTags,
    }),
    deactivate: build.mutation<MsgResponse, ActivationRequest>({
      query: activationQuery('deactivate'),
      invalidatesTags: activationTags,
    }),
    activateResultsForUsers: build.mutation<MsgResponse, { userIds: number[] }>({
      query: ({ userIds }) => ({ url: '/activate-results-for-team', method: 'POST', body: { UserIDs: userIds } }),
      invalidatesTags: ['TeamUsers', 'User'],
    }),
    addUser: build.mutation<AddUserResponse, AddUserRequest>({
      query: ({ teamId, cohortId = ALL_COHORTS, name, email, password, admin = false, teamLeader = false }) => ({
        url: '/add-user',
        method: 'POST',
        headers: {
          TeamID: String(teamId),
          CohortId: String(cohortId),
          Name: headerText(name),
          Email: headerText(email),
          Password: headerText(password),
          Admin: String(admin),
          TeamLeader: String(teamLeader),
        },
      }),
      invalidatesTags: ['TeamUsers', 'Teams'],
    }),
  }),
});

export const {
  useTeamsByRecencyQuery,
  useCohortsQuery,
  useAccessLinksQuery,
  useAddTeamMutation,
  useAddCohortMutation,
  useAddAccessLinkMutation,
  useActivateMutation,
  useDeactivateMutation,
  useActivateResultsForUsersMutation,
  useAddUserMutation,
} = teamsApi;

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
    /** A team's single sign-on (issue 24, administrators): the secret is never answered. */
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

export const { useTeamUsersQuery, useEditTeamMutation, useDeleteTeamMutation, useTeamSsoQuery, useEditTeamSsoMutation, useDeleteTeamSsoMutation } = teamDetailApi;
