import { useMemo } from 'react';
import { readSession, useSliderQuestionsQuery, useSubmitSliderAnswersMutation } from 'shared-api';
import type { SliderKind, SliderQuestionsResponse } from 'shared-api';
import { useT } from 'shared-ui';
import type { DictionaryKey } from 'shared-ui';
import type { Registry } from '../questionnaire/types';
import { useQuestionnaire } from '../questionnaire/useQuestionnaire';
import { useWorkingScope } from '../questionnaire/useWorkingScope';
import { sliderAnswers, sliderKind, sliderPages } from './SliderQuestions';
import type { SliderPage } from './SliderQuestions';
import { OpenQuestionnaire, SendingQuestionnaireView } from './OpenQuestionnaire';

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
  return (
    <SendingQuestionnaireView
      title={t(TEXTS[kind].title)}
      questionnaire={q}
      send={() => send({ kind, answers: sliderAnswers(data.questions, q.values), user_email: readSession()?.email }).unwrap()}
      sending={state.isLoading}
    />
  );
}

/** /assessment-se and /assessment-ps: 0-100 sliders over two pages; when not open, the user goes to /. */
export function SliderQuestionnaire({ kind }: { kind: SliderKind }) {
  const questions = useSliderQuestionsQuery({ kind, userEmail: readSession()?.email });
  // Keyed by kind: one questionnaire chains to the next, and each keeps its own working values.
  return <OpenQuestionnaire query={questions}>{(data) => <SliderFlow key={kind} kind={kind} data={data} />}</OpenQuestionnaire>;
}
