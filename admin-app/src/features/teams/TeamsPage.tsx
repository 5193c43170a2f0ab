import { Form, Formik } from 'formik';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { addTeamSchema, useAddTeamMutation, readSession, useTeamsByRecencyQuery } from 'shared-api';
import { Alert, Button, Card, ErrorAlert, FormOutcomeAlert, Loading, Page, Stack, TextField, theme, useFormOutcome, useT } from 'shared-ui';
import { SectionTitle } from './styles';

const Teams = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { padding: ${theme.space(2)} 0; border-bottom: 1px solid ${theme.color.border}; }
  li:last-child { border-bottom: 0; }
  a { font-weight: ${theme.font.weight.medium}; }
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${theme.space(3)};
  > div { flex: 1 1 240px; margin-bottom: 0; }
  > button { margin-top: ${theme.space(7)}; }
`;

function AddTeamForm() {
  const t = useT();
  const [addTeam] = useAddTeamMutation();
  const { outcome, onSubmit } = useFormOutcome<{ teamName: string }>(async (values, helpers) => {
    const { msg } = await addTeam({ teamName: values.teamName.trim() }).unwrap();
    helpers.resetForm();
    return msg;
  });
  return (
    <Card>
      <SectionTitle>{t('teamsList.addTitle')}</SectionTitle>
      <FormOutcomeAlert outcome={outcome} />
      <Formik initialValues={{ teamName: '' }} validationSchema={addTeamSchema} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('teamsList.addTitle')}>
            <AddRow>
              <TextField name="teamName" label={t('teamsList.name')} maxLength={200} />
              <Button type="submit" disabled={isSubmitting}>
                {t('teamsList.add')}
              </Button>
            </AddRow>
          </Form>
        )}
      </Formik>
    </Card>
  );
}

/** /teams: every team, newest first, each opening its page; and a form to add one. */
export function TeamsPage() {
  const t = useT();
  const location = useLocation();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  const teams = useTeamsByRecencyQuery();
  // Only admins create teams; a team leader sees the teams they lead.
  const admin = readSession()?.admin ?? false;
  return (
    <Page data-remote="admin">
      <Stack $gap={6}>
        <h1>{t('teamsList.title')}</h1>
        <p>
          {!admin && (
            <>
              <Link to="/admin">{t('admin.title')}</Link> ·{' '}
            </>
          )}
          <Link to="/outbox">{t('outbox.link')}</Link>
        </p>
        {typeof notice === 'string' && <Alert variant="success">{notice}</Alert>}
        {admin && <AddTeamForm />}
        <Card>
          <SectionTitle>{t('teamsList.listTitle')}</SectionTitle>
          {teams.isLoading && <Loading />}
          {teams.error !== undefined && <ErrorAlert error={teams.error} />}
          {teams.data &&
            (teams.data.teams.length ? (
              <Teams aria-label={t('teamsList.listTitle')}>
                {teams.data.teams.map((team) => (
                  <li key={team.id}>
                    <Link to={`/team?teamId=${team.id}`}>{team.name}</Link>
                  </li>
                ))}
              </Teams>
            ) : (
              <p>{t('teamsList.empty')}</p>
            ))}
        </Card>
      </Stack>
    </Page>
  );
}
