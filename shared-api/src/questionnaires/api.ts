import { api, headerText } from '../accounts/api';
import type { NextUrlResponse } from '../assessment/contract';
import { type PortalDataResponse, questionnaireOf, type SliderAnswersRequest, type SliderKind, type SliderQuestionsResponse, type SurveyAnswersRequest, type SurveyKind, type SurveyQuestionsResponse } from './contract';

/** The registry names every call by its full path (SPEC.md section 7); the slice's base is /api. */
const call = (path: `/api/${string}`) => path.slice('/api'.length);

const forUser = (userEmail?: string) => (userEmail ? { UserEmail: headerText(userEmail) } : {});

export const questionnairesApi = api.enhanceEndpoints({ addTagTypes: ['Portal'] }).injectEndpoints({
  endpoints: (build) => ({
    sliderQuestions: build.query<SliderQuestionsResponse, { kind: SliderKind; userEmail?: string }>({
      query: ({ kind, userEmail }) => ({ url: call(questionnaireOf(kind).api.questions), method: 'POST', headers: forUser(userEmail) }),
    }),
    submitSliderAnswers: build.mutation<NextUrlResponse, { kind: SliderKind } & SliderAnswersRequest>({
      query: ({ kind, ...body }) => ({ url: call(questionnaireOf(kind).api.answers), method: 'POST', body }),
      invalidatesTags: ['Portal'],
    }),
    surveyQuestions: build.query<SurveyQuestionsResponse, { kind: SurveyKind; userEmail?: string }>({
      query: ({ kind, userEmail }) => ({ url: call(questionnaireOf(kind).api.questions), method: 'POST', headers: forUser(userEmail) }),
    }),
    submitSurveyAnswers: build.mutation<NextUrlResponse, { kind: SurveyKind } & SurveyAnswersRequest>({
      query: ({ kind, ...body }) => ({ url: call(questionnaireOf(kind).api.answers), method: 'POST', body }),
      invalidatesTags: ['Portal'],
    }),
    portalData: build.query<PortalDataResponse, void>({
      query: () => ({ url: '/portal-data', method: 'POST' }),
      providesTags: ['Portal'],
    }),
  }),
});

export const {
  useSliderQuestionsQuery,
  useSubmitSliderAnswersMutation,
  useSurveyQuestionsQuery,
  useSubmitSurveyAnswersMutation,
  usePortalDataQuery,
} = questionnairesApi;
