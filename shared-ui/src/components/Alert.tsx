import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from '../theme';
import type { Tone } from '../theme';

export type AlertVariant = 'error' | 'success' | 'info';

const tones: Record<AlertVariant, Tone> = { error: 'red', success: 'green', info: 'blue' };

const StyledAlert = styled.div<{ $tone: Tone }>`
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  border: 1px solid ${(p) => theme.color[p.$tone].border};
  border-left-width: 4px;
  background: ${(p) => theme.color[p.$tone].bg};
  color: ${(p) => theme.color[p.$tone].text};
  margin-bottom: ${theme.space(4)};
  a { color: inherit; font-weight: ${theme.font.weight.bold}; }
  p { margin: 0; }
  p + p { margin-top: ${theme.space(2)}; }
`;

export interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  variant?: AlertVariant;
}

/** role="alert" so screen readers announce it when it appears; children may hold links. */
export function Alert({ variant = 'info', ...rest }: AlertProps) {
  return <StyledAlert role="alert" data-variant={variant} $tone={tones[variant]} {...rest} />;
}
