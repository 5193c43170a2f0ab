import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { apiLogin, uniqueEmail } from './support/api';
import { adminCreatesLink, auth, DEMOGRAPHICS, PAGES, TIMED } from './support/assessment';
import { activate, tabTo, typeInto } from './support/keyboard';

/**
 * A participant's journeys with the keyboard alone (support/keyboard.ts): every control is reached
 * with Tab or Shift+Tab and worked with Enter, Space, arrows and typing; no clicks, no fill().
 */

async function signOutByKeyboard(page: Page) {
  await activate(page, page.getByRole('button', { name: 'Sign out' }));
  await expect(page).toHaveURL(/\/login$/);
}

async function logInByKeyboard(page: Page, email: string, password: string) {
  await typeInto(page, page.getByLabel('Email'), email);
  await typeInto(page, page.getByLabel('Password'), password);
  await page.keyboard.press('Enter');
}

test('keyboard: register, sign out, log in; the home and privacy addresses', async ({ page }) => {
  const email = uniqueEmail('keys');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expectAccessible(page);
  await activate(page, page.getByRole('link', { name: 'Sign up' }));
  await expect(page).toHaveURL(/\/register$/);
  await typeInto(page, page.getByLabel('Full Name'), 'Kim Keys');
  await typeInto(page, page.getByLabel('Email'), email);
  await typeInto(page, page.getByLabel('Password'), 'short');
  await activate(page, page.getByRole('button', { name: 'Sign Up' }));
  await expect(page.getByText("Please enter a password that's at least 8 characters.")).toBeVisible();
  // Back to the field the error is about, the other way round.
  await tabTo(page, page.getByLabel('Password'), { back: true });
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription("Please enter a password that's at least 8 characters.");
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('keyboard-password');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByText('Hello, Kim Keys!')).toBeVisible();

  await signOutByKeyboard(page);
  await logInByKeyboard(page, email, 'keyboard-password');
  await expect(page).toHaveURL(/\/portal$/);

  await page.goto('/privacy');
  await expect(page).toHaveURL(/\/privacy-policy\.html$/);
  await expectAccessible(page, { via: '/privacy' });
});

/** Each statement's radio group: Tab into it, then Space on the first point or arrows to another. */
async function rateByKeyboard(page: Page, column: (row: number) => number) {
  const groups = page.getByRole('radiogroup');
  const count = await groups.count();
  expect(count).toBeGreaterThan(0);
  for (let row = 0; row < count; row += 1) {
    const radios = groups.nth(row).getByRole('radio');
    await tabTo(page, radios.first());
    const steps = column(row);
    if (steps === 0) await page.keyboard.press('Space');
    for (let i = 0; i < steps; i += 1) await page.keyboard.press('ArrowRight');
    await expect(radios.nth(steps)).toBeChecked();
  }
}

/** The demographic fields in tab order: a select takes ArrowDown (its first real option), others typing. */
async function demographicsByKeyboard(page: Page) {
  const fields = page.locator('main select, main input, main textarea');
  const count = await fields.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const field = fields.nth(i);
    await tabTo(page, field);
    const tag = await field.evaluate((el) => (el.tagName === 'INPUT' ? (el as HTMLInputElement).type : el.tagName.toLowerCase()));
    if (tag === 'select') {
      await page.keyboard.press('ArrowDown');
      await expect(field).not.toHaveValue('');
    } else {
      await page.keyboard.type(tag === 'number' ? '3' : 'Typed');
    }
  }
}

test('keyboard: the whole assessment, its timed pages and the submit, then the results', async ({ page, request }) => {
  test.setTimeout(120_000);
  const link = await adminCreatesLink(request, 'Keyboard');
  const email = uniqueEmail('keys-assess');
  await page.goto(`/r?t=${encodeURIComponent(link)}`);
  await typeInto(page, page.getByLabel('Full Name'), 'Kai Keys');
  await typeInto(page, page.getByLabel('Email'), email);
  await typeInto(page, page.getByLabel('Password'), 'keyboard-password');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal$/);

  await activate(page, page.getByRole('link', { name: 'Innovation Assessment' }));
  await expect(page).toHaveURL(/\/assessment$/);

  const next = page.getByRole('button', { name: 'Next', exact: true });
  for (let index = 0; index < PAGES; index += 1) {
    const heading = page.getByRole('heading', { name: `Question ${index + 1}`, exact: true });
    await expect(heading).toBeVisible();
    // A new page moves focus to its heading, so Tab goes on from the top of the new content.
    if (index > 0) await expect(heading).toBeFocused();
    if (TIMED.has(index)) {
      await activate(page, page.getByRole('button', { name: 'Start' }));
      await expect(page.getByRole('timer')).toBeVisible();
      await typeInto(page, page.getByLabel('Your idea', { exact: true }), `idea ${index}`);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('list', { name: 'Your ideas (1)' })).toContainText(`idea ${index}`);
      // The idea's remove button is reachable too (not pressed).
      await tabTo(page, page.getByRole('button', { name: `Remove 'idea ${index}'` }));
    } else if (index === DEMOGRAPHICS) {
      await demographicsByKeyboard(page);
    } else {
      await rateByKeyboard(page, (row) => (row + index) % 5);
    }
    await activate(page, next);
  }

  await expect(page.getByRole('heading', { name: 'All Done?' })).toBeFocused();
  await activate(page, page.getByRole('button', { name: 'Submit' }));
  await expect(page).toHaveURL(/\/post-assessment$/);

  const participant = await request.post('/api/login', { data: { email, password: 'keyboard-password' } });
  const { user_id: userId } = (await participant.json()) as { user_id: number };
  const activated = await request.post('/api/activate-results-for-team', { headers: auth(await apiLogin(request)), data: { UserIDs: [userId] } });
  expect(activated.ok()).toBe(true);

  await page.goto('/portal');
  await activate(page, page.getByRole('link', { name: 'See your results' }));
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole('heading', { name: 'Your Strongest Area' })).toBeVisible();
  const pdf = page.getByRole('link', { name: 'Download your report (PDF)' });
  await tabTo(page, pdf);
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
  await popup.close();
});
