import styled from 'styled-components';
import { theme } from 'shared-ui';

export const SectionTitle = styled.h2`
  font-size: ${theme.font.size.lg};
  margin: 0 0 ${theme.space(3)};
`;

export const AreaTitle = styled.h3`
  font-size: ${theme.font.size.md};
  margin: ${theme.space(6)} 0 ${theme.space(2)};
`;

/** A note under a table (small groups, withheld departments). */
export const Note = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
  margin: ${theme.space(3)} 0 0;
`;
