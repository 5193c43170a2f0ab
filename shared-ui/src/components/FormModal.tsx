import type { ReactNode } from 'react';
import { Form, Formik } from 'formik';
import type { FormikErrors, FormikHelpers, FormikProps, FormikTouched, FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import type { TranslateVars } from 'shared-api/texts/lazy';
import { Button } from './Button';
import { FormOutcomeAlert, useFormOutcome } from './FormOutcome';
import { Modal, ModalActions } from './Modal';

export interface FormModalProps<Values extends FormikValues> {
  /** Closed, it draws nothing and forgets its outcome (default: open). */
  open?: boolean;
  title: string;
  onClose: () => void;
  initialValues: Values;
  /** Errors to show at once, e.g. those the server gave after a confirmation step. */
  initialErrors?: FormikErrors<Values>;
  /** The shared yup schema of the call (formik validates with it, as the server does). */
  validationSchema: AnyObjectSchema;
  submitLabel: string;
  /** The form's accessible name, where a page or a test finds the form by it. */
  formLabel?: string;
  /** The button that closes without sending ('Cancel', or 'Close' where the form is used again). */
  cancelLabel: string;
  /**
   * Sends the form. A string it resolves to is the server's msg, shown above the fields while the
   * dialog stays open for another; what it throws goes on the fields it names, else in an alert.
   */
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<string | void> | string | void;
  /** Error codes about one field of this form though the server names none. */
  fieldOfCode?: Readonly<Record<string, string>>;
  /** What the failure's text needs ({max}). */
  errorVars?: TranslateVars;
  children: ReactNode | ((form: FormikProps<Values>) => ReactNode);
}

/**
 * A modal holding one form, owning its outcome: the schema's messages under their fields, the
 * server's failure on its field or above them, its msg on success; Cancel and submit wait while it
 * sends. Every modal action of the remotes is one, so they all answer the same way.
 */
export function FormModal<Values extends FormikValues>({ open = true, ...props }: FormModalProps<Values>) {
  return open ? <OpenFormModal {...props} /> : null;
}

function OpenFormModal<Values extends FormikValues>(props: Omit<FormModalProps<Values>, 'open'>) {
  const { title, onClose, initialValues, initialErrors, validationSchema, submitLabel, formLabel, cancelLabel, onSubmit, fieldOfCode, errorVars, children } = props;
  const { outcome, onSubmit: submit } = useFormOutcome(onSubmit, { fieldOfCode });
  const touched = initialErrors && (Object.fromEntries(Object.keys(initialErrors).map((name) => [name, true])) as FormikTouched<Values>);

  return (
    <Modal open title={title} onClose={onClose}>
      <Formik
        initialValues={initialValues}
        initialErrors={initialErrors}
        initialTouched={touched}
        validationSchema={validationSchema}
        onSubmit={submit}
      >
        {(form) => (
          <Form noValidate aria-label={formLabel} aria-busy={form.isSubmitting}>
            <FormOutcomeAlert outcome={outcome} errorVars={errorVars} />
            {typeof children === 'function' ? children(form) : children}
            <ModalActions>
              <Button variant="secondary" onClick={onClose} disabled={form.isSubmitting}>
                {cancelLabel}
              </Button>
              <Button type="submit" disabled={form.isSubmitting}>
                {submitLabel}
              </Button>
            </ModalActions>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
