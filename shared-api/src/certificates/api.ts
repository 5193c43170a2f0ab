import type { MsgResponse } from '../common/types';
import type { CertsResponse, IssueCertsResponse } from './contract';
import { type TeamCohort, teamsApi } from '../teams/api';

export const certificatesApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    certsByTeamCohort: build.query<CertsResponse, TeamCohort>({
      query: ({ teamId, cohortId }) => ({
        url: '/get-certs-by-team-cohort',
        method: 'POST',
        headers: { TeamID: String(teamId), CohortId: String(cohortId) },
      }),
      providesTags: ['Certs'],
    }),
    /** certDate: an ISO date (YYYY-MM-DD), sent as SPEC's CertDatetime header. */
    issueCerts: build.mutation<IssueCertsResponse, TeamCohort & { certDate: string }>({
      query: ({ teamId, cohortId, certDate }) => ({
        url: '/issue-certs-by-team-cohort',
        method: 'POST',
        headers: { TeamID: String(teamId), CohortId: String(cohortId), CertDatetime: certDate },
      }),
      invalidatesTags: ['Certs', 'User'],
    }),
    revokeCertificate: build.mutation<MsgResponse, { userId: number }>({
      query: ({ userId }) => ({ url: '/revoke-certificate', method: 'POST', headers: { UserID: String(userId) } }),
      invalidatesTags: ['Certs', 'User'],
    }),
  }),
});

export const { useCertsByTeamCohortQuery, useIssueCertsMutation, useRevokeCertificateMutation } = certificatesApi;
