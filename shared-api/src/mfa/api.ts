import { api } from '../accounts/api';
import type { LoginResponse } from '../accounts/contract';
import type { LoginMfaValues, MfaChallengeResponse, MfaChangeValues, MfaEnableResponse, MfaOffResponse, MfaSetupResponse } from './contract';

/**
 * A second factor (issue 24): each user's own setup on /account and the login's second step
 * (an admin's reset is a user call: users/api.ts). Turning it on or off changes /api/me ('Me').
 */
export const mfaApi = api.injectEndpoints({
  endpoints: (build) => ({
    mfaSetup: build.mutation<MfaSetupResponse, void>({
      query: () => ({ url: '/mfa-setup', method: 'POST' }),
    }),
    mfaEnable: build.mutation<MfaEnableResponse, MfaChangeValues>({
      query: (body) => ({ url: '/mfa-enable', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    mfaDisable: build.mutation<MfaOffResponse, MfaChangeValues>({
      query: (body) => ({ url: '/mfa-disable', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    loginMfa: build.mutation<LoginResponse | MfaChallengeResponse, LoginMfaValues>({
      query: (body) => ({ url: '/login-mfa', method: 'POST', body }),
    }),
  }),
});

export const { useMfaSetupMutation, useMfaEnableMutation, useMfaDisableMutation, useLoginMfaMutation } = mfaApi;
