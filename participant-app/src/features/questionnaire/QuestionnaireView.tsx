import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, Muted, Page, theme, useT } from 'shared-ui';
import type { Questionnaire } from './useQuestionnaire';
import type { TypedPage } from './types';

const Heading = styled.h1`
  font-size: ${theme.font.size.xl};
  &:focus { outline: none; }
`;

const Nav = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(6)};
`;

const Progress = styled.span`
  color: ${theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Hint = styled.p`
  text-align: right;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
  margin: ${theme.space(2)} 0 0;
`;

export interface QuestionnaireViewProps<P extends TypedPage> {
  questionnaire: Questionnaire<P>;
  onSubmit: () => void;
  submitting: boolean;
  /** Shown on the 'All Done?' step, e.g. a failed submit. */
  submitError?: ReactNode;
}

/**
 * One page at a time: 'Question N', the page drawn by its registered type (or the fallback),
 * Back, 'n/total' and Next; after the last page the 'All Done?' step with Back and Submit.
 */
export function QuestionnaireView<P extends TypedPage>({ questionnaire: q, onSubmit, submitting, submitError }: QuestionnaireViewProps<P>) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // A new page is new content: move focus to its heading so screen readers start there.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [q.index]);

  const backButton = (
    <Button variant="secondary" onClick={q.back} disabled={!q.canBack}>
      {t('questionnaire.back')}
    </Button>
  );

  if (q.atEnd) {
    return (
      <Page>
        <Card>
          <Heading ref={heading} tabIndex={-1}>
            {t('questionnaire.allDone')}
          </Heading>
          <Muted>{t('questionnaire.allDoneText')}</Muted>
          {submitError}
          <Nav>
            {backButton}
            <Button onClick={onSubmit} disabled={submitting}>
              {t('questionnaire.submit')}
            </Button>
          </Nav>
        </Card>
      </Page>
    );
  }

  const Body = q.kind?.Component;
  return (
    <Page>
      <Card>
        <Heading ref={heading} tabIndex={-1}>
          {t('questionnaire.heading', { n: q.index + 1 })}
        </Heading>
        {Body && q.page ? (
          <Body key={q.index} page={q.page} index={q.index} values={q.values} update={q.update} />
        ) : (
          <p role="alert">{t('questionnaire.unknownType')}</p>
        )}
        <Nav>
          {backButton}
          <Progress aria-label={t('questionnaire.progress', { n: q.index + 1, total: q.total })}>
            {q.index + 1}/{q.total}
          </Progress>
          <Button onClick={q.next} disabled={!q.canNext}>
            {t('questionnaire.next')}
          </Button>
        </Nav>
        {!q.canNext && Body && <Hint>{t('questionnaire.incomplete')}</Hint>}
      </Card>
    </Page>
  );
}
