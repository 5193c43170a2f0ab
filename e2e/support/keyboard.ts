import type { Locator, Page } from '@playwright/test';

/**
 * The keyboard journeys' only ways to act: Tab or Shift+Tab until a control has focus (so it is
 * proven reachable, in the page's own order), then keys. No clicks, no fill().
 */

interface Stop {
  /** Whether the target has focus. */
  here: boolean;
  /** Whether the focused control shows it: :focus-visible matches and draws an outline or a shadow. */
  ring: boolean;
  what: string;
}

/** Where focus is, seen from the target. */
const stopAt = (target: Locator): Promise<Stop> =>
  target.evaluate((el) => {
    const active = document.activeElement;
    if (!active || active === document.body) return { here: false, ring: true, what: 'the page' };
    if ((active as HTMLElement).tabIndex < 0) return { here: el === active, ring: true, what: 'no Tab stop' };
    // Focus on a part of the browser's own inside a control (a date field's calendar button): the
    // browser draws that ring, and the page's styles cannot reach it to be checked.
    if (!active.matches(':focus')) return { here: false, ring: true, what: 'a part of a native control' };
    const style = getComputedStyle(active);
    const drawn = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    return { here: el === active, ring: active.matches(':focus-visible') && drawn, what: active.outerHTML.slice(0, 160) };
  });

/**
 * Tabs (backwards with `back`) until `target` has focus, at most `max` presses. Fails when Tab
 * never reaches it (unreachable, or out of order), and when a control on the way, or the target,
 * shows no focus ring.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 40 }: { back?: boolean; max?: number } = {}) {
  await target.waitFor();
  for (let presses = 0; ; presses += 1) {
    const stop = await stopAt(target);
    // Where focus was before the first press was checked when Tab reached it, or was put there by
    // the page (a new page's heading) and is no Tab stop.
    if (presses > 0 && !stop.ring) throw new Error(`no visible focus ring on ${stop.what}`);
    if (stop.here) return;
    if (presses === max) throw new Error(`${target} not reached by ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
}

/** Tabs to a text field, empties it and types, as a person does. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** Tabs to a control and presses Enter on it (a button, a link). */
export async function activate(page: Page, control: Locator) {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
}
