import { headerText } from '../accounts/api';
import type { MsgResponse } from '../common/types';
import { teamsApi } from '../teams/api';
import type { EditAccessLinkRequest } from './contract';

/**
 * The team page's calls on cohorts and links (issue 22): rename and delete a cohort, edit a link.
 * A cohort's name and membership show in the team's user list, hence 'TeamUsers' and 'Team'.
 */
export const cohortsApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    editCohort: build.mutation<MsgResponse, { cohortId: number; cohortName: string }>({
      query: ({ cohortId, cohortName }) => ({
        url: '/edit-cohort',
        method: 'POST',
        headers: { CohortId: String(cohortId), CohortName: headerText(cohortName) },
      }),
      invalidatesTags: ['Cohorts', 'Links', 'Team', 'TeamUsers', 'User'],
    }),
    deleteCohort: build.mutation<MsgResponse, { cohortId: number }>({
      query: ({ cohortId }) => ({ url: '/delete-cohort', method: 'POST', headers: { CohortId: String(cohortId) } }),
      invalidatesTags: ['Cohorts', 'Links', 'Team', 'TeamUsers', 'User'],
    }),
    editAccessLink: build.mutation<MsgResponse, EditAccessLinkRequest>({
      query: ({ linkText, disabled, expiresAt, cohortId, emailDesc }) => ({
        url: '/edit-access-link',
        method: 'POST',
        headers: {
          LinkText: headerText(linkText),
          ...(disabled !== undefined && { Disabled: String(disabled) }),
          ...(expiresAt !== undefined && { ExpiresAt: headerText(expiresAt) }),
          ...(cohortId !== undefined && { CohortId: String(cohortId) }),
          ...(emailDesc !== undefined && { EmailDesc: headerText(emailDesc) }),
        },
      }),
      invalidatesTags: ['Links'],
    }),
  }),
});

export const { useEditCohortMutation, useDeleteCohortMutation, useEditAccessLinkMutation } = cohortsApi;
