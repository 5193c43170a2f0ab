import type { MsgResponse } from '../common/types';
import type { CertsResponse, IssueCertsResponse } from './contract';
import { type TeamCohort, teamsApi } from '../teams/api';

/** Issue Certificates: the audience, the date, and whether those who have not finished, or were revoked, get one too. */
export interface IssueCertsRequest extends TeamCohort {
  certDate: string;
  unfinished?: boolean;
  restore?: boolean;
}

const issueHeaders = ({ teamId, cohortId, certDate, unfinished = false, restore = false }: IssueCertsRequest) => ({
  TeamID: String(teamId),
  CohortId: String(cohortId),
  CertDatetime: certDate,
  Unfinished: String(unfinished),
  Restore: String(restore),
});

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
    issueCerts: build.mutation<IssueCertsResponse, IssueCertsRequest>({
      query: (request) => ({ url: '/issue-certs-by-team-cohort', method: 'POST', headers: issueHeaders(request) }),
      invalidatesTags: ['Certs', 'User'],
    }),
    /** What issuing would do now (header Preview): who gets one, who is left out and why. */
    issueCertsPreview: build.query<IssueCertsResponse, IssueCertsRequest>({
      query: (request) => ({ url: '/issue-certs-by-team-cohort', method: 'POST', headers: { ...issueHeaders(request), Preview: 'true' } }),
      providesTags: ['Certs'],
    }),
    revokeCertificate: build.mutation<MsgResponse, { userId: number }>({
      query: ({ userId }) => ({ url: '/revoke-certificate', method: 'POST', headers: { UserID: String(userId) } }),
      invalidatesTags: ['Certs', 'User'],
    }),
  }),
});

export const { useCertsByTeamCohortQuery, useIssueCertsMutation, useIssueCertsPreviewQuery, useRevokeCertificateMutation } = certificatesApi;
