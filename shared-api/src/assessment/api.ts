import { api, headerText } from '../accounts/api';
import type { AnswersRequest, AssessmentActiveResponse, FreeformIdeasRequest, FreeformIdeasResponse, FreeformStartRequest, FreeformStartResponse, IndividualResultsRequest, IndividualResultsResponse, NextUrlResponse, QuestionsResponse, ReassessmentQuestionsResponse } from './contract';

/** An admin may act for another user (UserEmail); the server ignores it for everyone else. */
const forUser = (userEmail?: string) => (userEmail ? { UserEmail: headerText(userEmail) } : {});

export const assessmentApi = api.enhanceEndpoints({ addTagTypes: ['Assessment', 'Results'] }).injectEndpoints({
  endpoints: (build) => ({
    assessmentActive: build.query<AssessmentActiveResponse, { userEmail?: string } | void>({
      query: (arg) => ({ url: '/assessment-active', method: 'POST', headers: forUser(arg?.userEmail) }),
      providesTags: ['Assessment'],
    }),
    questions: build.query<QuestionsResponse, { userEmail?: string } | void>({
      query: (arg) => ({ url: '/questions', method: 'POST', headers: forUser(arg?.userEmail) }),
    }),
    reassessmentQuestions: build.query<ReassessmentQuestionsResponse, { userEmail?: string } | void>({
      query: (arg) => ({ url: '/re-assessment-questions', method: 'POST', headers: forUser(arg?.userEmail) }),
    }),
    submitAnswers: build.mutation<NextUrlResponse, AnswersRequest>({
      query: (body) => ({ url: '/answers', method: 'POST', body }),
      invalidatesTags: ['Assessment', 'Results'],
    }),
    freeformStart: build.mutation<FreeformStartResponse, FreeformStartRequest>({
      query: (body) => ({ url: '/freeform-start', method: 'POST', body }),
    }),
    freeformIdeas: build.mutation<FreeformIdeasResponse, FreeformIdeasRequest>({
      query: (body) => ({ url: '/freeform-ideas', method: 'POST', body }),
    }),
    individualResults: build.query<IndividualResultsResponse, IndividualResultsRequest | void>({
      query: (arg) => ({
        url: '/individual-results',
        method: 'POST',
        headers: {
          ...forUser(arg?.userEmail),
          ...(arg?.userID ? { UserID: String(arg.userID) } : {}),
          ...(arg?.overrideActive ? { OverrideActive: 'true' } : {}),
        },
        body: arg?.userEmail ? { user_email: arg.userEmail } : {},
      }),
      providesTags: ['Results'],
    }),
  }),
});

export const {
  useAssessmentActiveQuery,
  useQuestionsQuery,
  useReassessmentQuestionsQuery,
  useSubmitAnswersMutation,
  useFreeformStartMutation,
  useFreeformIdeasMutation,
  useIndividualResultsQuery,
} = assessmentApi;

/** The PDF link of the results report: works without the session (the token is signed and expires). */
export const resultsPdfUrl = (pdfToken: string) => `/api/individual-results-pdf?token=${encodeURIComponent(pdfToken)}`;
