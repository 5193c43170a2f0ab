import { useCallback } from 'react';
import { getIn, setIn } from 'formik';
import type { FormikErrors } from 'formik';
import { errorBody } from 'shared-api';
import { errorCode, serverFieldErrors, useErrorText } from './errors';

/** One object for every render, so the returned function stays the same. */
const NONE: Readonly<Record<string, string>> = {};

/**
 * The fields of a form a failed call is about, with their messages: a VALIDATION answer's
 * `errors`, the `field` an answer names (a team or cohort not found), or a code that belongs to
 * one field though the server names none (`fieldOfCode`, e.g. LINK_TAKEN on the link's text).
 * Field names may be paths ('settings.publicSlug'). Undefined when the failure is about no field
 * of this form: the caller shows it in an alert, so no message is set on a field nobody sees.
 */
export function useServerFieldErrors(fieldOfCode: Readonly<Record<string, string>> = NONE) {
  const errorText = useErrorText();
  return useCallback(
    <Values extends object>(error: unknown, values: Values): FormikErrors<Values> | undefined => {
      const ofForm = (errors: Record<string, string>) => {
        const own = Object.entries(errors).filter(([name]) => getIn(values, name) !== undefined);
        return own.length ? own.reduce((all, [name, message]) => setIn(all, name, message) as FormikErrors<Values>, {} as FormikErrors<Values>) : undefined;
      };
      const named = errorBody(error)?.field;
      const field = typeof named === 'string' ? named : fieldOfCode[errorCode(error) ?? ''];
      return ofForm(serverFieldErrors(error) ?? {}) ?? (field ? ofForm({ [field]: errorText(error) }) : undefined);
    },
    [errorText, fieldOfCode],
  );
}

/**
 * Puts a failed call's field errors on the formik form; false when it is about none of its
 * fields, so the caller shows the failure another way (an alert).
 */
export function useShowFieldErrors(fieldOfCode?: Readonly<Record<string, string>>) {
  const fieldErrors = useServerFieldErrors(fieldOfCode);
  return useCallback(
    <Values extends object>(error: unknown, values: Values, form: { setErrors: (errors: FormikErrors<Values>) => void }): boolean => {
      const errors = fieldErrors(error, values);
      if (errors) form.setErrors(errors);
      return errors !== undefined;
    },
    [fieldErrors],
  );
}
