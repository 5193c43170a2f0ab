import { useId } from 'react';
import type { InputHTMLAttributes } from 'react';
import { useField } from 'formik';
import styled from 'styled-components';
import { useMessage } from '../I18nProvider';
import type { TranslateVars } from '../i18n';
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

const Input = styled.input`
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  font: inherit;
  color: inherit;
  background: ${theme.color.surface};
  &[aria-invalid='true'] { border-color: ${theme.color.danger}; }
`;

const Hint = styled.span`
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;

const ErrorText = styled.span`
  font-size: ${theme.font.size.sm};
  color: ${theme.color.danger};
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  hint?: string;
  /** Values for placeholders in the error message, e.g. {domain} of validation.emailDomain. */
  messageVars?: TranslateVars;
}

/**
 * A labelled input bound to the surrounding formik form. The error (a dictionary key from the
 * shared schema, or text from the server) shows once the field is touched, and is linked to the
 * input with aria-describedby so a screen reader reads it with the field.
 */
export function TextField({ name, label, hint, messageVars, type = 'text', ...rest }: TextFieldProps) {
  const [field, meta] = useField(name);
  const message = useMessage();
  const id = useId();
  const error = meta.touched && meta.error ? message(meta.error, messageVars) : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        {...field}
        {...rest}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}
