import type { AssessmentQuestion } from 'shared-api';
import type { DictionaryKey } from 'shared-api/texts';
import { Muted, useT } from 'shared-ui';
import { type PageKind, type PageProps, RatingTable } from '../../engine/questionnaire';

/** SPEC.md section 5: both main scales run 1-5, whatever the type's name says. */
const AGREE: DictionaryKey[] = ['scale.agree.1', 'scale.agree.2', 'scale.agree.3', 'scale.agree.4', 'scale.agree.5'];
const HOW_OFTEN: DictionaryKey[] = ['scale.often.1', 'scale.often.2', 'scale.often.3', 'scale.often.4', 'scale.often.5'];

function ratedQuestion(scaleKeys: DictionaryKey[]) {
  return function RatedQuestion({ page, index, values, update }: PageProps<AssessmentQuestion>) {
    const t = useT();
    const key = String(index);
    return (
      <>
        <Muted>{page.prompt}</Muted>
        <RatingTable
          rows={page.statements.map((label, i) => ({ key: String(i), label }))}
          scale={scaleKeys.map((k, i) => ({ value: i + 1, label: t(k) }))}
          values={values.answers[key]}
          onChange={(row, value) => update.setAnswer(key, row, value)}
        />
      </>
    );
  };
}

/** Answered when every statement row has a rating. */
const everyStatementRated: PageKind<AssessmentQuestion>['isComplete'] = (page, index, values) =>
  page.statements.every((_, i) => values.answers[String(index)]?.[String(i)] !== undefined);

export const agreeKind: PageKind<AssessmentQuestion> = { Component: ratedQuestion(AGREE), isComplete: everyStatementRated };
export const howOftenKind: PageKind<AssessmentQuestion> = { Component: ratedQuestion(HOW_OFTEN), isComplete: everyStatementRated };
