import { useId } from 'react';
import { useField } from 'formik';
import styled from 'styled-components';
import { theme } from '../theme';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  margin-bottom: ${theme.space(4)};
  label { display: inline-flex; align-items: center; gap: ${theme.space(2)}; font-weight: ${theme.font.weight.medium}; }
  input { width: 1.1rem; height: 1.1rem; }
  span { font-size: ${theme.font.size.sm}; color: ${theme.color.textMuted}; }
`;

/** A labelled checkbox bound to a formik boolean; the hint says why it may be disabled. */
export function CheckboxField({ name, label, hint, disabled = false }: { name: string; label: string; hint?: string; disabled?: boolean }) {
  const [field] = useField({ name, type: 'checkbox' });
  const hintId = useId();
  return (
    <Row>
      <label>
        <input type="checkbox" {...field} disabled={disabled} aria-describedby={hint ? hintId : undefined} />
        {label}
      </label>
      {hint && <span id={hintId}>{hint}</span>}
    </Row>
  );
}
