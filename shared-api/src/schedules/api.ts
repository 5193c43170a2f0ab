import type { MsgResponse } from '../common/types';
import { activationQuery, type ActivationRequest, type TeamCohort, teamsApi } from '../teams/api';
import type { PreviewResponse, ScheduledResponse, SendRemindersResponse } from './contract';

/** /api/send-reminders; `at` (an ISO date-time) plans it instead of sending now. */
export interface SendRemindersRequest extends TeamCohort {
  questionnaire: string;
  at?: string;
}

const remindersQuery = ({ teamId, cohortId, questionnaire, at }: SendRemindersRequest) => ({
  url: '/send-reminders',
  method: 'POST',
  headers: { TeamID: String(teamId), CohortId: String(cohortId), Questionnaire: questionnaire, ...(at && { At: at }) } as Record<string, string>,
});

/** A call whose reach a confirmation shows before it runs: an activation or its undo, or reminders. */
export type PreviewRequest = { activation: ActivationRequest; undo: boolean } | { reminders: SendRemindersRequest };

/** The call as it would be made now, with header Preview: the server does nothing and counts. */
function previewQuery(request: PreviewRequest) {
  const call =
    'activation' in request
      ? activationQuery(request.undo ? 'deactivate' : 'activate')({ ...request.activation, at: undefined })
      : remindersQuery({ ...request.reminders, at: undefined });
  return { ...call, headers: { ...call.headers, Preview: 'true' } };
}

/**
 * Reminders and a team's planned actions (issue 22). 'Scheduled' is the team page's list of
 * pending actions: whatever plans one (here, or an activation given `at`) makes it reload.
 */
export const schedulesApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    sendReminders: build.mutation<SendRemindersResponse, SendRemindersRequest>({
      query: remindersQuery,
      invalidatesTags: (_result, _error, { at }) => (at ? ['Scheduled'] : []),
    }),
    /** How many a call would reach now; asked afresh each time a confirmation opens. */
    preview: build.query<PreviewResponse, PreviewRequest>({
      query: previewQuery,
      keepUnusedDataFor: 0,
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

export const { useSendRemindersMutation, usePreviewQuery, useScheduledQuery, useCancelScheduledMutation } = schedulesApi;
