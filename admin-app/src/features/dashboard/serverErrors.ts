import { useCallback } from 'react';
import type { FormikErrors } from 'formik';
import { errorBody } from 'shared-api';
import { errorCode, serverFieldErrors, useErrorText } from 'shared-ui';

/** Error codes that are about one field of the dashboard's forms, though the server names none. */
const FIELD_OF_CODE: Record<string, string> = { LINK_TAKEN: 'LinkText' };

/**
 * The fields of a form a failed call is about, with their messages: a VALIDATION answer's
 * `errors`, the `field` an answer names (a team or cohort not found), or a code that belongs to
 * one field. Undefined when it is about no field of this form: the caller shows it in an alert.
 */
export function useServerFieldErrors() {
  const errorText = useErrorText();
  return useCallback(
    <Values extends object>(error: unknown, values: Values): FormikErrors<Values> | undefined => {
      const ofForm = (errors: Record<string, string>) => {
        const own = Object.entries(errors).filter(([name]) => name in values);
        return own.length ? (Object.fromEntries(own) as FormikErrors<Values>) : undefined;
      };
      const named = errorBody(error)?.field;
      const field = typeof named === 'string' ? named : FIELD_OF_CODE[errorCode(error) ?? ''];
      return ofForm(serverFieldErrors(error) ?? {}) ?? (field ? ofForm({ [field]: errorText(error) }) : undefined);
    },
    [errorText],
  );
}
