/**
 * Design tokens. Components import them directly (not through a ThemeProvider) so a remote renders
 * correctly even when a host forgets the provider or two copies of the context exist.
 */
export const theme = {
  color: {
    text: '#1f2933',
    textMuted: '#52606d',
    background: '#f5f7fa',
    surface: '#ffffff',
    border: '#cbd2d9',
    primary: '#1f5fa8',
    primaryHover: '#184c87',
    primaryText: '#ffffff',
    secondary: '#e4e7eb',
    secondaryHover: '#cbd2d9',
    danger: '#b42318',
    dangerHover: '#912018',
    // At least 3:1 against the page, the cards and the tinted alerts it is drawn on (WCAG 1.4.11,
    // theme.test.ts): a ring as light as the yellow tone's border would not be seen on white.
    focus: '#b45309',
    overlay: 'rgba(15, 23, 42, 0.55)',
    green: { bg: '#e3f9e5', text: '#14532d', border: '#7bc47f' },
    yellow: { bg: '#fff7d6', text: '#713f12', border: '#f0b429' },
    red: { bg: '#fde8e8', text: '#7f1d1d', border: '#f29b9b' },
    gray: { bg: '#eef1f4', text: '#323f4b', border: '#cbd2d9' },
    blue: { bg: '#e6f0fb', text: '#133e6e', border: '#8cb8e8' },
  },
  /** 4-px grid: space(1) = 4px. */
  space: (n: number) => `${n * 4}px`,
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  font: {
    /** System fonts first; the Korean faces cover Hangul where the Latin system font lacks it. */
    family:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans KR", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem' },
    weight: { normal: 400, medium: 500, bold: 700 },
  },
  shadow: {
    card: '0 1px 3px rgba(15, 23, 42, 0.08), 0 1px 2px rgba(15, 23, 42, 0.06)',
    modal: '0 20px 40px rgba(15, 23, 42, 0.25)',
  },
  layout: { formWidth: '440px', pageWidth: '1040px' },
} as const;

export type Theme = typeof theme;
export type Tone = 'green' | 'yellow' | 'red' | 'gray' | 'blue';
