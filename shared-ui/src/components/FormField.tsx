import { useId } from 'react';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../theme';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  margin-bottom: ${theme.space(4)};
`;

const Label = styled.label`
  font-weight: ${theme.font.weight.medium};
`;

const control = css`
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  font: inherit;
  color: inherit;
  background: ${theme.color.surface};
  &[aria-invalid='true'] { border-color: ${theme.color.danger}; }
`;

/** The form controls of the design system, for use inside a FormField. */
export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 6rem;
`;

const Hint = styled.span`
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;

const ErrorText = styled.span`
  font-size: ${theme.font.size.sm};
  color: ${theme.color.danger};
`;

/** What FormField hands its control: the id its label points at and the links to hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  hint?: string;
  /** Already in the screen's language; shown under the control and marks it invalid. */
  error?: string;
  /** Draws the control (Input, Select, TextArea...), spreading or picking the props it is given. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, one control, an optional hint and an optional error, wired together: the label names
 * the control, and the hint and error are linked with aria-describedby so a screen reader reads
 * them with the field. Knows nothing of formik (TextField binds it to a formik form).
 */
export function FormField({ label, hint, error, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}
