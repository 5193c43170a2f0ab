import { teamsApi } from '../teams/api';
import type { AnonymiseCohortResponse, EditRetentionResponse, RetentionMode, RetentionResponse } from './contract';

export interface EditRetentionRequest {
  teamId: number;
  /** Null: kept until deleted. */
  retentionDays: number | null;
  retentionMode: RetentionMode;
  /** YYYY-MM-DD, or null. */
  programmeEndsOn: string | null;
}

/**
 * A team's retention and anonymising (issue 26). The preview is the team's ('Team', by id): a
 * change to its people (anonymised, erased, added) reloads it with the team's other lists.
 */
export const retentionApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    retention: build.query<RetentionResponse, number>({
      query: (teamId) => ({ url: '/retention', method: 'POST', headers: { TeamID: String(teamId) } }),
      providesTags: (_result, _error, teamId) => [{ type: 'Team', id: teamId }, 'TeamUsers'],
    }),
    editRetention: build.mutation<EditRetentionResponse, EditRetentionRequest>({
      query: ({ teamId, retentionDays, retentionMode, programmeEndsOn }) => ({
        url: '/edit-retention',
        method: 'POST',
        headers: { TeamID: String(teamId), RetentionDays: retentionDays === null ? '' : String(retentionDays), RetentionMode: retentionMode, ProgrammeEndsOn: programmeEndsOn ?? '' },
      }),
      invalidatesTags: (_result, _error, { teamId }) => [{ type: 'Team', id: teamId }],
    }),
    /** Whom anonymising would reach now (Preview): read afresh each time a confirmation opens. */
    anonymiseCohortPreview: build.query<AnonymiseCohortResponse, { teamId: number; cohortId: number }>({
      query: ({ teamId, cohortId }) => ({ url: '/anonymise-cohort', method: 'POST', headers: { TeamID: String(teamId), CohortId: String(cohortId), Preview: 'true' } }),
      keepUnusedDataFor: 0,
    }),
    anonymiseCohort: build.mutation<AnonymiseCohortResponse, { teamId: number; cohortId: number }>({
      query: ({ teamId, cohortId }) => ({ url: '/anonymise-cohort', method: 'POST', headers: { TeamID: String(teamId), CohortId: String(cohortId) } }),
      invalidatesTags: ['TeamUsers', 'User', 'Team'],
    }),
  }),
});

export const { useRetentionQuery, useEditRetentionMutation, useAnonymiseCohortPreviewQuery, useAnonymiseCohortMutation } = retentionApi;
