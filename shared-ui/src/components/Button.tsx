import { forwardRef } from 'react';
import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../theme';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

const variants = {
  primary: css`
    background: ${theme.color.primary};
    color: ${theme.color.primaryText};
    &:hover:not(:disabled) { background: ${theme.color.primaryHover}; }
  `,
  secondary: css`
    background: ${theme.color.secondary};
    color: ${theme.color.text};
    &:hover:not(:disabled) { background: ${theme.color.secondaryHover}; }
  `,
  danger: css`
    background: ${theme.color.danger};
    color: ${theme.color.primaryText};
    &:hover:not(:disabled) { background: ${theme.color.dangerHover}; }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $block: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: 44px; /* touch target size */
  padding: ${theme.space(2)} ${theme.space(5)};
  border: 0;
  border-radius: ${theme.radius.md};
  font: inherit;
  font-weight: ${theme.font.weight.medium};
  cursor: pointer;
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  ${(p) => variants[p.$variant]}
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Full width, for the main action of a form. */
  block?: boolean;
}

/** type defaults to "button" so a button inside a form never submits it by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', block = false, type = 'button', ...rest },
  ref,
) {
  return <StyledButton ref={ref} type={type} $variant={variant} $block={block} {...rest} />;
});
