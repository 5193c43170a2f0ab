import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from '../theme';
import type { Tone } from '../theme';

const StyledBadge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: ${theme.space(0.5)} ${theme.space(2.5)};
  border-radius: ${theme.radius.pill};
  border: 1px solid ${(p) => theme.color[p.$tone].border};
  background: ${(p) => theme.color[p.$tone].bg};
  color: ${(p) => theme.color[p.$tone].text};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  line-height: 1.4;
  white-space: nowrap;
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: Tone;
}

/** A status label; the text carries the meaning, the colour only reinforces it. */
export function Badge({ tone = 'gray', ...rest }: BadgeProps) {
  return <StyledBadge $tone={tone} data-tone={tone} {...rest} />;
}
