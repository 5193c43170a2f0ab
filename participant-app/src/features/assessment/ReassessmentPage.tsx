import { useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import { useReassessmentQuestionsQuery } from 'shared-api';
import type { ReassessmentQuestionsResponse } from 'shared-api';
import { ErrorAlert, Loading, Page, useT } from 'shared-ui';
import { QuestionnaireView, type Registry, useQuestionnaire, useWorkingScope } from '../../engine/questionnaire';
import { sevenPointKind, sevenPointPages } from './SevenPointQuestion';
import type { SevenPointPage } from './SevenPointQuestion';
import { useSubmitWorking } from './useSubmitWorking';

const registry: Registry<SevenPointPage> = { sevenPoint: sevenPointKind };

function ReassessmentFlow({ data }: { data: ReassessmentQuestionsResponse }) {
  const scope = useWorkingScope('assessment-re');
  const pages = useMemo(() => sevenPointPages(data.questions, data.scale), [data]);
  const q = useQuestionnaire({ pages, registry, scope, admin: data.admin });
  const { submit, submitting, error } = useSubmitWorking({
    reassess: true,
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

/** /assessment-re: the seven-point reassessment; when it is not open the user goes to /assessment. */
export default function ReassessmentPage() {
  const t = useT();
  const questions = useReassessmentQuestionsQuery();

  if (questions.error) {
    return (
      <Page>
        <ErrorAlert error={questions.error} />
      </Page>
    );
  }
  if (!questions.data) return <Loading label={t('assessment.loading')} />;
  // Admins preview it whatever its state, as they bypass the main assessment's check.
  if (!questions.data.active && !questions.data.admin) return <Navigate to="/assessment" replace />;
  return <ReassessmentFlow data={questions.data} />;
}
