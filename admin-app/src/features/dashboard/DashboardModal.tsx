import { useState } from 'react';
import type { ReactNode } from 'react';
import type { FormikErrors, FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { Alert, Button, ErrorAlert, FormModal, Modal, ModalActions, useServerFieldErrors, useT } from 'shared-ui';

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
  const t = useT();
  const fieldErrors = useServerFieldErrors();
  const [step, setStep] = useState<Step<Values>>({ name: 'choose', values: initialValues });

  switch (step.name) {
    case 'choose':
      return (
        <FormModal
          title={title}
          onClose={onClose}
          cancelLabel={t('admin.form.cancel')}
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
