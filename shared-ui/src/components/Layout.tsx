import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../theme';
import { Card } from './Card';

/** The content column of a screen (the host's chrome provides the <main> landmark). */
export const Page = styled.div<{ $narrow?: boolean }>`
  max-width: ${(p) => (p.$narrow ? theme.layout.formWidth : theme.layout.pageWidth)};
  margin: 0 auto;
  padding: ${theme.space(8)} ${theme.space(4)};
`;

export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => theme.space(p.$gap ?? 4)};
`;

export const Muted = styled.p`
  color: ${theme.color.textMuted};
  margin: 0 0 ${theme.space(4)};
`;

const Title = styled.h1`
  font-size: ${theme.font.size.xl};
`;

const Subtitle = styled.p`
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.medium};
  margin: 0 0 ${theme.space(4)};
`;

const Footer = styled.div`
  margin-top: ${theme.space(5)};
  font-size: ${theme.font.size.sm};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  p { margin: 0; }
`;

export interface FormCardProps {
  title: string;
  subtitle?: string;
  intro?: ReactNode;
  /** Links under the form (sign up, forgot password...). */
  footer?: ReactNode;
  children: ReactNode;
}

/** A narrow page with one card: the layout of every account screen. */
export function FormCard({ title, subtitle, intro, footer, children }: FormCardProps) {
  return (
    <Page $narrow>
      <Card>
        <Title>{title}</Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
        {intro && <Muted>{intro}</Muted>}
        {children}
        {footer && <Footer>{footer}</Footer>}
      </Card>
    </Page>
  );
}
