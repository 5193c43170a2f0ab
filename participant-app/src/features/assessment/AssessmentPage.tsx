import { useMemo, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { readSession, useAssessmentActiveQuery, useQuestionsQuery } from 'shared-api';
import type { QuestionsResponse } from 'shared-api';
import { ErrorAlert, Loading, Page, useT } from 'shared-ui';
import { QuestionnaireView } from '../questionnaire/QuestionnaireView';
import { useQuestionnaire } from '../questionnaire/useQuestionnaire';
import { assessmentRegistry } from './registry';
import { useSubmitWorking } from './useSubmitWorking';

function AssessmentFlow({ data, admin }: { data: QuestionsResponse; admin: boolean }) {
  const [userId] = useState(() => readSession()?.userId ?? 0);
  const scope = useMemo(() => ({ userId, flow: 'assessment' }), [userId]);
  // SPEC.md section 4: in the main flow Back is disabled at indexes 0 and 1.
  const q = useQuestionnaire({ pages: data.questions, registry: assessmentRegistry, scope, admin, backFrom: 2 });
  const { submit, submitting, error } = useSubmitWorking({
    reassess: false,
    questions: data.questions,
    version: data.version,
    clear: q.clear,
  });
  return (
    <QuestionnaireView
      questionnaire={q}
      onSubmit={() => submit(q.values)}
      submitting={submitting}
      submitError={error !== undefined && <ErrorAlert error={error} />}
    />
  );
}

/** /assessment: only once the assessment is active for the user (admins always). */
export default function AssessmentPage() {
  const t = useT();
  const active = useAssessmentActiveQuery();
  const allowed = active.data !== undefined && (active.data.admin || active.data.active);
  const questions = useQuestionsQuery(undefined, { skip: !allowed });

  if (active.data && !allowed) return <Navigate to="/pre-assessment" replace />;
  const failure = active.error ?? questions.error;
  if (failure) {
    return (
      <Page>
        <ErrorAlert error={failure} />
      </Page>
    );
  }
  if (!questions.data || !active.data) return <Loading label={t('assessment.loading')} />;
  return <AssessmentFlow data={questions.data} admin={active.data.admin} />;
}
