import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, Modal, ModalActions, Muted, Page, theme, useT } from 'shared-ui';
import type { Questionnaire } from './useQuestionnaire';
import type { TypedPage } from './types';

const Heading = styled.h1`
  font-size: ${theme.font.size.xl};
  &:focus { outline: none; }
`;

const Nav = styled.div<{ $end?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${(p) => (p.$end ? 'flex-end' : 'space-between')};
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
  /** Shown where the user submits (the 'All Done?' step or the last page), e.g. a failed submit. */
  submitError?: ReactNode;
  /** The heading of every page; default 'Question N'. */
  title?: string;
}

/**
 * One page at a time: 'Question N' (or the title), the page drawn by its registered type (or the
 * fallback), Back, 'n/total' and Next; after the last page the 'All Done?' step with Back and
 * Submit, or, without that step, Submit on the last page. A single page shows Submit alone.
 */
export function QuestionnaireView<P extends TypedPage>({ questionnaire: q, onSubmit, submitting, submitError, title }: QuestionnaireViewProps<P>) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const [missed, setMissed] = useState(false);
  const prompt = q.whenIncomplete === 'prompt';

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

  // In 'block' mode Next is disabled until canNext, so only 'prompt' mode reaches the dialog.
  const forward = () => {
    if (!q.canNext) setMissed(true);
    else if (q.submitsHere) onSubmit();
    else q.next();
  };
  const single = q.total === 1 && !q.reviewStep;
  const Body = q.kind?.Component;
  return (
    <Page>
      <Card>
        <Heading ref={heading} tabIndex={-1}>
          {title ?? t('questionnaire.heading', { n: q.index + 1 })}
        </Heading>
        {Body && q.page ? (
          <Body key={q.index} page={q.page} index={q.index} values={q.values} update={q.update} />
        ) : (
          <p role="alert">{t('questionnaire.unknownType')}</p>
        )}
        {q.submitsHere && submitError}
        <Nav $end={single}>
          {!single && backButton}
          {!single && (
            <Progress aria-label={t('questionnaire.progress', { n: q.index + 1, total: q.total })}>
              {q.index + 1}/{q.total}
            </Progress>
          )}
          <Button onClick={forward} disabled={(q.submitsHere && submitting) || (!prompt && !q.canNext)}>
            {q.submitsHere ? t('questionnaire.submit') : t('questionnaire.next')}
          </Button>
        </Nav>
        {!prompt && !q.canNext && Body && <Hint>{t('questionnaire.incomplete')}</Hint>}
      </Card>
      <Modal open={missed} title={t('questionnaire.unansweredTitle')} onClose={() => setMissed(false)}>
        <p>{t('questionnaire.unansweredText')}</p>
        <ModalActions>
          <Button onClick={() => setMissed(false)}>{t('questionnaire.unansweredOk')}</Button>
        </ModalActions>
      </Modal>
    </Page>
  );
}
