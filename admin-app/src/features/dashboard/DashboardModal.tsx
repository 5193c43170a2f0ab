import { useState } from 'react';
import type { ReactNode } from 'react';
import { Form, Formik } from 'formik';
import type { FormikErrors, FormikTouched, FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { Alert, Button, ErrorAlert, Modal, ModalActions, useT } from 'shared-ui';
import { useServerFieldErrors } from './serverErrors';

interface FormModalProps<Values extends FormikValues> {
  title: string;
  onClose: () => void;
  initialValues: Values;
  /** Errors to show at once, e.g. those the server gave after a confirmation step. */
  initialErrors?: FormikErrors<Values>;
  /** The shared yup schema of the call (formik validates with it, as the server does). */
  validationSchema: AnyObjectSchema;
  submitLabel: string;
  /** Sends the form; what it throws is shown on the fields it names, else in an alert. */
  onSubmit: (values: Values) => Promise<void> | void;
  children: ReactNode;
}

/**
 * A dashboard modal holding one form: Cancel and the submit button (both disabled while it sends),
 * the schema's messages under their fields, and the server's failure on its field or above them.
 */
export function FormModal<Values extends FormikValues>({
  title,
  onClose,
  initialValues,
  initialErrors,
  validationSchema,
  submitLabel,
  onSubmit,
  children,
}: FormModalProps<Values>) {
  const t = useT();
  const fieldErrors = useServerFieldErrors();
  const [failure, setFailure] = useState<unknown>();
  const touched = initialErrors && (Object.fromEntries(Object.keys(initialErrors).map((name) => [name, true])) as FormikTouched<Values>);

  return (
    <Modal open title={title} onClose={onClose}>
      <Formik
        initialValues={initialValues}
        initialErrors={initialErrors}
        initialTouched={touched}
        validationSchema={validationSchema}
        onSubmit={async (values, helpers) => {
          setFailure(undefined);
          try {
            await onSubmit(values);
          } catch (error) {
            const errors = fieldErrors(error, values);
            if (errors) helpers.setErrors(errors);
            else setFailure(error);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-busy={isSubmitting}>
            {failure !== undefined && <ErrorAlert error={failure} />}
            {children}
            <ModalActions>
              <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
                {t('admin.form.cancel')}
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {submitLabel}
              </Button>
            </ModalActions>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}

interface ConfirmModalProps {
  title: string;
  /** The question and what follows from it. */
  children: ReactNode;
  confirmLabel: string;
  /** Sends; on failure, `onError` may take the error elsewhere (true), else it shows here. */
  onConfirm: () => Promise<void>;
  onError?: (error: unknown) => boolean;
  onBack: () => void;
  onClose: () => void;
}

/** The confirmation step before an action that cannot be taken back (activations, certificates). */
function ConfirmModal({ title, children, confirmLabel, onConfirm, onError, onBack, onClose }: ConfirmModalProps) {
  const t = useT();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>();

  const confirm = async () => {
    setSending(true);
    setFailure(undefined);
    try {
      await onConfirm();
    } catch (error) {
      setSending(false);
      if (!onError?.(error)) setFailure(error);
    }
  };

  return (
    <Modal open title={title} onClose={onClose}>
      {failure !== undefined && <ErrorAlert error={failure} />}
      {children}
      <ModalActions>
        <Button variant="secondary" onClick={onBack} disabled={sending}>
          {t('admin.form.back')}
        </Button>
        <Button onClick={confirm} disabled={sending} aria-busy={sending} data-autofocus>
          {confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}

/** The closing step of an action: the server's msg, what follows from it, and Close. */
function DoneModal({ title, msg, onClose, children }: { title: string; msg: string; onClose: () => void; children?: ReactNode }) {
  const t = useT();
  return (
    <Modal open title={title} onClose={onClose} closeButton={false}>
      <Alert variant="success">{msg}</Alert>
      {children}
      <ModalActions>
        <Button onClick={onClose} data-autofocus>
          {t('common.close')}
        </Button>
      </ModalActions>
    </Modal>
  );
}

type Step<Values> =
  | { name: 'choose'; values: Values; errors?: FormikErrors<Values> }
  | { name: 'confirm'; values: Values }
  | { name: 'done'; values: Values; msg: string };

interface ChooseConfirmProps<Values extends FormikValues> {
  title: string;
  onClose: () => void;
  initialValues: Values;
  validationSchema: AnyObjectSchema;
  /** The choice's fields. */
  fields: ReactNode;
  submitLabel: string;
  /** What the confirmation says about these values. */
  confirmation: (values: Values) => ReactNode;
  /** Sends the confirmed values; resolves to the server's msg. */
  send: (values: Values) => Promise<string>;
  /** Shown under the msg once done. */
  done?: (values: Values) => ReactNode;
}

/**
 * An action that cannot be taken back (activations, certificates): choose, confirm, then the
 * server's msg. Back keeps the choice; a server error about a field returns to it, on that field.
 */
export function ChooseConfirmModal<Values extends FormikValues>(props: ChooseConfirmProps<Values>) {
  const { title, onClose, initialValues, validationSchema, fields, submitLabel, confirmation, send, done } = props;
  const fieldErrors = useServerFieldErrors();
  const [step, setStep] = useState<Step<Values>>({ name: 'choose', values: initialValues });

  switch (step.name) {
    case 'choose':
      return (
        <FormModal
          title={title}
          onClose={onClose}
          initialValues={step.values}
          initialErrors={step.errors}
          validationSchema={validationSchema}
          submitLabel={submitLabel}
          onSubmit={(values) => setStep({ name: 'confirm', values })}
        >
          {fields}
        </FormModal>
      );
    case 'confirm':
      return (
        <ConfirmModal
          title={title}
          confirmLabel={submitLabel}
          onConfirm={async () => setStep({ name: 'done', values: step.values, msg: await send(step.values) })}
          onError={(error) => {
            const errors = fieldErrors(error, step.values);
            if (errors) setStep({ name: 'choose', values: step.values, errors });
            return errors !== undefined;
          }}
          onBack={() => setStep({ name: 'choose', values: step.values })}
          onClose={onClose}
        >
          {confirmation(step.values)}
        </ConfirmModal>
      );
    case 'done':
      return (
        <DoneModal title={title} msg={step.msg} onClose={onClose}>
          {done?.(step.values)}
        </DoneModal>
      );
  }
}
