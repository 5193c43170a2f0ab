import { expect, test } from '@playwright/test';
import { encodeAnonymousLink } from '../shared-api/src/contract';
import { ADMIN } from './playwright.config';
import { adminAddsUser, adminGeneratesAnonymous, uniqueEmail } from './support/api';
import { expectAccessible } from './support/a11y';
import { logIn } from './support/browser';

test("a user's detail edited, re-passworded and deleted", async ({ page, browser, request }) => {
  const email = uniqueEmail('detail');
  const userId = await adminAddsUser(request, { name: 'Dana Detail', email, password: 'given-pass-1' });

  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/user?userID=${userId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dana Detail' })).toBeVisible();
  await expect(page.getByText('Invited')).toBeVisible();
  await expect(page.getByText('This user has not submitted any answers yet.')).toBeVisible();
  await expectAccessible(page);

  const newEmail = uniqueEmail('renamed');
  await page.getByRole('button', { name: 'Edit User' }).click();
  await expect(page.getByLabel('Full Name')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Full Name').fill('Dana Renamed');
  await page.getByLabel('Email').fill(newEmail);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User updated.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dana Renamed' })).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();

  await page.getByRole('button', { name: 'Edit Password' }).click();
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText("Please enter a password that's at least 8 characters.")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('New password').fill('set-by-admin-9');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Password changed\./)).toBeVisible();

  // The user logs in with the new email and password, and is asked to choose their own.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await logIn(userPage, newEmail, 'set-by-admin-9');
  await expect(userPage).toHaveURL(/\/welcome$/);

  await page.getByRole('button', { name: 'Delete User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete User' });
  await expect(dialog).toContainText(`Delete Dana Renamed (${newEmail})?`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete User' }).click();
  await expect(page).toHaveURL(/\/team\?teamId=1$/);

  // Deleted: the old session is gone and the password no longer opens anything.
  await userPage.reload();
  await expect(userPage).toHaveURL(/\/(login)?$/);
  await logIn(userPage, newEmail, 'set-by-admin-9');
  await expect(userPage.getByText("Sorry, there isn't an account with those credentials.", { exact: false })).toBeVisible();
  await userContext.close();
});

test('an anonymous user signs in with its /login?au= link', async ({ page, request }) => {
  const [anonymous] = await adminGeneratesAnonymous(request, 1, 1);
  expect(anonymous.email).toMatch(/@anonymous\.invalid$/);
  await page.goto(`/login?au=${encodeURIComponent(encodeAnonymousLink(anonymous))}`);
  await expect(page).toHaveURL(/\/welcome$/);
});
