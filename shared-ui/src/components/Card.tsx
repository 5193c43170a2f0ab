import styled from 'styled-components';
import { theme } from '../theme';

export const Card = styled.section`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space(6)};
`;
