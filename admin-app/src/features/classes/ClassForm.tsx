import type { ReactNode } from 'react';
import { useField } from 'formik';
import styled from 'styled-components';
import { addClassSchema, CLASS_LIMITS, MAX_TEXT, useTeamsByRecencyQuery } from 'shared-api';
import type { ClassFormValues } from 'shared-api';
import { CheckboxField, FormField, FormModal, Select, TextArea, TextField, theme, useMessage, useT } from 'shared-ui';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  column-gap: ${theme.space(4)};
`;

/** A formik-bound select or text area: the error is the shared schema's key, shown once touched. */
function BoundField({ name, label, hint, children, as }: { name: keyof ClassFormValues; label: string; hint?: string; children?: ReactNode; as: 'select' | 'textarea' }) {
  const [field, meta] = useField<string>(name);
  const message = useMessage();
  const error = meta.touched && meta.error ? message(meta.error) : undefined;
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) =>
        as === 'select' ? (
          <Select {...field} {...control}>{children}</Select>
        ) : (
          <TextArea {...field} {...control} rows={4} maxLength={CLASS_LIMITS.description} />
        )
      }
    </FormField>
  );
}

function TeamSelect() {
  const t = useT();
  const teams = useTeamsByRecencyQuery();
  return (
    <BoundField name="TeamID" label={t('classes.field.team')} as="select">
      <option value="">{t('classes.field.chooseTeam')}</option>
      {teams.data?.teams.map((team) => (
        <option key={team.id} value={String(team.id)}>
          {team.name}
        </option>
      ))}
    </BoundField>
  );
}

export interface ClassFormProps {
  open: boolean;
  title: string;
  initialValues: ClassFormValues;
  submitLabel: string;
  onClose: () => void;
  /** Saves the class; a refusal with field errors is shown on the fields, any other above them. */
  onSubmit: (values: ClassFormValues) => Promise<void>;
}

/** The add and edit dialog of a class: SPEC.md's fields, the price and currency, the start. */
export function ClassForm({ open, title, initialValues, submitLabel, onClose, onSubmit }: ClassFormProps) {
  const t = useT();
  return (
    <FormModal
      open={open}
      title={title}
      onClose={onClose}
      cancelLabel={t('classes.form.cancel')}
      initialValues={initialValues}
      validationSchema={addClassSchema}
      submitLabel={submitLabel}
      formLabel={submitLabel}
      onSubmit={onSubmit}
    >
      <TextField name="Name" label={t('classes.field.name')} maxLength={MAX_TEXT} />
      <TeamSelect />
      <TextField name="ShortDescription" label={t('classes.field.shortDescription')} maxLength={CLASS_LIMITS.description} />
      <BoundField name="Description" label={t('classes.field.description')} as="textarea" />
      <Columns>
        <TextField name="TimeDescription" label={t('classes.field.timeDescription')} maxLength={MAX_TEXT} />
        <TextField name="PlaceDescription" label={t('classes.field.placeDescription')} maxLength={MAX_TEXT} />
        <TextField name="LengthDescription" label={t('classes.field.lengthDescription')} maxLength={MAX_TEXT} />
      </Columns>
      <TextField name="StartsAt" type="datetime-local" label={t('classes.field.startsAt')} hint={t('classes.field.startsAtHint')} />
      <Columns>
        <TextField name="Capacity" type="number" min={0} max={CLASS_LIMITS.capacity} step={1} label={t('classes.field.capacity')} />
        <TextField name="Price" inputMode="decimal" label={t('classes.field.price')} hint={t('classes.field.priceHint')} />
        <TextField name="Currency" maxLength={3} autoCapitalize="characters" label={t('classes.field.currency')} />
      </Columns>
      <CheckboxField name="AcceptNow" label={t('classes.field.acceptNow')} />
      <CheckboxField name="AcceptAny" label={t('classes.field.acceptAny')} />
    </FormModal>
  );
}
