import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { NextUrlResponse } from 'shared-api';
import { Loading, Page, useT } from 'shared-ui';
import { type Questionnaire, QuestionnaireView, type TypedPage, useFinish } from '../../engine/questionnaire';
import { QuestionnaireError } from './QuestionnaireError';

export interface OpenQuestionnaireProps<D extends { active: boolean }> {
  /** The questions query of the slider or list questionnaire. */
  query: { data?: D; error?: unknown };
  /** Draws the questionnaire once its questions are here and it is open. */
  children: (data: D) => ReactNode;
}

/**
 * The slider and list questionnaires (SPEC.md section 5) alike: a failed load is explained (409
 * ALREADY_SUBMITTED with the way back to the portal), and one that is not open sends the user to /.
 */
export function OpenQuestionnaire<D extends { active: boolean }>({ query, children }: OpenQuestionnaireProps<D>) {
  const t = useT();
  if (query.error) {
    return (
      <Page>
        <QuestionnaireError error={query.error} />
      </Page>
    );
  }
  if (!query.data) return <Loading label={t('questionnaires.loading')} />;
  if (!query.data.active) return <Navigate to="/" replace />;
  return <>{children(query.data)}</>;
}

export interface SendingQuestionnaireViewProps<P extends TypedPage> {
  title: string;
  questionnaire: Questionnaire<P>;
  /** Posts the answers; its {nextUrl} is where the user goes next. */
  send: () => Promise<NextUrlResponse>;
  sending: boolean;
}

/** The questionnaire's pages, and on Submit `send`; a failure shows where the user submitted. */
export function SendingQuestionnaireView<P extends TypedPage>({ title, questionnaire, send, sending }: SendingQuestionnaireViewProps<P>) {
  const { finish, error } = useFinish(questionnaire.clear);
  return (
    <QuestionnaireView
      title={title}
      questionnaire={questionnaire}
      onSubmit={() => finish(send)}
      submitting={sending}
      submitError={error !== undefined && <QuestionnaireError error={error} />}
    />
  );
}
