import { api } from '../accounts/api';
import type { LoginResponse } from '../accounts/contract';
import type { MfaChallengeResponse } from '../mfa/contract';
import type { SsoDiscoverResponse, SsoStartResponse } from './contract';

/**
 * Single sign-on (issue 24): the login page's calls (is this address's organisation signed in
 * through its provider, where to send the browser, and the code the callback left on /sso). A
 * team's provider settings are the team page's (teams/api.ts).
 */
export const ssoApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** By email, so each address is asked once (the login page asks when the email field is left). */
    ssoDiscover: build.query<SsoDiscoverResponse, string>({
      query: (email) => ({ url: '/sso-discover', method: 'POST', body: { email } }),
    }),
    ssoStart: build.mutation<SsoStartResponse, { email: string }>({
      query: (body) => ({ url: '/sso-start', method: 'POST', body }),
    }),
    ssoLogin: build.mutation<LoginResponse | MfaChallengeResponse, { code: string }>({
      query: (body) => ({ url: '/sso-login', method: 'POST', body }),
    }),
  }),
});

export const { useSsoDiscoverQuery, useSsoStartMutation, useSsoLoginMutation } = ssoApi;
