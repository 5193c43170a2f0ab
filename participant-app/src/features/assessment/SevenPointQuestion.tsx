import type { OptionView, SevenPointQuestion } from 'shared-api';
import { useLanguage, useT } from 'shared-ui';
import { localisedText, type PageKind, type PageProps, RatingTable } from '../../engine/questionnaire';

/** A page of the reassessment: a slice of its questions on the 1-7 scale. */
export interface SevenPointPage {
  type: 'sevenPoint';
  questions: SevenPointQuestion[];
  scale: OptionView[];
}

/** SPEC.md section 3: every reassessment answer lives under answers["0"], by question id. */
const REASSESS_KEY = '0';
/** About a screenful each. */
const QUESTIONS_PER_PAGE = 8;

function SevenPointQuestions({ page, values, update }: PageProps<SevenPointPage>) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <>
      <p>{t('reassessment.prompt')}</p>
      <RatingTable
        rows={page.questions.map((q) => ({ key: String(q.id), label: localisedText(q, language) }))}
        scale={page.scale.map((s) => ({ value: Number(s.value), label: s.label }))}
        values={values.answers[REASSESS_KEY]}
        onChange={(row, value) => update.setAnswer(REASSESS_KEY, row, value)}
      />
    </>
  );
}

export const sevenPointKind: PageKind<SevenPointPage> = {
  Component: SevenPointQuestions,
  isComplete: (page, _index, values) => page.questions.every((q) => values.answers[REASSESS_KEY]?.[String(q.id)] !== undefined),
};

export function sevenPointPages(questions: SevenPointQuestion[], scale: OptionView[]): SevenPointPage[] {
  const pages: SevenPointPage[] = [];
  for (let i = 0; i < questions.length; i += QUESTIONS_PER_PAGE) {
    pages.push({ type: 'sevenPoint', questions: questions.slice(i, i + QUESTIONS_PER_PAGE), scale });
  }
  return pages;
}
