import { readFileSync } from 'node:fs';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { totp } from '../server/src/features/mfa/totp';
import { ADMIN } from './playwright.config';
import { adminAddsUser, uniqueEmail } from './support/api';
import { expectAccessible } from './support/a11y';
import { logIn } from './support/browser';
import { startOwnServer } from './support/ownServer';

// A second factor (issue 24): the test computes the codes an authenticator app would show.

/** The code of the next 30-second step: accepted now (one step either side), and after any code used so far. */
const nextCode = (secret: string) => totp(secret, Date.now() + 30_000);

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** A first login of an admin-made account: the password chosen on /welcome. */
async function firstLogin(page: Page, email: string, password: string) {
  await logIn(page, email, 'first-password');
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/portal$/);
}

/** On /account: sets up the second factor with the account's password; answers its key and the recovery codes shown. */
async function turnOnSecondFactor(page: Page, password: string): Promise<{ secret: string; codes: string[] }> {
  const section = page.getByRole('region', { name: 'Second factor' });
  await section.getByRole('button', { name: 'Set up a second factor' }).click();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectAccessible(page);
  const secret = (await section.getByTestId('mfa-secret').innerText()).replace(/\s+/g, '');
  await section.getByLabel('Current password').fill(password);
  await section.getByLabel('Code from the app').fill('000000');
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByText("That code isn't right.", { exact: false })).toBeVisible();
  await section.getByLabel('Code from the app').fill(totp(secret, Date.now()));
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByText('The second factor is on.')).toBeVisible();
  const codes = await section.getByTestId('recovery-codes').getByRole('listitem').allInnerTexts();
  expect(codes).toHaveLength(10);
  return { secret, codes };
}

test('an admin turns on a second factor, then logs in with a code and with a recovery code', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('mfa-admin');
  await adminAddsUser(request, { name: 'Mia Factor', email, password: 'first-password' }, 1, { admin: true });
  await firstLogin(page, email, 'admin-password-1');

  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await expectAccessible(page);
  const { secret, codes } = await turnOnSecondFactor(page, 'admin-password-1');
  const section = page.getByRole('region', { name: 'Second factor' });
  const download = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download the codes' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('recovery-codes.txt');
  expect(readFileSync(await file.path(), 'utf8')).toContain(codes[0]);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('A second factor is on', { exact: false })).toBeVisible();
  await expectAccessible(page);

  // The password alone no longer signs in: the code does.
  await signOut(page);
  await logIn(page, email, 'admin-password-1');
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Code').fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText("That code isn't right.", { exact: false })).toBeVisible();
  await page.getByLabel('Code').fill(nextCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // A recovery code, once.
  await signOut(page);
  await logIn(page, email, 'admin-password-1');
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[3]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await signOut(page);
  await logIn(page, email, 'admin-password-1');
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[3]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText("That code isn't right.", { exact: false })).toBeVisible();
});

test('a team leader is held at the setup while a second factor is required of managers', async ({ page }) => {
  test.setTimeout(180_000);
  const server = await startOwnServer(3215, { REQUIRE_MFA_FOR_MANAGERS: 'true' });
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  try {
    // The admin is held too: a second factor first, through the API, then the team and its leader.
    const password = await api.post('/api/login', { data: { email: ADMIN.email, password: ADMIN.password } });
    const weak = { Authorization: `Bearer ${(await password.json()).access_token as string}` };
    expect((await api.post('/api/add-team', { headers: weak, data: { teamName: 'Held' } })).status()).toBe(403);
    const { secret } = await (await api.post('/api/mfa-setup', { headers: weak })).json();
    const enabled = await api.post('/api/mfa-enable', { headers: weak, data: { Code: totp(secret, Date.now()), CurrentPassword: ADMIN.password } });
    expect(enabled.ok()).toBe(true);
    // The password-only session ended; the one enabling answered was opened with the factor.
    const token = (await enabled.json()).access_token as string;
    const auth = { Authorization: `Bearer ${token}` };
    const team = await (await api.post('/api/add-team', { headers: auth, data: { teamName: 'Held Team' } })).json();
    const email = uniqueEmail('held-leader');
    await adminAddsUser(api, { name: 'Lee Held', email, password: 'first-password' }, team.id, { teamLeader: true, as: token });

    await page.goto(`${server.baseURL}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('first-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByLabel('New password').fill('leader-password-1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page).toHaveURL(/\/portal$/);

    await page.goto(`${server.baseURL}/teams`);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Your organisation asks admins and team leaders to use a second factor.', { exact: false })).toBeVisible();
    await turnOnSecondFactor(page, 'leader-password-1');
    await page.getByRole('region', { name: 'Second factor' }).getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByText('Your organisation asks admins', { exact: false })).toHaveCount(0);
    await page.getByRole('link', { name: 'Teams' }).click();
    await expect(page).toHaveURL(/\/teams$/);
    await expect(page.getByRole('link', { name: 'Held Team' })).toBeVisible();
  } finally {
    await api.dispose();
    await server.stop();
  }
});

test('a participant changes their name and password on /account, and signs out everywhere', async ({ page, browser, request }) => {
  const email = uniqueEmail('account');
  await adminAddsUser(request, { name: 'Paz Conta', email, password: 'first-password' });
  await firstLogin(page, email, 'old-password-1');
  // A second browser signed in too: "sign out everywhere" ends it.
  const other = await browser.newPage();
  await logIn(other, email, 'old-password-1');
  await expect(other).toHaveURL(/\/portal$/);

  await page.goto('/account');
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('Full name').fill('Paz Conta Lima');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('Your name was saved.')).toBeVisible();

  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel('New password').fill('new-password-2');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Your current password is missing or incorrect.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await password.getByLabel('Current password').fill('old-password-1');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Your password was changed.', { exact: false })).toBeVisible();
  // This browser stays signed in; the other one's session ended with the change.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  // A refused session leads to the login page at / (SPEC.md section 8).
  await other.goto('/portal');
  await expect(other).toHaveURL(/\/(login)?$/);
  await logIn(other, email, 'old-password-1');
  await expect(other.getByText("Sorry, there isn't an account with those credentials.", { exact: false })).toBeVisible();
  await logIn(other, email, 'new-password-2');
  await expect(other).toHaveURL(/\/portal$/);
  await expect(other.getByText('Hello, Paz Conta Lima!')).toBeVisible();

  // The list is read as the page opens: the other browser's new session shows after a reload.
  await page.reload();
  const sessions = page.getByRole('region', { name: 'Where you are logged in' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await sessions.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('(2 in all)');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await other.goto('/portal');
  await expect(other).toHaveURL(/\/(login)?$/);
  await other.close();
});
