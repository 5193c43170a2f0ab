import type { MsgResponse } from '../common/types';
import { type TeamCohort, teamsApi } from '../teams/api';
import type { ScheduledResponse, SendRemindersResponse } from './contract';

/** /api/send-reminders; `at` (an ISO date-time) plans it instead of sending now. */
export interface SendRemindersRequest extends TeamCohort {
  questionnaire: string;
  at?: string;
}

/**
 * Reminders and a team's planned actions (issue 22). 'Scheduled' is the team page's list of
 * pending actions: whatever plans one (here, or an activation given `at`) makes it reload.
 */
export const schedulesApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    sendReminders: build.mutation<SendRemindersResponse, SendRemindersRequest>({
      query: ({ teamId, cohortId, questionnaire, at }) => ({
        url: '/send-reminders',
        method: 'POST',
        headers: { TeamID: String(teamId), CohortId: String(cohortId), Questionnaire: questionnaire, ...(at && { At: at }) },
      }),
      invalidatesTags: (_result, _error, { at }) => (at ? ['Scheduled'] : []),
    }),
    scheduled: build.query<ScheduledResponse, number>({
      query: (teamId) => ({ url: '/scheduled', method: 'POST', headers: { TeamID: String(teamId) } }),
      providesTags: ['Scheduled'],
    }),
    // A refusal (it already ran) also reloads the list, which then no longer shows it.
    cancelScheduled: build.mutation<MsgResponse, { id: number }>({
      query: ({ id }) => ({ url: '/cancel-scheduled', method: 'POST', headers: { ID: String(id) } }),
      invalidatesTags: ['Scheduled'],
    }),
  }),
});

export const { useSendRemindersMutation, useScheduledQuery, useCancelScheduledMutation } = schedulesApi;
