import { useMemo } from 'react';
import { questionnaireOf, readSession, useSliderQuestionsQuery, useSubmitSliderAnswersMutation } from 'shared-api';
import type { SliderKind, SliderQuestionsResponse } from 'shared-api';
import type { DictionaryKey } from 'shared-api/texts';
import { useT } from 'shared-ui';
import { type Registry, useQuestionnaire, useWorkingScope } from '../../engine/questionnaire';
import { sliderAnswers, sliderKind, sliderPages } from './SliderQuestions';
import type { SliderPage } from './SliderQuestions';
import { OpenQuestionnaire, SendingQuestionnaireView } from './OpenQuestionnaire';

const registry: Registry<SliderPage> = { sliders: sliderKind };

function SliderFlow({ kind, data }: { kind: SliderKind; data: SliderQuestionsResponse }) {
  const t = useT();
  const { title, prompt } = questionnaireOf(kind);
  const scope = useWorkingScope(kind);
  const pages = useMemo(() => sliderPages(data.questions, data.language, prompt), [data, prompt]);
  // SPEC.md section 5: every slider must be moved, and nobody (admins included) skips one.
  const q = useQuestionnaire({ pages, registry, scope, admin: false, whenIncomplete: 'prompt', reviewStep: false });
  const [send, state] = useSubmitSliderAnswersMutation();
  return (
    <SendingQuestionnaireView
      title={t(title)}
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
