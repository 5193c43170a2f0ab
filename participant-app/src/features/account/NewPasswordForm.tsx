import { Form, Formik } from 'formik';
import { newPasswordSchema } from 'shared-api';
import { Button, FormOutcomeAlert, TextField, useFormOutcome } from 'shared-ui';

interface NewPasswordFormProps {
  label: string;
  submitLabel: string;
  /** Resolves when done; what it throws is shown on the field it names, else above the form. */
  onSubmit: (password: string) => Promise<void>;
}

/** The one-field form of the first-login and reset screens (SPEC.md section 5, "New password"). */
export function NewPasswordForm({ label, submitLabel, onSubmit }: NewPasswordFormProps) {
  const { outcome, onSubmit: submit } = useFormOutcome((values: { password: string }) => onSubmit(values.password));
  return (
    <Formik initialValues={{ password: '' }} validationSchema={newPasswordSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <>
          <FormOutcomeAlert outcome={outcome} />
          <Form noValidate>
            <TextField name="password" type="password" label={label} autoComplete="new-password" />
            <Button type="submit" block disabled={isSubmitting}>
              {submitLabel}
            </Button>
          </Form>
        </>
      )}
    </Formik>
  );
}
