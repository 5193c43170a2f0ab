import { useId } from 'react';
import styled from 'styled-components';
import type { AssessmentQuestion, DemographicFieldView } from 'shared-api';
import { theme, useT } from 'shared-ui';
import type { PageKind, PageProps } from '../questionnaire/types';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  margin-bottom: ${theme.space(4)};
  label { font-weight: ${theme.font.weight.medium}; }
  input, select, textarea {
    min-height: 44px;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    font: inherit;
    color: inherit;
    background: ${theme.color.surface};
  }
  textarea { min-height: 6rem; }
`;

const Required = styled.span`
  color: ${theme.color.danger};
`;

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
  const id = useId();
  const common = {
    id,
    required: field.required,
    value: value ?? '',
    onChange: (e: { target: { value: string } }) => onChange(parse(field, e.target.value)),
  };
  return (
    <Field>
      <label htmlFor={id}>
        {field.label}
        {field.required && <Required aria-hidden="true"> *</Required>}
      </label>
      {field.kind === 'select' ? (
        <select {...common}>
          <option value="">{t('questionnaire.choose')}</option>
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : field.kind === 'textarea' ? (
        <textarea {...common} />
      ) : field.kind === 'number' ? (
        <input {...common} type="number" inputMode="numeric" min={field.min} step={1} />
      ) : (
        <input {...common} type="text" />
      )}
    </Field>
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
