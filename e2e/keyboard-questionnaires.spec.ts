import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { adminAddsUser, apiLogin, uniqueEmail } from './support/api';
import { activate, tabTo, typeInto } from './support/keyboard';

/**
 * The questionnaires with the keyboard alone: sliders moved with arrow keys, the unanswered-question
 * dialog taking focus and giving it back, the typed and chosen answers of the surveys, and the
 * reassessment reached from the portal.
 */

async function adminPost(page: Page, url: string, headers: Record<string, string>) {
  const res = await page.request.post(url, { headers: { Authorization: `Bearer ${await apiLogin(page.request)}`, ...headers } });
  expect(res.ok()).toBe(true);
}

/** Presses the page's forward button with one question left out: the dialog has focus, Enter closes it, focus comes back. */
async function missedDialogByKeyboard(page: Page, forward: string) {
  const button = page.getByRole('button', { name: forward, exact: true });
  await activate(page, button);
  const dialog = page.getByRole('dialog', { name: 'Question Unanswered' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await activate(page, dialog.getByRole('button', { name: 'OK' }));
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
}

/** Both pages of a slider questionnaire: each slider moved with ArrowRight, the last one first left out. */
async function slidersByKeyboard(page: Page) {
  for (const forward of ['Next', 'Submit']) {
    const sliders = page.getByRole('slider');
    await expect(sliders.first()).toBeVisible();
    const count = await sliders.count();
    for (let i = 0; i < count - 1; i += 1) {
      await tabTo(page, sliders.nth(i));
      await page.keyboard.press('ArrowRight');
      await expect(sliders.nth(i)).toHaveAttribute('data-touched', 'true');
    }
    await missedDialogByKeyboard(page, forward);
    await tabTo(page, sliders.nth(count - 1), { back: true });
    await page.keyboard.press('ArrowLeft');
    await activate(page, page.getByRole('button', { name: forward, exact: true }));
  }
}

/** A survey's questions in order: typed into a text box, else Space on the first choice. */
async function surveyByKeyboard(page: Page) {
  const items = page.locator('main ol > li');
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  for (let i = 0; i < count; i += 1) {
    const text = items.nth(i).locator('textarea');
    if (await text.count()) {
      await typeInto(page, text, `Typed answer ${i + 1}.`);
    } else {
      await tabTo(page, items.nth(i).locator('input').first());
      await page.keyboard.press('Space');
    }
  }
  await activate(page, page.getByRole('button', { name: 'Submit' }));
}

test('keyboard: the post-class questionnaires, sliders and surveys, and the reassessment from the portal', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('keys-q');
  const team = await (await request.post('/api/add-team', { headers: { Authorization: `Bearer ${await apiLogin(request)}`, teamName: `Keys ${Date.now()}` } })).json();
  await adminAddsUser(request, { name: 'Quinn Keys', email, password: 'given-password1' }, team.id);
  await adminPost(page, '/api/activate-post-assessment-by-team-cohort', { TeamID: String(team.id), CohortId: '-1' });

  await page.goto('/login');
  await typeInto(page, page.getByLabel('Email'), email);
  await typeInto(page, page.getByLabel('Password'), 'given-password1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/welcome$/);
  await typeInto(page, page.getByLabel('New password'), 'keyboard-password');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal$/);

  await activate(page, page.getByRole('link', { name: 'Self-Efficacy Questions' }));
  await expect(page).toHaveURL(/\/assessment-se$/);
  await slidersByKeyboard(page);
  await expect(page).toHaveURL(/\/assessment-ps$/);
  await slidersByKeyboard(page);
  await expect(page).toHaveURL(/\/post-class-survey$/);
  for (const next of ['/reflection-qs', '/assessment-ck', '/portal']) {
    await surveyByKeyboard(page);
    await expect(page).toHaveURL(new RegExp(`${next}$`));
  }

  await adminPost(page, '/api/activate-reassessment-by-team-cohort', { TeamID: String(team.id), CohortId: '-1' });
  await page.reload();
  await activate(page, page.getByRole('link', { name: 'Innovation Reassessment' }));
  await expect(page).toHaveURL(/\/assessment-re$/);
  await expect(page.getByRole('radiogroup').first()).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, page.getByRole('radiogroup').first().getByRole('radio').first());
});
