import { useState } from 'react';
import { Form, Formik } from 'formik';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import {
  readSession,
  registerSchema,
  useAppConfigQuery,
  useRegisterMutation,
  useRegisterWithTokenMutation,
  useTeamAccessTokenQuery,
  useVerifyClassQuery,
} from 'shared-api';
import type { RegisterResponse } from 'shared-api';
import type { DictionaryKey } from 'shared-api/texts';
import { Alert, Button, ErrorAlert, errorCode, FormCard, FormOutcomeAlert, Loading, TextField, useFormOutcome, useT } from 'shared-ui';
import { SupportLink, useSupportEmail } from './support';
import { useStartSession } from './useStartSession';

interface RegisterValues {
  name: string;
  email: string;
  password: string;
}

interface RegisterFormProps {
  title: string;
  subtitle?: string;
  intro?: string;
  submitLabel: DictionaryKey;
  /** Token mode: the email must end with this domain description. */
  emailDesc?: string;
  /** Where the new account goes; default: home. A class's registrant goes on to pay for it. */
  next?: string;
  register: (values: RegisterValues) => Promise<RegisterResponse>;
}

/** Whether a failed call means the email already has an account (409 with conflict: true). */
function isConflict(error: unknown): boolean {
  const data = (error as { data?: { conflict?: unknown } } | undefined)?.data;
  return data?.conflict === true || errorCode(error) === 'CONFLICT';
}

/** Every way the server says the email is taken, as one failure whose text offers to log in. */
const CONFLICT = { status: 409, data: { error: 'CONFLICT' } };

/** The form shared by the three registration modes of SPEC.md section 2. */
function RegisterForm({ title, subtitle, intro, submitLabel, emailDesc, next = '/', register }: RegisterFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const supportEmail = useSupportEmail() ?? '';
  const tokenMode = emailDesc !== undefined;
  const domainVars = { domain: emailDesc ?? '' };

  const { outcome, onSubmit } = useFormOutcome(async (values: RegisterValues) => {
    const response = await register({ ...values, name: values.name.trim(), email: values.email.trim() }).catch((error: unknown) => {
      throw isConflict(error) ? CONFLICT : error;
    });
    // SPEC.md section 7 also allows a 200 answer that only sets conflict.
    if (response.conflict) throw CONFLICT;
    startSession(response);
    navigate(next, { replace: true });
  });

  return (
    <FormCard
      title={title}
      subtitle={subtitle}
      intro={intro}
      footer={
        <p>
          {t('register.haveAccount')} <Link to="/login">{t('register.loginLink')}</Link>
        </p>
      }
    >
      <FormOutcomeAlert
        outcome={outcome}
        errorVars={{ email: supportEmail }}
        links={(error) => {
          const code = errorCode(error);
          if (code === 'CONFLICT') return <Link to="/login">{t('register.loginLink')}</Link>;
          return code === 'INVALID_ACCESS_TOKEN' && <SupportLink />;
        }}
      />
      <Formik
        initialValues={{ name: '', email: '', password: '' }}
        validationSchema={registerSchema({ emailDesc })}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField name="name" label={t('register.fullName')} autoComplete="name" />
            <TextField
              name="email"
              type="email"
              label={t('register.email')}
              autoComplete="email"
              hint={tokenMode && emailDesc ? t('register.emailDomainHint', domainVars) : undefined}
              messageVars={domainVars}
            />
            <TextField name="password" type="password" label={t('register.password')} autoComplete="new-password" />
            <Button type="submit" block disabled={isSubmitting}>
              {t(submitLabel)}
            </Button>
          </Form>
        )}
      </Formik>
    </FormCard>
  );
}

/** /r?t=<link text>: a shared assessment link; the token decides the allowed email domain. */
function TokenRegistration({ token }: { token: string }) {
  const t = useT();
  const check = useTeamAccessTokenQuery(token);
  // The invalid-token text names the support address, so wait for it.
  const config = useAppConfigQuery();
  const [registerWithToken] = useRegisterWithTokenMutation();

  if (check.isLoading || config.isLoading) return <Loading />;
  if (!check.data?.valid) {
    const unknownToken = check.data || errorCode(check.error) === 'INVALID_ACCESS_TOKEN';
    return (
      <FormCard title={t('register.tokenTitle')}>
        {unknownToken ? (
          <Alert variant="error">
            <p>{t('errors.INVALID_ACCESS_TOKEN', { email: config.data?.supportEmail ?? '' })}</p>
            <p>
              <SupportLink />
            </p>
          </Alert>
        ) : (
          <ErrorAlert error={check.error} />
        )}
      </FormCard>
    );
  }
  return (
    <RegisterForm
      title={t('register.tokenTitle')}
      submitLabel="register.tokenSubmit"
      emailDesc={check.data.emailDesc}
      register={(values) => registerWithToken({ ...values, token }).unwrap()}
    />
  );
}

/** register?classID=&teamID=: joining a class from its public page; an unknown class goes to /. */
function ClassRegistration({ classID, teamID }: { classID: string; teamID: string }) {
  const t = useT();
  const check = useVerifyClassQuery({ classID, teamID });
  const [register] = useRegisterMutation();

  if (check.isLoading) return <Loading />;
  if (!check.data?.valid) return <Navigate to="/" replace />;
  return (
    <RegisterForm
      title={t('register.classTitle')}
      subtitle={check.data.className}
      submitLabel="register.submit"
      next="/pre-assessment"
      register={(values) => register({ ...values, classID: Number(classID), teamID: teamID ? Number(teamID) : null }).unwrap()}
    />
  );
}

/** Registration (/r and /register) in one of three modes, chosen by the query parameters. */
export default function RegisterPage() {
  const t = useT();
  const [params] = useSearchParams();
  const [register] = useRegisterMutation();
  const [existing] = useState(readSession);
  const token = params.get('t');
  const classID = params.get('classID');

  if (existing) return <Navigate to="/portal" replace />;
  if (token) return <TokenRegistration token={token} />;
  if (classID) return <ClassRegistration classID={classID} teamID={params.get('teamID') ?? ''} />;
  return (
    <RegisterForm
      title={t('register.defaultTitle')}
      intro={t('register.defaultNote')}
      submitLabel="register.submit"
      register={(values) => register({ ...values, classID: null, teamID: null }).unwrap()}
    />
  );
}
