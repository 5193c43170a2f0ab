import { Form, Formik } from 'formik';
import { newPasswordSchema } from 'shared-api';
import { Button, TextField } from 'shared-ui';

interface NewPasswordFormProps {
  label: string;
  submitLabel: string;
  /** Resolves when done; the caller shows any failure itself. */
  onSubmit: (password: string) => Promise<void>;
}

/** The one-field form of the first-login and reset screens (SPEC.md section 5, "New password"). */
export function NewPasswordForm({ label, submitLabel, onSubmit }: NewPasswordFormProps) {
  return (
    <Formik
      initialValues={{ password: '' }}
      validationSchema={newPasswordSchema}
      onSubmit={(values) => onSubmit(values.password)}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <TextField name="password" type="password" label={label} autoComplete="new-password" />
          <Button type="submit" block disabled={isSubmitting}>
            {submitLabel}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
