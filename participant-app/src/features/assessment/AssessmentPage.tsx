import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { readSession, useAssessmentActiveQuery, useQuestionsQuery } from 'shared-api';
import type { QuestionsResponse } from 'shared-api';
import { Alert, ErrorAlert, Loading, Page, useT } from 'shared-ui';
import { QuestionnaireView, useQuestionnaire, useWorkingScope, type WorkingValues } from '../../engine/questionnaire';
import { useFreeformSync } from './freeformSync';
import { assessmentRegistry } from './registry';
import { useSubmitWorking } from './useSubmitWorking';

function AssessmentFlow({ data, admin }: { data: QuestionsResponse; admin: boolean }) {
  const t = useT();
  const scope = useWorkingScope('assessment');
  // SPEC.md section 4: in the main flow Back is disabled at indexes 0 and 1.
  const q = useQuestionnaire({ pages: data.questions, registry: assessmentRegistry, scope, admin, backFrom: 2 });
  const syncIdeas = useFreeformSync(data.questions);
  const [lateOn, setLateOn] = useState<number[]>([]);

  // Every timed page's ideas are saved once more first; where the server had closed the page, its
  // list (what it saved in time) replaces the device's, so the submission is one it accepts.
  const prepare = async (values: WorkingValues): Promise<WorkingValues | null> => {
    setLateOn([]);
    const synced = await syncIdeas(values);
    for (const [key, list] of Object.entries(synced.adopted)) q.update.setTextAnswers(key, list);
    if (synced.dropped.length) {
      setLateOn(synced.dropped);
      return null;
    }
    return { ...values, textAnswers: synced.textAnswers };
  };

  const { submit, submitting, error } = useSubmitWorking({
    reassess: false,
    questions: data.questions,
    version: data.version,
    clear: q.clear,
    prepare,
  });
  return (
    <QuestionnaireView
      questionnaire={q}
      onSubmit={() => submit(q.values)}
      submitting={submitting}
      submitError={
        <>
          {lateOn.map((index) => (
            <Alert key={index} variant="error">
              {t('freeform.lateNotKeptOn', { n: index + 1 })}
            </Alert>
          ))}
          {error !== undefined && <ErrorAlert error={error} />}
        </>
      }
    />
  );
}

/** /assessment: only once the assessment is active for the user (admins always). */
export default function AssessmentPage() {
  const t = useT();
  const active = useAssessmentActiveQuery();
  const allowed = active.data !== undefined && (active.data.admin || active.data.active);
  // SPEC.md section 7: the questions call carries the UserEmail header.
  const questions = useQuestionsQuery({ userEmail: readSession()?.email }, { skip: !allowed });

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
