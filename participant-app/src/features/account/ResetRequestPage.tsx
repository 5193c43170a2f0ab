import { useState } from 'react';
import { Form, Formik } from 'formik';
import { Link } from 'react-router-dom';
import { resetRequestSchema, useResetRequestMutation } from 'shared-api';
import { Alert, Button, ErrorAlert, errorCode, FormCard, TextField, useShowFieldErrors, useT } from 'shared-ui';
import { SupportLink } from './support';

/** /reset-request: asks the server to email a reset link. */
export default function ResetRequestPage() {
  const t = useT();
  const showFieldErrors = useShowFieldErrors();
  const [resetRequest] = useResetRequestMutation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<unknown>();

  return (
    <FormCard
      title={t('resetRequest.title')}
      intro={sent ? undefined : t('resetRequest.body')}
      footer={
        <p>
          <Link to="/login">{t('resetRequest.backToLogin')}</Link>
        </p>
      }
    >
      {sent ? (
        <Alert variant="success">{t('resetRequest.sent')}</Alert>
      ) : (
        <>
          {failure !== undefined &&
            (errorCode(failure) === 'EMAIL_NOT_FOUND' ? (
              <Alert variant="error">
                <p>{t('errors.EMAIL_NOT_FOUND')}</p>
                <p>
                  <SupportLink />
                </p>
              </Alert>
            ) : (
              <ErrorAlert error={failure} />
            ))}
          <Formik
            initialValues={{ email: '' }}
            validationSchema={resetRequestSchema}
            onSubmit={async (values, helpers) => {
              setFailure(undefined);
              try {
                const reply: { error?: unknown } = await resetRequest({ email: values.email.trim() }).unwrap();
                // SPEC.md section 7: the call "returns error"; a true one is the unknown email.
                if (reply?.error) setFailure({ data: { error: 'EMAIL_NOT_FOUND' } });
                else setSent(true);
              } catch (error) {
                if (!showFieldErrors(error, values, helpers)) setFailure(error);
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate>
                <TextField name="email" type="email" label={t('resetRequest.email')} autoComplete="email" />
                <Button type="submit" block disabled={isSubmitting}>
                  {t('resetRequest.submit')}
                </Button>
              </Form>
            )}
          </Formik>
        </>
      )}
    </FormCard>
  );
}
