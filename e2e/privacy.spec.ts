import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ADMIN } from './playwright.config';
import { adminAddsUser, apiLogin, latestEmailTo, linkIn, uniqueEmail } from './support/api';
import { expectAccessible } from './support/a11y';
import { logIn } from './support/browser';
import { startOwnServer } from './support/ownServer';

/**
 * Personal data (issue 26): a participant downloads everything held about them and asks for their
 * account to be deleted; an admin carries the request out and anonymises a finished cohort; and a
 * team past its retention is erased by the job of a server restarted days later.
 */

const PASSWORD = 'privacy-pass-123';

/** A participant of the team who has logged in once and chosen a password. */
async function participant(page: Page, request: APIRequestContext, teamId: number, name: string) {
  const person = { name, email: uniqueEmail('privacy'), password: 'first-pass-123' };
  const id = await adminAddsUser(request, person, teamId);
  await page.context().clearCookies();
  await logIn(page, person.email, person.password);
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/(portal|pre-assessment)$/);
  await page.waitForLoadState('networkidle');
  return { ...person, id };
}

async function newTeam(request: APIRequestContext, name: string, token: string) {
  const created = await request.post('/api/add-team', { headers: { Authorization: `Bearer ${token}`, teamName: encodeURIComponent(name) } });
  return (await created.json()).id as number;
}

test('a participant downloads their data and asks for deletion; an admin deletes the account', async ({ page, browser, request }) => {
  const token = await apiLogin(request);
  const teamId = await newTeam(request, `Privacy ${Date.now()}`, token);
  const ana = await participant(page, request, teamId, 'Ana Privacidade');

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await expectAccessible(page);
  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data (JSON)' }).click()]);
  expect(json.suggestedFilename()).toBe('my-data.json');
  const data = JSON.parse(readFileSync(await json.path(), 'utf8'));
  expect(data.account).toMatchObject({ name: ana.name, email: ana.email });
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data (PDF)' }).click()]);
  expect(pdf.suggestedFilename()).toBe('my-data.pdf');
  expect(readFileSync(await pdf.path()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send the email' }).click();
  await expect(page.getByText(/We sent you an email/)).toBeVisible();

  // The link, opened in another browser where nobody is logged in, explains; only the click confirms the request.
  const email = await latestEmailTo(request, ana.email);
  const elsewhere = await browser.newContext();
  const confirmPage = await elsewhere.newPage();
  await confirmPage.goto(linkIn(email.body));
  const confirmButton = confirmPage.getByRole('button', { name: 'Confirm deletion' });
  await expect(confirmButton).toBeVisible();
  await expect(confirmPage.getByText(/within 30 days/)).toBeVisible();
  await expectAccessible(confirmPage);
  await confirmButton.click();
  await expect(confirmPage.getByText('Your request is confirmed. An admin deletes your account within 30 days.')).toBeVisible();
  await expectAccessible(confirmPage);
  await elsewhere.close();

  // The admin sees it and deletes the account now.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await logIn(adminPage, ADMIN.email, ADMIN.password);
  await expect(adminPage).toHaveURL(/\/admin$/);
  await adminPage.goto('/deletion-requests');
  const row = adminPage.getByRole('row', { name: new RegExp(ana.email) });
  await expect(row).toBeVisible();
  await expectAccessible(adminPage);
  await row.getByRole('button', { name: 'Delete now' }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Delete now' }).click();
  await expect(adminPage.getByText('No one is waiting for their account to be deleted.')).toBeVisible();
  await admin.close();

  const refused = await request.post('/api/login', { data: { email: ana.email, password: PASSWORD } });
  expect(refused.status()).toBe(401);
});

test('an admin anonymises a finished cohort: scores stay, names and emails go', async ({ page, browser, request }) => {
  const token = await apiLogin(request);
  const auth = { Authorization: `Bearer ${token}` };
  const teamId = await newTeam(request, `Anonymised ${Date.now()}`, token);
  const cohort = await request.post('/api/add-cohort', { headers: { ...auth, TeamID: String(teamId), CohortName: 'Finished' } });
  const cohortId = (await cohort.json()).id as number;
  const people = [await participant(page, request, teamId, 'Bo Finished'), await participant(page, request, teamId, 'Cy Finished')];
  const moved = await request.post('/api/move-users', { headers: { ...auth, TeamID: String(teamId), CohortId: String(cohortId) }, data: { UserIDs: people.map((p) => p.id) } });
  expect(moved.ok()).toBe(true);

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await logIn(adminPage, ADMIN.email, ADMIN.password);
  await expect(adminPage).toHaveURL(/\/admin$/);
  await adminPage.goto(`/team?teamId=${teamId}`);
  await expect(adminPage.getByRole('link', { name: 'Bo Finished' })).toBeVisible();
  await adminPage.getByRole('button', { name: 'Anonymise Finished?' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Anonymise Finished?' });
  await expect(dialog.getByText('2 participants would be anonymised.')).toBeVisible();
  await expectAccessible(adminPage);
  await dialog.getByRole('button', { name: 'Anonymise' }).click();
  await expect(adminPage.getByText('Anonymised 2 participants.')).toBeVisible();
  await expect(adminPage.getByRole('link', { name: 'Bo Finished' })).toHaveCount(0);
  await admin.close();

  for (const person of people) expect((await request.post('/api/login', { data: { email: person.email, password: PASSWORD } })).status()).toBe(401);
});

test('a team past its retention is erased, a week after the admins were warned, by the job of a server restarted days later', async ({ browser }) => {
  test.setTimeout(240_000);
  const first = await startOwnServer(3231, { RETENTION_POLL_MS: '300' });
  const context = await browser.newContext({ baseURL: first.baseURL });
  const page = await context.newPage();
  const request = context.request;
  let second: Awaited<ReturnType<typeof startOwnServer>> | undefined;
  try {
    const token = await apiLogin(request);
    const teamId = await newTeam(request, 'Kept for a day', token);
    const dee = await participant(page, request, teamId, 'Dee Retained');
    await context.clearCookies();

    await logIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`/team?teamId=${teamId}`);
    const card = page.getByRole('form', { name: 'Personal data retention' });
    await card.getByLabel('Keep for (days)').fill('1');
    await card.getByRole('button', { name: 'Save retention' }).click();
    await expect(page.getByText('Retention saved.')).toBeVisible();
    await expect(page.getByText(/Personal data of the participants \(1 today\) will be erased on/)).toBeVisible();
    // Kept a day, but never erased before the admins have had a week's notice: the job warns them now.
    await expect(async () => {
      await page.reload();
      await expect(page.getByText(/will be erased on .*; admins were emailed on/)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expectAccessible(page);
    await first.stop();

    // Eight days on, a new process on the same data: what is due is read from the data.
    second = await startOwnServer(3231, { RETENTION_POLL_MS: '300', E2E_CLOCK_OFFSET_DAYS: '8' }, { dir: first.dir, laterClock: true });
    const again = await apiLogin(request);
    await expect
      .poll(async () => (await request.post('/api/users', { headers: { Authorization: `Bearer ${again}`, TeamID: String(teamId) } })).json().then((r) => r.users.length), { timeout: 30_000 })
      .toBe(0);
    expect((await request.post('/api/login', { data: { email: dee.email, password: PASSWORD } })).status()).toBe(401);
    const log = await (await request.post('/api/audit-log', { headers: { Authorization: `Bearer ${again}`, TeamID: String(teamId), Action: 'retentionApplied' } })).json();
    expect(log.records[0]).toMatchObject({ actorRole: 'system', actorEmail: null });
  } finally {
    await context.close();
    await second?.stop();
    await first.stop();
  }
});
