import { theme } from './theme';
import type { Tone } from './theme';

/** WCAG 2.1's contrast ratio of two #rrggbb colours (relative luminance, 1.4.3 and 1.4.11). */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const { color } = theme;
const pages = [color.background, color.surface];

describe('theme contrast (WCAG 2.1 AA)', () => {
  it('gives text at least 4.5:1 on every background it is drawn on', () => {
    const pairs: [string, string][] = [
      ...pages.flatMap((page): [string, string][] => [[color.text, page], [color.textMuted, page], [color.primary, page], [color.danger, page]]),
      [color.text, color.secondary],
      [color.text, color.secondaryHover],
      [color.primaryText, color.primary],
      [color.primaryText, color.primaryHover],
      [color.primaryText, color.danger],
      [color.primaryText, color.dangerHover],
      ...(['green', 'yellow', 'red', 'gray', 'blue'] as Tone[]).map((tone): [string, string] => [color[tone].text, color[tone].bg]),
    ];
    for (const [text, background] of pairs) expect({ text, background, ratio: contrast(text, background) >= 4.5 }).toEqual({ text, background, ratio: true });
  });

  it('draws the focus ring at least 3:1 against the page, the cards and the tinted alerts it sits on', () => {
    const around = [...pages, ...(['green', 'yellow', 'red', 'gray', 'blue'] as Tone[]).map((tone) => color[tone].bg)];
    for (const background of around) expect({ background, ratio: contrast(color.focus, background) >= 3 }).toEqual({ background, ratio: true });
  });
});
