import { api } from '../accounts/api';
import type { EditAccountRequest, EditAccountResponse, LogoutEverywhereResponse, SessionsResponse } from './contract';

/** The account page's own calls (issue 24); the language and password use accounts/api.ts. */
export const accountApi = api.enhanceEndpoints({ addTagTypes: ['Sessions'] }).injectEndpoints({
  endpoints: (build) => ({
    editAccount: build.mutation<EditAccountResponse, EditAccountRequest>({
      query: (body) => ({ url: '/edit-account', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    sessions: build.query<SessionsResponse, void>({
      query: () => ({ url: '/sessions', method: 'POST' }),
      providesTags: ['Sessions'],
    }),
    logoutEverywhere: build.mutation<LogoutEverywhereResponse, void>({
      query: () => ({ url: '/logout-everywhere', method: 'POST' }),
    }),
  }),
});

export const { useEditAccountMutation, useSessionsQuery, useLogoutEverywhereMutation } = accountApi;
