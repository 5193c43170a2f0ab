import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * The keyboard journeys' only ways to act: Tab or Shift+Tab until a control has focus (so it is
 * proven reachable, in the page's own order), then keys. No clicks, no fill().
 */

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** The focused control shows a focus indicator: :focus-visible matches and draws an outline or a shadow. */
export async function expectFocusRing(target: Locator) {
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return { focusVisible: el.matches(':focus-visible'), drawn: outline || style.boxShadow !== 'none' };
  });
  expect(ring, 'the focused control shows where focus is').toEqual({ focusVisible: true, drawn: true });
}

/**
 * Tabs (backwards with `back`) until `target` has focus, at most `max` presses, and checks that it
 * shows its focus ring. Fails when Tab never reaches it: it is unreachable, or out of order.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 40 }: { back?: boolean; max?: number } = {}) {
  await target.waitFor();
  for (let presses = 0; !(await isFocused(target)); presses += 1) {
    if (presses === max) throw new Error(`${target} not reached by ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expectFocusRing(target);
}

/** Tabs to a text field, empties it and types, as a person does. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** Tabs to a control and presses Enter on it (a button, a link). */
export async function activate(page: Page, control: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, control);
  await page.keyboard.press(key);
}
