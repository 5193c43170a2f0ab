import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { CARDS } from '../admin-app/src/features/dashboard/cards';
import { translate } from '../shared-api/src/texts';
import { ADMIN } from './playwright.config';
import { expectAccessible } from './support/a11y';
import { adminAddsUser, uniqueEmail } from './support/api';
import { activate, tabTo, typeInto } from './support/keyboard';

/**
 * The admin's journeys with the keyboard alone: every dashboard card's modal (focus moves in and
 * comes back to the card), the setup chain from a new team to its link, a team page action on a
 * ticked user, and a class added on /classes that a visitor then joins, registers for and pays
 * for up to the test-mode payment page.
 */

async function logInByKeyboard(page: Page, email: string, password: string) {
  await page.goto('/login');
  await typeInto(page, page.getByLabel('Email'), email);
  await typeInto(page, page.getByLabel('Password'), password);
  await page.keyboard.press('Enter');
}

const focusInside = (dialog: Locator) => expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

/** Tabs to a select and picks an option by typing the start of its text (the browser's type-ahead). */
async function chooseByKeyboard(page: Page, select: Locator, text: string) {
  await tabTo(page, select);
  await page.keyboard.type(text);
  await expect(select.locator('option:checked')).toHaveText(text);
}

test('keyboard: every dashboard card opens its modal and gives focus back; a new team, its cohort and link', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  await logInByKeyboard(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);

  for (const card of CARDS) {
    const title = translate('ENG', card.title);
    const button = page.getByRole('button', { name: title, exact: true });
    await activate(page, button);
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await focusInside(dialog);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  }

  // The chain of SPEC.md's modals, each step's first field or main button taking focus.
  const teamName = `Keyboard Team ${stamp}`;
  const createTeam = page.getByRole('button', { name: 'Create New Team', exact: true });
  await activate(page, createTeam);
  await expect(page.getByRole('dialog', { name: 'Create New Team' }).getByLabel('Team name')).toBeFocused();
  await page.keyboard.type(teamName);
  await page.keyboard.press('Enter');
  const offerCohort = page.getByRole('dialog', { name: 'Would you also like to create a new cohort?' });
  await expect(offerCohort.getByRole('button', { name: 'Create Cohort' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Add Cohort' }).getByLabel('Cohort name')).toBeFocused();
  await page.keyboard.type('Keyboard cohort');
  await page.keyboard.press('Enter');
  const offerLink = page.getByRole('dialog', { name: 'Would you also like to create a new assessment link?' });
  await expect(offerLink.getByRole('button', { name: 'Create Link' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Generate Assessment Link' }).getByLabel('Link text (no spaces)')).toBeFocused();
  await page.keyboard.type(`keys-${stamp}`);
  await page.keyboard.press('Enter');
  const created = page.getByRole('dialog', { name: 'New Assessment Link Created!' });
  await expect(created.getByRole('button', { name: 'Copy Link' })).toBeFocused();
  await activate(page, created.getByRole('button', { name: 'Close' }));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(createTeam).toBeFocused();

  // Activate Results for the new team: the team chosen by typing, the confirmation, the outcome.
  const activateCard = page.getByRole('button', { name: 'Activate Results', exact: true });
  await activate(page, activateCard);
  const activation = page.getByRole('dialog', { name: 'Activate Results' });
  await chooseByKeyboard(page, activation.getByLabel('Team'), teamName);
  await activate(page, activation.getByRole('button', { name: 'Activate' }));
  await expect(activation.getByText(`Activate the results of all cohorts of ${teamName}?`)).toBeVisible();
  await focusInside(activation);
  await activate(page, activation.getByRole('button', { name: 'Activate' }));
  await expect(activation.getByRole('alert')).toBeVisible();
  await activate(page, activation.getByRole('button', { name: 'Close' }));
  await expect(activateCard).toBeFocused();
});

test('keyboard: a team page action on a ticked user', async ({ page, request }) => {
  const member = { name: 'Tab Member', email: uniqueEmail('tab-member'), password: 'given-password1' };
  await adminAddsUser(request, member);
  await logInByKeyboard(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await activate(page, page.getByRole('navigation').getByRole('link', { name: 'Teams' }));
  await expect(page).toHaveURL(/\/teams$/);
  await page.goto('/team?teamId=1');

  const tick = page.getByRole('checkbox', { name: `Select ${member.name}` });
  await tabTo(page, tick);
  await page.keyboard.press('Space');
  await expect(tick).toBeChecked();
  // The team's actions stand above its users: back up to them, as a keyboard user would.
  const action = page.getByRole('button', { name: 'Activate Results' });
  await tabTo(page, action, { back: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Activate Results' });
  await focusInside(dialog);
  await activate(page, dialog.getByRole('button', { name: 'Activate', exact: true }));
  await expect(page.getByText(/Results activated|have results|has results/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(action).toBeFocused();
});

test('keyboard: a class added on /classes; a visitor joins, registers, changes class and reaches the test-mode payment page', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const teamName = `Keyboard Classes ${stamp}`;
  const slug = `keys-${stamp}`;
  const className = `Keyboard Sprint ${stamp}`;
  const token = (await (await request.post('/api/login', { data: ADMIN })).json()).access_token as string;
  const auth = { Authorization: `Bearer ${token}` };
  const team = (await (await request.post('/api/add-team', { headers: { ...auth, teamName: encodeURIComponent(teamName) } })).json()).id as number;
  await request.post('/api/edit-team', { headers: { ...auth, TeamID: String(team), TeamName: encodeURIComponent(teamName) }, data: { settings: { publicSlug: slug } } });

  await logInByKeyboard(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await activate(page, page.getByRole('navigation').getByRole('link', { name: 'Classes' }));
  await expect(page).toHaveURL(/\/classes$/);
  await activate(page, page.getByRole('button', { name: 'Add Class' }));
  const form = page.getByRole('form', { name: 'Create Class' });
  await typeInto(page, form.getByLabel('Name', { exact: true }), className);
  await chooseByKeyboard(page, form.getByLabel('Team', { exact: true }), teamName);
  await typeInto(page, form.getByLabel('Place', { exact: true }), 'Room 5');
  const startsAt = form.getByLabel('Start date and time');
  await tabTo(page, startsAt);
  const next = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await page.keyboard.type(`${pad(next.getMonth() + 1)}${pad(next.getDate())}${next.getFullYear()}`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('0930A');
  await typeInto(page, form.getByLabel('Price', { exact: true }), '80');
  await activate(page, form.getByRole('button', { name: 'Create Class' }));
  await expect(page.getByRole('status')).toHaveText('Class created.');

  // A visitor: the public page, Enroll, registration, checkout.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/join/${slug}`);
  await activate(visitor, visitor.getByRole('listitem', { name: className }).getByRole('button', { name: 'Enroll' }));
  await expect(visitor).toHaveURL(/\/register\?classID=\d+&teamID=\d+$/);
  await typeInto(visitor, visitor.getByLabel('Full Name'), 'Vic Visitor');
  await typeInto(visitor, visitor.getByLabel('Email'), uniqueEmail('keys-visitor'));
  await typeInto(visitor, visitor.getByLabel('Password'), 'class-password-1');
  await visitor.keyboard.press('Enter');
  await expect(visitor).toHaveURL(/\/checkout$/);

  // Back to the classes, then the class's own page, Enroll again, and on to checkout.
  await activate(visitor, visitor.getByRole('button', { name: 'Back to Class Selection' }));
  await expect(visitor).toHaveURL(/\/classes$/);
  await expectAccessible(visitor);
  await activate(visitor, visitor.getByRole('listitem', { name: className }).getByRole('link', { name: 'Details' }));
  await expect(visitor).toHaveURL(/\/class\?classID=\d+$/);
  await expectAccessible(visitor);
  await activate(visitor, visitor.getByRole('button', { name: 'Enroll' }));
  await activate(visitor, visitor.getByRole('link', { name: 'Go to checkout' }));
  await expect(visitor).toHaveURL(/\/checkout$/);

  // A cancelled payment comes back to the checkout.
  await visitor.goto('/checkout-cancelled');
  await expect(visitor).toHaveURL(/\/checkout$/);
  await expect(visitor.getByRole('heading', { name: className })).toBeVisible();
  await expectAccessible(visitor, { via: '/checkout-cancelled' });
  await activate(visitor, visitor.getByRole('button', { name: 'Proceed to Payment' }));
  await expect(visitor).toHaveURL(/\/api\/test-checkout\?session=/);
  await expect(visitor.getByText(/^TEST MODE/)).toBeVisible();
  await tabTo(visitor, visitor.getByRole('button', { name: 'Pay' }));
  await visitor.context().close();
});
