import { expect, test } from '@playwright/test';
import { ADMIN } from './playwright.config';
import { apiLogin, latestEmailTo, uniqueEmail } from './support/api';
import { expectAccessible } from './support/a11y';
import { logIn } from './support/browser';
import { daysFromNow, enrolAndPay } from './support/classes';

/**
 * Classes and card payment end to end (issue 10): the admin adds a priced class; a visitor enrols
 * from the team's public page, registers, pays in test mode and, once the admin opens the
 * assessment on the class page, starts it; a second participant leaves and is refunded; the class
 * list shows the seats.
 */
test('a public class page, registration, test-mode payment, Open Assessment, a refund and the seats', async ({ page, browser, request }) => {
  const stamp = Date.now();
  const teamName = `Classes ${stamp}`;
  const slug = `classes-${stamp}`;
  const className = `Design Sprint ${stamp}`;
  const token = await apiLogin(request);
  const auth = { Authorization: `Bearer ${token}` };
  const team = (await (await request.post('/api/add-team', { headers: { ...auth, teamName: encodeURIComponent(teamName) } })).json()).id as number;
  const edited = await request.post('/api/edit-team', {
    headers: { ...auth, TeamID: String(team), TeamName: encodeURIComponent(teamName) },
    data: { settings: { publicSlug: slug } },
  });
  expect(edited.ok()).toBe(true);

  // The admin adds the class on /classes.
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Classes' }).first().click();
  await expect(page).toHaveURL(/\/classes$/);
  await page.getByRole('button', { name: 'Add Class' }).click();
  const form = page.getByRole('form', { name: 'Create Class' });
  await expect(form).toBeVisible();
  await expectAccessible(page);
  await form.getByLabel('Name', { exact: true }).fill(className);
  await form.getByLabel('Team', { exact: true }).selectOption({ label: teamName });
  await form.getByLabel('Place', { exact: true }).fill('Room 4');
  await form.getByLabel('Start date and time').fill(daysFromNow(30));
  await form.getByLabel('Price', { exact: true }).fill('120');
  await form.getByRole('button', { name: 'Create Class' }).click();
  await expect(page.getByRole('status')).toHaveText('Class created.');
  const row = page.getByRole('row', { name: new RegExp(className) });
  await expect(row).toContainText('0 / 25');
  await expectAccessible(page);

  // Ana enrols from the public page, registers and pays; the assessment is not open yet.
  const ana = { name: 'Ana Lima', email: uniqueEmail('ana-class') };
  const anaPage = await enrolAndPay(browser, slug, className, ana);
  await expect(anaPage.getByText("Your class's assessment isn't open yet.", { exact: false })).toBeVisible();
  expect((await latestEmailTo(request, ana.email)).subject).toBe(`Payment received for ${className}`);

  // The admin opens the assessment on the class page; Ana can start it.
  await row.getByRole('link', { name: className }).click();
  await expect(page).toHaveURL(/\/class\?classID=\d+$/);
  await expect(page.getByText('Open spots: 24')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(ana.name) })).toContainText('Paid');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Open Assessment' }).click();
  await expectAccessible(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, Continue' }).click();
  await expect(page.getByRole('status')).toHaveText('Assessment opened for 1 student.');
  await expectAccessible(page);
  await anaPage.goto('/pre-assessment');
  await anaPage.getByRole('button', { name: 'Start the Assessment' }).click();
  await expect(anaPage).toHaveURL(/\/assessment$/);

  // Bo enrols and pays, then cancels inside the window: a full refund, on screen and by email.
  const bo = { name: 'Bo Kim', email: uniqueEmail('bo-class') };
  const boPage = await enrolAndPay(browser, slug, className, bo);
  await expect(boPage.getByText('The assessment takes about 15 minutes.')).toBeVisible();
  await boPage.goto('/checkout');
  await expect(boPage.getByText('You have paid for this class.')).toBeVisible();
  await expectAccessible(boPage);
  await boPage.getByRole('button', { name: 'Cancel My Enrolment' }).click();
  await expect(boPage.getByRole('dialog')).toContainText('Your payment of $120.00 will be refunded in full.');
  await expectAccessible(boPage);
  await boPage.getByRole('dialog').getByRole('button', { name: 'Yes, Continue' }).click();
  await expect(boPage.getByRole('status')).toHaveText('You have left the class. Your payment of $120.00 has been refunded in full.');
  await expectAccessible(boPage);
  expect((await latestEmailTo(request, bo.email)).subject).toBe(`Your refund for ${className}`);

  // The class list shows the one seat taken.
  await page.goto('/classes');
  await expect(page.getByRole('row', { name: new RegExp(className) })).toContainText('1 / 25');
});
