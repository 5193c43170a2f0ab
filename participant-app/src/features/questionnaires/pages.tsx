import { SliderQuestionnaire } from './SliderQuestionnaire';
import { SurveyQuestionnaire } from './SurveyQuestionnaire';

/** The six questionnaire screens, one per route (participant-app/src/pages.ts). */
export const SelfEfficacyPage = () => <SliderQuestionnaire kind="self-efficacy" />;
export const PsychologicalSafetyPage = () => <SliderQuestionnaire kind="psychological-safety" />;
export const PostClassSurveyPage = () => <SurveyQuestionnaire kind="post-class-survey" />;
export const GetToKnowYouPage = () => <SurveyQuestionnaire kind="get-to-know-you" />;
export const ReflectionPage = () => <SurveyQuestionnaire kind="reflection" />;
export const KnowledgePage = () => <SurveyQuestionnaire kind="knowledge" />;
