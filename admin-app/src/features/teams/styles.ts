import styled from 'styled-components';
import { Button, theme } from 'shared-ui';

/** The team page's compact buttons (tree rows, tags, table actions). */
export const SmallButton = styled(Button)`
  min-height: 36px;
  padding: ${theme.space(1)} ${theme.space(3)};
  font-size: ${theme.font.size.sm};
`;

export const ErrorText = styled.span`
  display: block;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.danger};
`;

export const SectionTitle = styled.h2`
  font-size: ${theme.font.size.lg};
  margin: 0 0 ${theme.space(3)};
`;

export const SubTitle = styled.h3`
  font-size: ${theme.font.size.md};
  margin: ${theme.space(6)} 0 ${theme.space(2)};
`;
