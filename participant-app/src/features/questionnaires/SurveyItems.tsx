import { useId } from 'react';
import styled from 'styled-components';
import type { SurveyAnswer, SurveyQuestion } from 'shared-api';
import { FormField, TextArea, theme, useT } from 'shared-ui';
import type { PageKind, PageProps, WorkingValues } from '../../engine/questionnaire';

/**
 * One question type of the list questionnaires (SPEC.md section 2): how it is drawn and what it
 * sends. Its answer lives under answers[question_id]; undefined means not answered yet.
 */
export interface ItemKind extends PageKind<SurveyQuestion> {
  answer: (question: SurveyQuestion, values: WorkingValues) => SurveyAnswer | undefined;
}

export type ItemRegistry = Record<string, ItemKind>;

/** The single answer of a radio or text question. */
const VALUE = 'value';

const stored = (question: SurveyQuestion, values: WorkingValues) => values.answers[String(question.question_id)];

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
`;

const Legend = styled.legend`
  font-weight: ${theme.font.weight.medium};
  margin-bottom: ${theme.space(2)};
  padding: 0;
`;

const Options = styled.div<{ $inline: boolean }>`
  display: flex;
  flex-direction: ${(p) => (p.$inline ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${(p) => theme.space(p.$inline ? 4 : 2)};
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px; /* touch target size */
  cursor: pointer;
  input { width: 1.2rem; height: 1.2rem; margin: 0; }
`;

/** Radios; numeric questions lay them out in a row. `byIndex`: the knowledge check answers with the option's index. */
function choiceKind({ inline, byIndex }: { inline: boolean; byIndex: boolean }): ItemKind {
  function ChoiceQuestion({ page: question, values, update }: PageProps<SurveyQuestion>) {
    const name = useId();
    const current = stored(question, values)?.[VALUE];
    return (
      <Fieldset>
        <Legend>{question.question_text}</Legend>
        <Options $inline={inline}>
          {question.options.map((option, i) => {
            const value = byIndex ? i : option;
            return (
              <Choice key={i}>
                <input
                  type="radio"
                  name={name}
                  checked={current === value}
                  onChange={() => update.setAnswer(String(question.question_id), VALUE, value)}
                />
                {option}
              </Choice>
            );
          })}
        </Options>
      </Fieldset>
    );
  }
  const answer = (question: SurveyQuestion, values: WorkingValues) => stored(question, values)?.[VALUE];
  return { Component: ChoiceQuestion, answer, isComplete: (q, _i, values) => answer(q, values) !== undefined };
}

/** Checkboxes; each ticked option is kept under its index, and the answer is the sorted indexes. */
function MultiQuestion({ page: question, values, update }: PageProps<SurveyQuestion>) {
  const ticked = stored(question, values) ?? {};
  return (
    <Fieldset>
      <Legend>{question.question_text}</Legend>
      <Options $inline={false}>
        {question.options.map((option, i) => (
          <Choice key={i}>
            <input
              type="checkbox"
              checked={ticked[String(i)] !== undefined}
              onChange={(e) => update.setAnswer(String(question.question_id), String(i), e.target.checked ? i : undefined)}
            />
            {option}
          </Choice>
        ))}
      </Options>
    </Fieldset>
  );
}

const multiAnswer = (question: SurveyQuestion, values: WorkingValues) => {
  const indexes = Object.values(stored(question, values) ?? {})
    .map(Number)
    .sort((a, b) => a - b);
  return indexes.length > 0 ? indexes : undefined;
};

const multiKind: ItemKind = { Component: MultiQuestion, answer: multiAnswer, isComplete: (q, _i, values) => multiAnswer(q, values) !== undefined };

/** Free text; spaces alone are no answer. */
function TextQuestion({ page: question, values, update }: PageProps<SurveyQuestion>) {
  const t = useT();
  const current = stored(question, values)?.[VALUE];
  return (
    <FormField label={question.question_text}>
      {(control) => (
        <TextArea
          {...control}
          placeholder={t('questionnaires.textPlaceholder')}
          value={current === undefined ? '' : String(current)}
          onChange={(e) => update.setAnswer(String(question.question_id), VALUE, e.target.value || undefined)}
        />
      )}
    </FormField>
  );
}

const textAnswer = (question: SurveyQuestion, values: WorkingValues) => {
  const text = String(stored(question, values)?.[VALUE] ?? '').trim();
  return text ? text : undefined;
};

/** Any type a questionnaire does not list is answered in free text (SPEC.md section 2). */
const textKind: ItemKind = { Component: TextQuestion, answer: textAnswer, isComplete: (q, _i, values) => textAnswer(q, values) !== undefined };

/** Post-class survey, get-to-know-you and reflection: radios answer with the option itself. */
export const surveyItems: ItemRegistry = {
  numeric: choiceKind({ inline: true, byIndex: false }),
  options: choiceKind({ inline: false, byIndex: false }),
};

/** The knowledge check: radios answer with the option's index, and only it has multi. */
export const knowledgeItems: ItemRegistry = {
  numeric: choiceKind({ inline: true, byIndex: true }),
  options: choiceKind({ inline: false, byIndex: true }),
  multi: multiKind,
};

export const itemKind = (items: ItemRegistry, question: SurveyQuestion): ItemKind => items[question.type] ?? textKind;
