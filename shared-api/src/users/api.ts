import { headerText } from '../accounts/api';
import type { MsgResponse } from '../common/types';
import { ALL_COHORTS } from '../common/fields';
import { teamsApi, type TeamCohort } from '../teams/api';
import type { AddUsersRequestRow, AddUsersResponse, DeleteUserResponse, EditUserRequest, GenerateAnonymousResponse, SendWelcomesResponse, UserResponsesResponse } from './contract';

const flag = (name: string, value: boolean | undefined) => (value === undefined ? {} : { [name]: String(value) });

/** The user calls (SPEC.md section 7, "Teams and users") on the admin slice and its tags. */
export const usersApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    /** dryRun: check every row as the real call would, add nothing (the upload's progress). */
    addUsers: build.mutation<AddUsersResponse, { users: AddUsersRequestRow[]; dryRun?: boolean }>({
      query: ({ users, dryRun = false }) => ({
        url: '/add-users',
        method: 'POST',
        body: { users },
        headers: dryRun ? { DryRun: 'true' } : {},
      }),
      invalidatesTags: (_result, _error, { dryRun }) => (dryRun ? [] : ['TeamUsers', 'Teams']),
    }),
    /** cohortId -1 or left out: no cohort. */
    generateAnonymous: build.mutation<GenerateAnonymousResponse, { teamId: number; cohortId?: number; numUsers: number }>({
      query: ({ teamId, cohortId = ALL_COHORTS, numUsers }) => ({
        url: '/generate-anonymous',
        method: 'POST',
        headers: { TeamID: String(teamId), CohortId: String(cohortId), NumUsers: String(numUsers) },
      }),
      invalidatesTags: ['TeamUsers', 'Teams'],
    }),
    /** Issue 22: the users go to that team and cohort (-1: none), their answers and results with them. */
    moveUsers: build.mutation<MsgResponse, TeamCohort & { userIds: number[] }>({
      query: ({ userIds, teamId, cohortId }) => ({ url: '/move-users', method: 'POST', body: { UserIDs: userIds, TeamID: teamId, CohortId: cohortId } }),
      invalidatesTags: ['TeamUsers', 'Teams', 'User'],
    }),
    sendWelcomes: build.mutation<SendWelcomesResponse, { userIds: number[] }>({
      query: ({ userIds }) => ({ url: '/reset-send-welcomes', method: 'POST', body: { UserIDs: userIds } }),
    }),
    /** Issue 24: the user logs in with their password alone until they set up a new second factor. */
    mfaReset: build.mutation<{ ok: true }, number>({
      query: (userId) => ({ url: '/mfa-reset', method: 'POST', headers: { UserID: String(userId) } }),
      invalidatesTags: ['User'],
    }),
    userResponses: build.query<UserResponsesResponse, number>({
      query: (userId) => ({ url: '/responses', method: 'POST', headers: { UserID: String(userId) } }),
      providesTags: ['User'],
    }),
    editUser: build.mutation<MsgResponse, EditUserRequest>({
      query: ({ userId, name, email, admin, teamLeader, teamLead }) => ({
        url: '/edit-user',
        method: 'POST',
        headers: {
          UserID: String(userId),
          UserName: headerText(name),
          UserEmail: headerText(email),
          ...flag('UserAdmin', admin),
          ...flag('UserTeamLeader', teamLeader),
          ...(teamLead ? { TeamLead: teamLead.join(',') } : {}),
        },
      }),
      invalidatesTags: ['User', 'TeamUsers'],
    }),
    editUserPassword: build.mutation<MsgResponse, { userId: number; password: string }>({
      query: ({ userId, password }) => ({
        url: '/edit-user-password',
        method: 'POST',
        headers: { UserID: String(userId), UserPassword: headerText(password) },
      }),
      invalidatesTags: ['User', 'TeamUsers'],
    }),
    deleteUser: build.mutation<DeleteUserResponse, { userId: number }>({
      query: ({ userId }) => ({ url: '/delete-user', method: 'POST', headers: { UserID: String(userId) } }),
      // The page of the deleted user must not refetch it: only lists reload.
      invalidatesTags: ['TeamUsers', 'Teams'],
    }),
  }),
});

export const {
  useMfaResetMutation,
  useAddUsersMutation,
  useGenerateAnonymousMutation,
  useMoveUsersMutation,
  useSendWelcomesMutation,
  useUserResponsesQuery,
  useEditUserMutation,
  useEditUserPasswordMutation,
  useDeleteUserMutation,
} = usersApi;
