import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { readSession, useSubmitAnswersMutation } from 'shared-api';
import type { AnswersRequest } from 'shared-api';
import type { WorkingValues } from '../questionnaire/types';

/**
 * Posts a finished assessment (SPEC.md section 7, /api/answers); on {nextUrl} the working values
 * are cleared and the user goes there.
 */
export function useSubmitWorking(options: { reassess: boolean; questions: unknown; version: string; clear: () => void }) {
  const navigate = useNavigate();
  const [submitAnswers, state] = useSubmitAnswersMutation();
  const [error, setError] = useState<unknown>();

  const submit = async (values: WorkingValues) => {
    setError(undefined);
    const body: AnswersRequest = {
      answers: values.answers,
      textAnswers: values.textAnswers,
      user_email: readSession()?.email,
      reassess: options.reassess,
      questions: options.questions,
      version: options.version,
    };
    try {
      const { nextUrl } = await submitAnswers(body).unwrap();
      options.clear();
      // A path stays in the app; anything else (another site) needs a full page load.
      if (nextUrl.startsWith('/') && !nextUrl.startsWith('//')) navigate(nextUrl);
      else window.location.assign(nextUrl);
    } catch (failure) {
      setError(failure);
    }
  };

  return { submit, submitting: state.isLoading, error };
}
