import type { InputHTMLAttributes } from 'react';
import { useField } from 'formik';
import type { TranslateVars } from 'shared-api/texts/lazy';
import { useMessage } from '../I18nProvider';
import { FormField, Input } from './FormField';

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
 * input with aria-describedby (FormField) so a screen reader reads it with the field.
 */
export function TextField({ name, label, hint, messageVars, type = 'text', ...rest }: TextFieldProps) {
  const [field, meta] = useField(name);
  const message = useMessage();
  const error = meta.touched && meta.error ? message(meta.error, messageVars) : undefined;
  return (
    <FormField label={label} hint={hint} error={error}>
      {({ id, ...aria }) => <Input id={id} type={type} {...field} {...rest} {...aria} />}
    </FormField>
  );
}
