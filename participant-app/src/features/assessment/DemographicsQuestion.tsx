import type { AssessmentQuestion, DemographicFieldView } from 'shared-api';
import { FormField, Input, Select, TextArea, useT } from 'shared-ui';
import type { PageKind, PageProps } from '../../engine/questionnaire';

type Value = number | string | undefined;

/** A number field holds a number (the number of reports is counted, not described). */
function parse(field: DemographicFieldView, raw: string): Value {
  if (raw.trim() === '') return undefined;
  return field.kind === 'number' ? Number(raw) : raw;
}

function filled(field: DemographicFieldView, value: Value): boolean {
  if (value === undefined || value === '') return false;
  if (field.kind !== 'number') return true;
  const n = Number(value);
  return Number.isFinite(n) && (field.min === undefined || n >= field.min);
}

function DemographicField({ field, value, onChange }: { field: DemographicFieldView; value: Value; onChange: (v: Value) => void }) {
  const t = useT();
  // The label is the field's text alone, so it names the control exactly (getByLabelText); every
  // field is required (SPEC.md section 5), which the control's `required` says to assistive tech.
  return (
    <FormField label={field.label}>
      {({ id }) => {
        const common = {
          id,
          required: field.required,
          value: value ?? '',
          onChange: (e: { target: { value: string } }) => onChange(parse(field, e.target.value)),
        };
        return field.kind === 'select' ? (
          <Select {...common}>
            <option value="">{t('questionnaire.choose')}</option>
            {field.options?.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        ) : field.kind === 'textarea' ? (
          <TextArea {...common} />
        ) : field.kind === 'number' ? (
          <Input {...common} type="number" inputMode="numeric" min={field.min} step={1} />
        ) : (
          <Input {...common} type="text" />
        );
      }}
    </FormField>
  );
}

/** The last page: the server's form ('Post-Assessment Questions' or 'Demographic Info'). */
function DemographicsQuestion({ page, index, values, update }: PageProps<AssessmentQuestion>) {
  const t = useT();
  const key = String(index);
  return (
    <>
      <h2>{t(page.form === 'postAssessment' ? 'assessment.postAssessmentTitle' : 'assessment.demographicsTitle')}</h2>
      {page.prompt && <p>{page.prompt}</p>}
      {page.fields?.map((field) => (
        <DemographicField
          key={field.id}
          field={field}
          value={values.answers[key]?.[field.id]}
          onChange={(v) => update.setAnswer(key, field.id, v)}
        />
      ))}
    </>
  );
}

export const demographicsKind: PageKind<AssessmentQuestion> = {
  Component: DemographicsQuestion,
  isComplete: (page, index, values) =>
    (page.fields ?? []).every((f) => !f.required || filled(f, values.answers[String(index)]?.[f.id])),
};
