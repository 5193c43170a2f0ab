import { useId } from 'react';
import styled from 'styled-components';
import type { Language, SliderQuestion } from 'shared-api';
import type { DictionaryKey } from 'shared-api/texts';
import { Muted, theme, useT } from 'shared-ui';
import { localisedText, type PageKind, type PageProps, type WorkingValues } from '../../engine/questionnaire';

/** One page of a slider questionnaire (self-efficacy, psychological safety). */
export interface SliderPage {
  type: 'sliders';
  questions: SliderQuestion[];
  /** The language the server answered in (SPEC.md section 1); it picks each statement's text. */
  language: Language;
  prompt: DictionaryKey;
}

/** Every answer of the questionnaire lives under this one key, by question id (SPEC.md section 3). */
const ANSWERS_KEY = 'byId';
/** SPEC.md section 4: question_id below 18 on page one, 18 and above on page two. */
const SPLIT_AT = 18;
/** Where an untouched slider's thumb rests; it is not an answer until the user moves it. */
const RESTING = 50;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(5)};
`;

const Statement = styled.label`
  display: block;
  margin-bottom: ${theme.space(2)};
`;

const Track = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
`;

const Range = styled.input`
  flex: 1;
  min-height: 44px; /* touch target size */
  accent-color: ${theme.color.primary};
  cursor: pointer;
  /* A faded thumb says 'not answered yet' before any number does. */
  &[data-touched='false'] { opacity: 0.45; }
`;

const Value = styled.span`
  min-width: 3ch;
  text-align: right;
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

function Slider({ label, value, onChange }: { label: string; value: number | undefined; onChange: (value: number) => void }) {
  const t = useT();
  const id = useId();
  const touched = value !== undefined;
  return (
    <li>
      <Statement htmlFor={id}>{label}</Statement>
      <Track>
        <Range
          id={id}
          type="range"
          min={0}
          max={100}
          step={1}
          value={touched ? value : RESTING}
          data-touched={touched}
          aria-valuetext={touched ? String(value) : t('questionnaires.slider.notAnswered')}
          onChange={(e) => onChange(Number(e.target.value))}
          // A click on the resting thumb changes nothing, yet it is a deliberate answer.
          onClick={(e) => onChange(Number(e.currentTarget.value))}
        />
        <Value aria-hidden="true">{touched ? value : '–'}</Value>
      </Track>
    </li>
  );
}

const answerOf = (values: WorkingValues, question: SliderQuestion): number | undefined => {
  const value = values.answers[ANSWERS_KEY]?.[String(question.question_id)];
  return value === undefined ? undefined : Number(value);
};

function SliderQuestions({ page, values, update }: PageProps<SliderPage>) {
  const t = useT();
  return (
    <>
      <Muted>{t(page.prompt)}</Muted>
      <List>
        {page.questions.map((q) => (
          <Slider
            key={q.question_id}
            label={localisedText(q, page.language)}
            value={answerOf(values, q)}
            onChange={(value) => update.setAnswer(ANSWERS_KEY, String(q.question_id), value)}
          />
        ))}
      </List>
    </>
  );
}

export const sliderKind: PageKind<SliderPage> = {
  Component: SliderQuestions,
  isComplete: (page, _index, values) => page.questions.every((q) => answerOf(values, q) !== undefined),
};

/** The two pages; one that would be empty is left out. */
export function sliderPages(questions: SliderQuestion[], language: Language, prompt: DictionaryKey): SliderPage[] {
  const groups = [questions.filter((q) => q.question_id < SPLIT_AT), questions.filter((q) => q.question_id >= SPLIT_AT)];
  return groups.filter((group) => group.length > 0).map((group) => ({ type: 'sliders', questions: group, language, prompt }));
}

/** The request's answers: question id → 0..100, for the questions asked now (not stale stored ones). */
export function sliderAnswers(questions: SliderQuestion[], values: WorkingValues): Record<string, number> {
  return Object.fromEntries(
    questions.flatMap((q) => {
      const value = answerOf(values, q);
      return value === undefined ? [] : [[String(q.question_id), value]];
    }),
  );
}
