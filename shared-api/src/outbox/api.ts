import { api } from '../accounts/api';
import type { MsgResponse } from '../common/types';
import type { OutboxResponse, OutboxStatus } from './contract';

export interface OutboxFilters {
  to?: string;
  status?: OutboxStatus;
}

/** The outbox (issue 11): admins see every message, a team leader their teams' ones. */
export const outboxApi = api.enhanceEndpoints({ addTagTypes: ['Outbox'] }).injectEndpoints({
  endpoints: (build) => ({
    outbox: build.query<OutboxResponse, OutboxFilters>({
      query: ({ to, status }) => ({
        url: '/outbox',
        params: { limit: 200, ...(to?.trim() ? { to: to.trim() } : {}), ...(status ? { status } : {}) },
      }),
      providesTags: ['Outbox'],
    }),
    retryEmail: build.mutation<MsgResponse, { id: number }>({
      query: ({ id }) => ({ url: '/outbox-retry', method: 'POST', headers: { EmailID: String(id) } }),
      invalidatesTags: ['Outbox'],
    }),
  }),
});

export const { useOutboxQuery, useRetryEmailMutation } = outboxApi;
