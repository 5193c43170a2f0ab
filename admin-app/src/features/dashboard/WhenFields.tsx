import { useField, useFormikContext } from 'formik';
import * as yup from 'yup';
import { atField } from 'shared-api';
import { FormField, Select, TextField, useFormat, useT } from 'shared-ui';

/** When a dashboard action runs: now, or at a date-time-local value (the admin's own time zone). */
export interface WhenValues {
  When: 'now' | 'later';
  At: string;
}

export const NOW: WhenValues = { When: 'now', At: '' };

/** The local date-time as the server's header At takes it (UTC); undefined for now or a bad value. */
function isoOf(local: string): string | undefined {
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** Header At of these values: undefined runs the action now. */
export const atOf = ({ When, At }: WhenValues): string | undefined => (When === 'later' ? isoOf(At) : undefined);

const serverAt = atField().required();

/** The server's rule for At (in the future, within two years), on the value as the admin sees it. */
export const whenSchema = yup.object({
  When: yup.string().oneOf(['now', 'later']),
  At: yup.string().when('When', {
    is: 'later',
    then: (schema) => schema.test('at', 'schedules.validation.at', (value) => serverAt.isValidSync(isoOf(value ?? ''))),
  }),
});

/** The When select and, for later, the date and time: named When and At, so a server error about At lands on its field. */
export function WhenFields() {
  const t = useT();
  const [field] = useField<string>('When');
  const { values } = useFormikContext<WhenValues>();
  return (
    <>
      <FormField label={t('schedules.when')}>
        {(control) => (
          <Select {...control} {...field}>
            <option value="now">{t('schedules.when.now')}</option>
            <option value="later">{t('schedules.when.later')}</option>
          </Select>
        )}
      </FormField>
      {values.When === 'later' && <TextField name="At" type="datetime-local" label={t('schedules.when.at')} hint={t('schedules.when.hint')} />}
    </>
  );
}

/** The confirmation's line for an action planned ahead; nothing for one that runs now. */
export function WhenConfirmation({ values }: { values: WhenValues }) {
  const t = useT();
  const format = useFormat();
  const at = atOf(values);
  return at ? <p>{t('schedules.when.confirm', { at: format.dateTime(at) })}</p> : null;
}
