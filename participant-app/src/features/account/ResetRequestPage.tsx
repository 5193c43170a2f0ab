import { useState } from 'react';
import { Form, Formik } from 'formik';
import { Link } from 'react-router-dom';
import { resetRequestSchema, useResetRequestMutation } from 'shared-api';
import { Alert, Button, errorCode, FormCard, FormOutcomeAlert, TextField, useFormOutcome, useT } from 'shared-ui';
import { SupportLink } from './support';

/** /reset-request: asks the server to email a reset link. */
export default function ResetRequestPage() {
  const t = useT();
  const [resetRequest] = useResetRequestMutation();
  const [sent, setSent] = useState(false);
  const { outcome, onSubmit } = useFormOutcome(async (values: { email: string }) => {
    const reply: { error?: unknown } = await resetRequest({ email: values.email.trim() }).unwrap();
    // SPEC.md section 7: the call "returns error"; a true one is the unknown email.
    if (reply?.error) throw { data: { error: 'EMAIL_NOT_FOUND' } };
    setSent(true);
  });

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
          <FormOutcomeAlert outcome={outcome} links={(error) => errorCode(error) === 'EMAIL_NOT_FOUND' && <SupportLink />} />
          <Formik initialValues={{ email: '' }} validationSchema={resetRequestSchema} onSubmit={onSubmit}>
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
