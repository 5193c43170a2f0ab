import { useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import { readSession, useSliderQuestionsQuery, useSubmitSliderAnswersMutation } from 'shared-api';
import type { SliderKind, SliderQuestionsResponse } from 'shared-api';
import { Loading, Page, useT } from 'shared-ui';
import type { DictionaryKey } from 'shared-ui';
import { QuestionnaireView } from '../questionnaire/QuestionnaireView';
import type { Registry } from '../questionnaire/types';
import { useFinish } from '../questionnaire/useFinish';
import { useQuestionnaire } from '../questionnaire/useQuestionnaire';
import { useWorkingScope } from '../questionnaire/useWorkingScope';
import { sliderAnswers, sliderKind, sliderPages } from './SliderQuestions';
import type { SliderPage } from './SliderQuestions';
import { QuestionnaireError } from './QuestionnaireError';

const TEXTS: Record<SliderKind, { title: DictionaryKey; prompt: DictionaryKey }> = {
  'self-efficacy': { title: 'questionnaires.selfEfficacy.title', prompt: 'questionnaires.selfEfficacy.prompt' },
  'psychological-safety': { title: 'questionnaires.psychologicalSafety.title', prompt: 'questionnaires.psychologicalSafety.prompt' },
};

const registry: Registry<SliderPage> = { sliders: sliderKind };

function SliderFlow({ kind, data }: { kind: SliderKind; data: SliderQuestionsResponse }) {
  const t = useT();
  const scope = useWorkingScope(kind);
  const pages = useMemo(() => sliderPages(data.questions, data.language, TEXTS[kind].prompt), [data, kind]);
  // SPEC.md section 5: every slider must be moved, and nobody (admins included) skips one.
  const q = useQuestionnaire({ pages, registry, scope, admin: false, whenIncomplete: 'prompt', reviewStep: false });
  const [send, state] = useSubmitSliderAnswersMutation();
  const { finish, error } = useFinish(q.clear);
  const submit = () =>
    finish(() => send({ kind, answers: sliderAnswers(data.questions, q.values), user_email: readSession()?.email }).unwrap());
  return (
    <QuestionnaireView
      title={t(TEXTS[kind].title)}
      questionnaire={q}
      onSubmit={submit}
      submitting={state.isLoading}
      submitError={error !== undefined && <QuestionnaireError error={error} />}
    />
  );
}

/** /assessment-se and /assessment-ps: 0-100 sliders over two pages; when not open, the user goes to /. */
export function SliderQuestionnaire({ kind }: { kind: SliderKind }) {
  const t = useT();
  const questions = useSliderQuestionsQuery({ kind, userEmail: readSession()?.email });

  if (questions.error) {
    return (
      <Page>
        <QuestionnaireError error={questions.error} />
      </Page>
    );
  }
  if (!questions.data) return <Loading label={t('questionnaires.loading')} />;
  if (!questions.data.active) return <Navigate to="/" replace />;
  // Keyed by kind: one questionnaire chains to the next, and each keeps its own working values.
  return <SliderFlow key={kind} kind={kind} data={questions.data} />;
}
