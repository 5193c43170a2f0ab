import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { LoginRequest, LoginResponse, MeResponse, RegisterRequest, RegisterResponse, RegisterWithTokenRequest, ResetRequestRequest, ResetRequestResponse, SetLanguageRequest, TeamAccessTokenResponse, TokenValidResponse, UpdatePasswordResponse, VerifyClassResponse } from './contract';
import { clearSession, readSession } from './session';
import type { AppConfigResponse } from '../common/types';
import type { MfaChallengeResponse } from '../mfa/contract';

/**
 * Header values carry Latin-1 only, so free text is sent URI-encoded; the server decodes it
 * (DESIGN.md, "Decisions").
 */
export const headerText = (value: string) => encodeURIComponent(value);

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  prepareHeaders: (headers) => {
    const session = readSession();
    if (session && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${session.accessToken}`);
    return headers;
  },
});

/** Where a refused session leads: a full page load of / (replaceable in tests, where jsdom cannot navigate). */
export const afterUnauthorized = { go: () => window.location.assign('/') };

/** Calls that answer 401 as part of their normal flow, where the page shows the error itself. */
const OWN_401 = new Set(['login', 'loginMfa', 'updatePassword']);

/**
 * SPEC.md section 8: a 401 on a data call clears the session and goes to /. Only when the
 * rejected token is still the session's: a call that left before a password change (which
 * revokes the old token and stores a new one) must not sign the user out.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const sentWith = readSession()?.accessToken;
  const result = await rawBaseQuery(args, api, extra);
  if (result.error?.status === 401 && !OWN_401.has(api.endpoint) && readSession()?.accessToken === sentWith) {
    clearSession();
    afterUnauthorized.go();
  }
  return result;
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Me'],
  endpoints: (build) => ({
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
    }),
    registerWithToken: build.mutation<RegisterResponse, RegisterWithTokenRequest>({
      query: (body) => ({ url: '/register-with-token', method: 'POST', body }),
    }),
    teamAccessToken: build.query<TeamAccessTokenResponse, string>({
      query: (token) => ({ url: '/team-access-token', method: 'POST', headers: { Token: headerText(token) } }),
    }),
    verifyClass: build.query<VerifyClassResponse, { teamID: string; classID: string }>({
      query: ({ teamID, classID }) => ({
        url: '/verify-class',
        method: 'POST',
        headers: { TeamID: headerText(teamID), ClassID: headerText(classID) },
      }),
    }),
    /** An account with a second factor gets a token for /api/login-mfa instead of a session. */
    login: build.mutation<LoginResponse | MfaChallengeResponse, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
    logout: build.mutation<{ ok: true }, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
    resetRequest: build.mutation<ResetRequestResponse, ResetRequestRequest>({
      query: (body) => ({ url: '/reset-request', method: 'POST', body }),
    }),
    isTokenValid: build.query<TokenValidResponse, string>({
      query: (access_token) => ({ url: '/is_token_valid', method: 'POST', body: { access_token } }),
    }),
    /**
     * token: a reset token from /reset?c=; without it the session's token is used, and then the
     * current password is required unless the user is on first login (403 CURRENT_PASSWORD). A
     * reset link of an account with a second factor answers a token for /api/login-mfa, not a session.
     */
    updatePassword: build.mutation<UpdatePasswordResponse | (MfaChallengeResponse & { msg: string }), { password: string; token?: string; currentPassword?: string }>({
      query: ({ password, token, currentPassword }) => ({
        url: '/update-password',
        method: 'POST',
        headers: {
          UserPassword: headerText(password),
          ...(currentPassword !== undefined ? { CurrentPassword: headerText(currentPassword) } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      }),
    }),
    appConfig: build.query<AppConfigResponse, void>({
      query: () => ({ url: '/app-config', method: 'GET' }),
    }),
    me: build.query<MeResponse, void>({
      query: () => ({ url: '/me', method: 'POST' }),
      providesTags: ['Me'],
    }),
    setLanguage: build.mutation<{ language: string }, SetLanguageRequest>({
      query: (body) => ({ url: '/set-language', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
  }),
});

export const {
  useRegisterMutation,
  useRegisterWithTokenMutation,
  useTeamAccessTokenQuery,
  useVerifyClassQuery,
  useLoginMutation,
  useLogoutMutation,
  useResetRequestMutation,
  useIsTokenValidQuery,
  useUpdatePasswordMutation,
  useMeQuery,
  useAppConfigQuery,
  useSetLanguageMutation,
} = api;

/** Reads the error body of a failed call, whatever its shape. */
export function errorBody(error: unknown): { error?: string; message?: string; [k: string]: unknown } | undefined {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (data && typeof data === 'object') return data as { error?: string; message?: string };
  }
  return undefined;
}
