import { useState } from 'react';
import { readSession, useSubmitAnswersMutation } from 'shared-api';
import type { AnswersRequest } from 'shared-api';
import { useGoToNext, type WorkingValues } from '../../engine/questionnaire';

export interface SubmitWorkingOptions {
  reassess: boolean;
  questions: unknown;
  version: string;
  clear: () => void;
  /**
   * Runs first and gives the values to send; null stops without sending (the user is shown why
   * and presses Submit again). A throw is shown as the submit's error.
   */
  prepare?: (values: WorkingValues) => Promise<WorkingValues | null>;
}

/**
 * Posts a finished assessment (SPEC.md section 7, /api/answers); on {nextUrl} the working values
 * are cleared and the user goes there.
 */
export function useSubmitWorking(options: SubmitWorkingOptions) {
  const goToNext = useGoToNext();
  const [submitAnswers] = useSubmitAnswersMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();

  const submit = async (working: WorkingValues) => {
    if (busy) return;
    setError(undefined);
    setBusy(true);
    try {
      const values = options.prepare ? await options.prepare(working) : working;
      if (!values) return;
      const body: AnswersRequest = {
        answers: values.answers,
        textAnswers: values.textAnswers,
        user_email: readSession()?.email,
        reassess: options.reassess,
        questions: options.questions,
        version: options.version,
      };
      const { nextUrl } = await submitAnswers(body).unwrap();
      options.clear();
      goToNext(nextUrl);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return { submit, submitting: busy, error };
}
