import styled, { keyframes } from 'styled-components';
import { useT } from '../I18nProvider';
import { theme } from '../theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-block;
  width: 1.25em;
  height: 1.25em;
  border: 3px solid ${theme.color.border};
  border-top-color: ${theme.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(8)} 0;
  color: ${theme.color.textMuted};
`;

/** A polite live region, so the wait is announced without interrupting. */
export function Loading({ label }: { label?: string }) {
  const t = useT();
  return (
    <Wrapper role="status">
      <Spinner />
      <span>{label ?? t('common.loading')}</span>
    </Wrapper>
  );
}
