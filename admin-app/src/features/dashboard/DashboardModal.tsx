import { useState } from 'react';
import type { ReactNode } from 'react';
import type { FormikErrors, FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { Alert, Button, ConfirmDialog, FormModal, Modal, ModalActions, useServerFieldErrors, useT } from 'shared-ui';

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
  /** The confirmation takes something away (an undo): its button is the danger one. */
  danger?: boolean;
}

/**
 * An action that reaches many people (activations and their undo, certificates): choose,
 * confirm, then the server's msg. Back keeps the choice; a server error about a field returns to
 * it, on that field.
 */
export function ChooseConfirmModal<Values extends FormikValues>(props: ChooseConfirmProps<Values>) {
  const { title, onClose, initialValues, validationSchema, fields, submitLabel, confirmation, send, done, danger } = props;
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
        <ConfirmDialog
          open
          title={title}
          confirmLabel={submitLabel}
          cancelLabel={t('admin.form.back')}
          focusConfirm
          danger={danger}
          onConfirm={async () => setStep({ name: 'done', values: step.values, msg: await send(step.values) })}
          onError={(error) => {
            const errors = fieldErrors(error, step.values);
            if (errors) setStep({ name: 'choose', values: step.values, errors });
            return errors !== undefined;
          }}
          onCancel={() => setStep({ name: 'choose', values: step.values })}
          onClose={onClose}
        >
          {confirmation(step.values)}
        </ConfirmDialog>
      );
    case 'done':
      return (
        <DoneModal title={title} msg={step.msg} onClose={onClose}>
          {done?.(step.values)}
        </DoneModal>
      );
  }
}
