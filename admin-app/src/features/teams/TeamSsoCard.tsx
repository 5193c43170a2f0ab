import { useState } from 'react';
import { Form, Formik } from 'formik';
import { ALL_COHORTS, teamSsoFormSchema, useDeleteTeamSsoMutation, useEditTeamSsoMutation, useTeamSsoQuery } from 'shared-api';
import type { TeamSsoFormValues, TeamSsoResponse } from 'shared-api';
import { Alert, Button, Card, ConfirmDialog, ErrorAlert, FormField, FormOutcomeAlert, Loading, Muted, Select, TextField, TextParts, useFormOutcome, useT } from 'shared-ui';
import { EmailDomainsInput } from './EmailDomainsInput';
import { SectionTitle } from './styles';

const formValues = (sso: TeamSsoResponse): TeamSsoFormValues => ({
  Issuer: sso.issuer ?? '',
  ClientID: sso.client_id ?? '',
  ClientSecret: '',
  Domains: sso.domains,
  CohortID: sso.cohort_id ?? ALL_COHORTS,
});

/** A domain another team covers is about the domains, though the server names no field. */
const DOMAINS_FIELD = { SSO_DOMAIN_TAKEN: 'Domains' };

/**
 * Single sign-on (issue 24, administrators only): the team's OpenID Connect provider, the email
 * domains it covers and the cohort new accounts join. The secret is write-only: never shown, kept
 * when left empty.
 */
export function TeamSsoCard(props: TeamSsoCardProps) {
  // Its field messages and errors are the account part's, with the rest of single sign-on's.
  return (
    <TextParts part="account">
      <SsoSettings {...props} />
    </TextParts>
  );
}

interface TeamSsoCardProps {
  teamId: number;
  teamName: string;
  cohorts: { id: number; name: string }[];
}

function SsoSettings({ teamId, teamName, cohorts }: TeamSsoCardProps) {
  const t = useT();
  const sso = useTeamSsoQuery(teamId);
  const [edit] = useEditTeamSsoMutation();
  const [remove] = useDeleteTeamSsoMutation();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string>();
  const { outcome, onSubmit } = useFormOutcome(
    async (values: TeamSsoFormValues) => {
      setNotice(undefined);
      const saved = await edit({ teamId, issuer: values.Issuer, clientId: values.ClientID, clientSecret: values.ClientSecret, domains: values.Domains ?? [], cohortId: values.CohortID }).unwrap();
      return saved.msg;
    },
    { fieldOfCode: DOMAINS_FIELD },
  );

  if (!sso.data) return <Card>{sso.error ? <ErrorAlert error={sso.error} /> : <Loading />}</Card>;
  const settings = sso.data;

  return (
    <Card aria-labelledby="team-sso">
      <SectionTitle id="team-sso">{t('team.sso.title')}</SectionTitle>
      <Muted>{t('team.sso.intro', { url: settings.redirect_uri })}</Muted>
      {notice && <Alert variant="success">{notice}</Alert>}
      <Formik initialValues={formValues(settings)} enableReinitialize validationSchema={teamSsoFormSchema} onSubmit={onSubmit}>
        {({ values, errors, setFieldValue, isSubmitting }) => (
          <Form noValidate aria-label={t('team.sso.title')}>
            <TextField name="Issuer" label={t('team.sso.issuer')} placeholder="https://login.example.org" autoComplete="off" />
            <TextField name="ClientID" label={t('team.sso.clientId')} autoComplete="off" />
            <TextField
              name="ClientSecret"
              type="password"
              label={t('team.sso.clientSecret')}
              hint={settings.has_secret ? t('team.sso.secretKept') : undefined}
              autoComplete="new-password"
            />
            <EmailDomainsInput
              label={t('team.sso.domains')}
              value={values.Domains ?? []}
              onChange={(domains) => setFieldValue('Domains', domains)}
              error={typeof errors.Domains === 'string' ? errors.Domains : undefined}
            />
            <FormField label={t('team.sso.cohort')}>
              {(control) => (
                <Select {...control} value={values.CohortID} onChange={(e) => setFieldValue('CohortID', Number(e.target.value))}>
                  <option value={ALL_COHORTS}>{t('team.sso.noCohort')}</option>
                  {cohorts.map((cohort) => (
                    <option key={cohort.id} value={cohort.id}>
                      {cohort.name}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormOutcomeAlert outcome={outcome} />
            <Button type="submit" disabled={isSubmitting}>
              {t('team.sso.save')}
            </Button>{' '}
            {settings.configured && (
              <Button variant="danger" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
                {t('team.sso.remove')}
              </Button>
            )}
          </Form>
        )}
      </Formik>
      <ConfirmDialog
        open={confirming}
        title={t('team.sso.remove')}
        confirmLabel={t('team.sso.remove')}
        cancelLabel={t('userAdmin.cancel')}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          const { msg } = await remove({ teamId }).unwrap();
          setConfirming(false);
          setNotice(msg);
        }}
      >
        <p>{t('team.sso.removeConfirm', { team: teamName })}</p>
      </ConfirmDialog>
    </Card>
  );
}
