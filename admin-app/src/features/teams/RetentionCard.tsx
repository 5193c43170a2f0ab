import { Form, Formik } from 'formik';
import { editRetentionSchema, formatDay, RETENTION_MODES, useEditRetentionMutation, useRetentionQuery, utcDay, type RetentionMode, type RetentionResponse } from 'shared-api';
import { LOCALES } from 'shared-api/texts/lazy';
import { Button, Card, ErrorAlert, FormField, FormOutcomeAlert, Loading, Muted, Select, TextField, useFormat, useFormOutcome, useLanguage, useT } from 'shared-ui';
import { SectionTitle } from './styles';

interface RetentionValues {
  RetentionDays: string;
  RetentionMode: RetentionMode;
  ProgrammeEndsOn: string;
}

const formValues = (retention: RetentionResponse): RetentionValues => ({
  RetentionDays: retention.retentionDays === null ? '' : String(retention.retentionDays),
  RetentionMode: retention.retentionMode,
  ProgrammeEndsOn: retention.programmeEndsOn ?? '',
});

/** The form checks what the server checks, less the team, which the page gives. */
const formSchema = editRetentionSchema.omit(['TeamID']);

/** What the setting will do, and when, as the server computed it. */
function RetentionPreview({ retention }: { retention: RetentionResponse }) {
  const t = useT();
  const format = useFormat();
  const locale = LOCALES[useLanguage().language];
  const lastActivity = retention.lastActivityAt && <Muted>{t('team.retention.lastActivity', { at: format.dateTime(retention.lastActivityAt) })}</Muted>;
  if (retention.retentionDays === null) return <p>{t('team.retention.none')}</p>;
  if (retention.dueOn === null || retention.warningOn === null) return <p>{t('team.retention.noParticipants')}</p>;
  const today = utcDay();
  const text =
    retention.dueOn <= today
      ? t('team.retention.past', { participants: retention.participants })
      : t(retention.warningOn <= today ? 'team.retention.dueWarned' : 'team.retention.due', {
          participants: retention.participants,
          mode: t(retention.retentionMode === 'erase' ? 'team.retention.done.erase' : 'team.retention.done.anonymise'),
          due: formatDay(retention.dueOn, locale),
          warning: formatDay(retention.warningOn, locale),
        });
  return (
    <div role="status">
      <p>{text}</p>
      {lastActivity}
    </div>
  );
}

/**
 * A team's personal data retention (issue 26, administrators only): how long its participants'
 * data are kept after the programme, what then becomes of them, and when that will be.
 */
export function RetentionCard({ teamId }: { teamId: number }) {
  const t = useT();
  const retention = useRetentionQuery(teamId);
  const [edit] = useEditRetentionMutation();
  const { outcome, onSubmit } = useFormOutcome(async (values: RetentionValues) => {
    const days = values.RetentionDays.trim();
    const saved = await edit({ teamId, retentionDays: days ? Number(days) : null, retentionMode: values.RetentionMode, programmeEndsOn: values.ProgrammeEndsOn || null }).unwrap();
    return saved.msg;
  });

  if (!retention.data) return <Card>{retention.error ? <ErrorAlert error={retention.error} /> : <Loading />}</Card>;
  return (
    <Card aria-labelledby="team-retention">
      <SectionTitle id="team-retention">{t('team.retention.title')}</SectionTitle>
      <Muted>{t('team.retention.intro')}</Muted>
      <RetentionPreview retention={retention.data} />
      <Formik initialValues={formValues(retention.data)} enableReinitialize validationSchema={formSchema} onSubmit={onSubmit}>
        {({ values, setFieldValue, isSubmitting }) => (
          <Form noValidate aria-label={t('team.retention.title')}>
            <TextField name="RetentionDays" inputMode="numeric" label={t('team.retention.days')} hint={t('team.retention.daysHelp')} />
            <FormField label={t('team.retention.mode')}>
              {(control) => (
                <Select {...control} value={values.RetentionMode} onChange={(e) => setFieldValue('RetentionMode', e.target.value)}>
                  {RETENTION_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {t(mode === 'erase' ? 'team.retention.mode.erase' : 'team.retention.mode.anonymise')}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <TextField name="ProgrammeEndsOn" type="date" label={t('team.retention.end')} />
            <FormOutcomeAlert outcome={outcome} />
            <Button type="submit" disabled={isSubmitting}>
              {t('team.retention.save')}
            </Button>
          </Form>
        )}
      </Formik>
    </Card>
  );
}
