import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import type { FormikHelpers, FormikValues } from 'formik';
import type { TranslateVars } from 'shared-api/texts/lazy';
import { Alert } from './Alert';
import { ErrorAlert } from './errors';
import type { Outcome } from './OutcomeAlert';
import { useShowFieldErrors } from './serverErrors';

export interface FormOutcomeOptions {
  /** Error codes about one field of this form though the server names none. */
  fieldOfCode?: Readonly<Record<string, string>>;
  /** A long form shows a failure by its submit button too, where the field may be out of sight. */
  alertFieldErrors?: boolean;
}

/**
 * A formik submit that keeps its outcome: a string `send` resolves to is the server's msg; what it
 * throws goes on the fields it names, else (or also, with alertFieldErrors) into the outcome.
 */
export function useFormOutcome<Values extends FormikValues>(
  send: (values: Values, helpers: FormikHelpers<Values>) => Promise<string | void> | string | void,
  { fieldOfCode, alertFieldErrors = false }: FormOutcomeOptions = {},
) {
  const showFieldErrors = useShowFieldErrors(fieldOfCode);
  const [outcome, setOutcome] = useState<Outcome>();
  const onSubmit = useCallback(
    async (values: Values, helpers: FormikHelpers<Values>) => {
      setOutcome(undefined);
      try {
        const msg = await send(values, helpers);
        if (typeof msg === 'string') setOutcome({ msg });
      } catch (error) {
        if (!showFieldErrors(error, values, helpers) || alertFieldErrors) setOutcome({ error });
      }
    },
    [send, showFieldErrors, alertFieldErrors],
  );
  return { outcome, onSubmit };
}

export interface FormOutcomeAlertProps {
  outcome?: Outcome;
  /** What the failure's text needs ({email}). */
  errorVars?: TranslateVars;
  /** The way out a failure offers, under its text (reset the password, write to support). */
  links?: (error: unknown) => ReactNode;
}

/** A form's outcome: its msg, or its failure in the screen's language. */
export function FormOutcomeAlert({ outcome, errorVars, links }: FormOutcomeAlertProps) {
  if (!outcome) return null;
  if ('msg' in outcome) return <Alert variant="success">{outcome.msg}</Alert>;
  return (
    <ErrorAlert error={outcome.error} vars={errorVars}>
      {links?.(outcome.error)}
    </ErrorAlert>
  );
}
