import { useField } from 'formik';
import { audienceSchema, sendRemindersSchema, useSendRemindersMutation, type SendRemindersRequest } from 'shared-api';
import { FormField, Select, useMessage, useT } from 'shared-ui';
import { ChooseConfirmModal } from './DashboardModal';
import { PreviewReach, Reach } from './Reach';
import { REMINDABLE, reminderTitle } from './reminders';
import { ANY_COHORT, TeamCohortFields, useAudienceText, type TeamCohortValues } from './TeamCohortFields';
import { atOf, NOW, WhenConfirmation, WhenFields, whenSchema, type WhenValues } from './WhenFields';

interface ReminderValues extends TeamCohortValues, WhenValues {
  Questionnaire: string;
}

const schema = audienceSchema.concat(whenSchema).concat(sendRemindersSchema.pick(['Questionnaire']));

function QuestionnaireSelect() {
  const t = useT();
  const message = useMessage();
  const [field, meta] = useField<string>('Questionnaire');
  return (
    <FormField label={t('schedules.reminders.questionnaire')} error={meta.touched && meta.error ? message(meta.error) : undefined}>
      {(control) => (
        <Select {...control} {...field}>
          <option value="">{t('schedules.reminders.choose')}</option>
          {REMINDABLE.map(({ value, title }) => (
            <option key={value} value={value}>
              {t(title)}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

/**
 * Send Reminders (issue 22): a team, a cohort (all cohorts is -1), a questionnaire, now or later;
 * a confirmation naming them, how many users they hold, how many it emails now and who is left
 * out; then the server's msg.
 */
export function RemindersModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const audience = useAudienceText();
  const [sendReminders] = useSendRemindersMutation();
  const requestOf = (values: ReminderValues): SendRemindersRequest => {
    const { TeamID, CohortId } = audienceSchema.cast(values);
    return { teamId: TeamID, cohortId: CohortId, questionnaire: values.Questionnaire, at: atOf(values) };
  };
  const questionnaireName = (value: string) => {
    const title = reminderTitle(value);
    return title ? t(title) : value;
  };
  return (
    <ChooseConfirmModal<ReminderValues>
      title={t('schedules.reminders.title')}
      onClose={onClose}
      initialValues={{ TeamID: '', CohortId: ANY_COHORT, Questionnaire: '', ...NOW }}
      validationSchema={schema}
      fields={
        <>
          <TeamCohortFields cohort="all" />
          <QuestionnaireSelect />
          <WhenFields />
        </>
      }
      submitLabel={t('schedules.reminders.submit')}
      confirmation={(values) => (
        <>
          <p>{t('schedules.reminders.confirm', { questionnaire: questionnaireName(values.Questionnaire), audience: audience(values) })}</p>
          <Reach values={values} audience={audience(values)} />
          <PreviewReach request={{ reminders: requestOf(values) }} />
          <p>{t('schedules.reminders.rules')}</p>
          <WhenConfirmation values={values} />
        </>
      )}
      send={async (values) => (await sendReminders(requestOf(values)).unwrap()).msg}
    />
  );
}
