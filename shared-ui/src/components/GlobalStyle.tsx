import { createGlobalStyle } from 'styled-components';
import { theme } from '../theme';

/** Rendered once by the host; remotes rely on it for fonts, colours and the focus ring. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font.family};
    font-size: ${theme.font.size.md};
    line-height: 1.5;
    color: ${theme.color.text};
    background: ${theme.color.background};
    /* Hangul breaks between words, not inside them. */
    word-break: keep-all;
    overflow-wrap: anywhere;
  }
  h1, h2, h3 { line-height: 1.25; margin: 0 0 ${theme.space(3)}; }
  a { color: ${theme.color.primary}; }
  a:hover { color: ${theme.color.primaryHover}; }
  :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
