import { type TeamCohort, teamsApi } from '../teams/api';
import type { CohortReportResponse } from './contract';

/** The headers of the report and of its files (COHORT_REPORT_FILES): the team, and a cohort of it or -1. */
export const cohortReportHeaders = ({ teamId, cohortId }: TeamCohort) => ({ TeamID: String(teamId), CohortId: String(cohortId) });

/**
 * The cohort report (issue 23). It is asked again when the team's people change (moved, deleted)
 * and when the caller's language does ('Me'), since the areas' names come in it.
 */
export const reportsApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    cohortReport: build.query<CohortReportResponse, TeamCohort>({
      query: (audience) => ({ url: '/cohort-report', method: 'POST', headers: cohortReportHeaders(audience) }),
      providesTags: ['TeamUsers', 'Me'],
    }),
  }),
});

export const { useCohortReportQuery } = reportsApi;
