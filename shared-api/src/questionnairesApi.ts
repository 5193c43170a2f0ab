import { api, headerText } from './api';
import type { NextUrlResponse } from './assessment';
import type {
  PortalDataResponse,
  SliderAnswersRequest,
  SliderQuestionsResponse,
  SurveyAnswersRequest,
  SurveyQuestionsResponse,
} from './questionnaires';

/** The questionnaires whose questions are 0-100 sliders. */
export type SliderKind = 'self-efficacy' | 'psychological-safety';
/** The list-of-questions questionnaires, by the paths SPEC.md gives their calls. */
export type SurveyKind = 'post-class-survey' | 'get-to-know-you' | 'reflection' | 'knowledge';

const SURVEY_PATHS: Record<SurveyKind, { questions: string; answers: string }> = {
  'post-class-survey': { questions: '/post-class-survey-questions', answers: '/post-class-survey-answers' },
  'get-to-know-you': { questions: '/get-to-know-you-questions', answers: '/get-to-know-you-answers' },
  reflection: { questions: '/get-reflection-questions', answers: '/reflection-answers' },
  knowledge: { questions: '/get-knowledge-questions', answers: '/knowledge-answers' },
};

const forUser = (userEmail?: string) => (userEmail ? { UserEmail: headerText(userEmail) } : {});

export const questionnairesApi = api.enhanceEndpoints({ addTagTypes: ['Portal'] }).injectEndpoints({
  endpoints: (build) => ({
    sliderQuestions: build.query<SliderQuestionsResponse, { kind: SliderKind; userEmail?: string }>({
      query: ({ kind, userEmail }) => ({ url: `/${kind}-questions`, method: 'POST', headers: forUser(userEmail) }),
    }),
    submitSliderAnswers: build.mutation<NextUrlResponse, { kind: SliderKind } & SliderAnswersRequest>({
      query: ({ kind, ...body }) => ({ url: `/${kind}-answers`, method: 'POST', body }),
      invalidatesTags: ['Portal'],
    }),
    surveyQuestions: build.query<SurveyQuestionsResponse, { kind: SurveyKind; userEmail?: string }>({
      query: ({ kind, userEmail }) => ({ url: SURVEY_PATHS[kind].questions, method: 'POST', headers: forUser(userEmail) }),
    }),
    submitSurveyAnswers: build.mutation<NextUrlResponse, { kind: SurveyKind } & SurveyAnswersRequest>({
      query: ({ kind, ...body }) => ({ url: SURVEY_PATHS[kind].answers, method: 'POST', body }),
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
