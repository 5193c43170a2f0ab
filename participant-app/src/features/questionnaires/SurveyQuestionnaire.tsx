import { useMemo } from 'react';
import styled from 'styled-components';
import { questionnaireOf, readSession, useSubmitSurveyAnswersMutation, useSurveyQuestionsQuery } from 'shared-api';
import type { SurveyAnswer, SurveyKind, SurveyQuestion, SurveyQuestionsResponse } from 'shared-api';
import type { DictionaryKey } from 'shared-api/texts';
import { Muted, theme, useT } from 'shared-ui';
import { type PageKind, type PageProps, type Registry, useQuestionnaire, useWorkingScope, type WorkingValues } from '../../engine/questionnaire';
import { itemKind, knowledgeItems, surveyItems } from './SurveyItems';
import type { ItemRegistry } from './SurveyItems';
import { OpenQuestionnaire, SendingQuestionnaireView } from './OpenQuestionnaire';

/** The whole questionnaire on one page: SPEC.md shows it as a list of questions and a submit action. */
interface ListPage {
  type: 'list';
  questions: SurveyQuestion[];
}

const Questions = styled.ol`
  margin: 0;
  padding-left: ${theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(6)};
`;

function listKind(items: ItemRegistry): PageKind<ListPage> {
  function QuestionList({ page, values, update }: PageProps<ListPage>) {
    const t = useT();
    return (
      <>
        <Muted>{t('questionnaires.intro')}</Muted>
        <Questions>
          {page.questions.map((question, i) => {
            const { Component } = itemKind(items, question);
            return (
              <li key={question.question_id}>
                <Component page={question} index={i} values={values} update={update} />
              </li>
            );
          })}
        </Questions>
      </>
    );
  }
  return {
    Component: QuestionList,
    isComplete: (page, _index, values) => page.questions.every((q) => itemKind(items, q).answer(q, values) !== undefined),
  };
}

const surveyRegistry: Registry<ListPage> = { list: listKind(surveyItems) };
const knowledgeRegistry: Registry<ListPage> = { list: listKind(knowledgeItems) };

/** The request's answers: question id → value, for every question asked. */
function surveyAnswers(items: ItemRegistry, questions: SurveyQuestion[], values: WorkingValues): Record<string, SurveyAnswer> {
  return Object.fromEntries(
    questions.flatMap((q) => {
      const answer = itemKind(items, q).answer(q, values);
      return answer === undefined ? [] : [[String(q.question_id), answer]];
    }),
  );
}

function SurveyFlow({ kind, data }: { kind: SurveyKind; data: SurveyQuestionsResponse }) {
  const t = useT();
  const scope = useWorkingScope(kind);
  const pages = useMemo<ListPage[]>(() => [{ type: 'list', questions: data.questions }], [data]);
  const knowledge = kind === 'knowledge';
  // SPEC.md section 5: every question is required, for admins too.
  const q = useQuestionnaire({
    pages,
    registry: knowledge ? knowledgeRegistry : surveyRegistry,
    scope,
    admin: false,
    whenIncomplete: 'prompt',
    reviewStep: false,
  });
  const [send, state] = useSubmitSurveyAnswersMutation();
  const submit = () => {
    const answers = surveyAnswers(knowledge ? knowledgeItems : surveyItems, data.questions, q.values);
    return send({ kind, answers, questions: data.questions, user_email: readSession()?.email }).unwrap();
  };
  return <SendingQuestionnaireView title={t(questionnaireOf(kind).title)} questionnaire={q} send={submit} sending={state.isLoading} />;
}

/** /post-class-survey, /welcome-qs, /reflection-qs and /assessment-ck; when not open, the user goes to /. */
export function SurveyQuestionnaire({ kind }: { kind: SurveyKind }) {
  const questions = useSurveyQuestionsQuery({ kind, userEmail: readSession()?.email });
  // Keyed by kind: one questionnaire chains to the next, and each keeps its own working values.
  return <OpenQuestionnaire query={questions}>{(data) => <SurveyFlow key={kind} kind={kind} data={data} />}</OpenQuestionnaire>;
}
