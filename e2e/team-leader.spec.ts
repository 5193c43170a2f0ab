import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ADMIN } from './playwright.config';
import { apiLogin, uniqueEmail } from './support/api';
import { expectAccessible } from './support/a11y';
import { logIn } from './support/browser';

/**
 * A team leader runs their own team (issue 11): users by CSV, results activation and the results
 * download, from the screens an admin uses; every other team, team creation and the admin's
 * pages are refused, by the screens and by the API.
 */
test('a team leader manages their team end to end and is refused everywhere else; the admin reads it on the audit log', async ({ page, browser, request }) => {
  const stamp = Date.now();
  const token = await apiLogin(request);
  const auth = { Authorization: `Bearer ${token}` };
  const addTeam = async (name: string) => (await (await request.post('/api/add-team', { headers: { ...auth, teamName: name } })).json()).id as number;
  const own = await addTeam(`Unit ${stamp}`);
  const other = await addTeam(`Other ${stamp}`);
  const leader = { email: uniqueEmail('leader'), password: 'given-password1' };
  const added = await request.post('/api/add-user', {
    headers: { ...auth, TeamID: String(own), Name: 'Lee Leader', Email: encodeURIComponent(leader.email), Password: leader.password, Admin: 'false', TeamLeader: 'true' },
  });
  expect(added.ok()).toBe(true);

  await logIn(page, leader.email, leader.password);
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByLabel('New password').fill('leader-own-pass');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/portal$/);

  // The chrome: the Teams link and the badge, no admin links.
  const nav = page.getByRole('navigation');
  await expect(nav.getByText('Team leader')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Classes' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Teams' }).click();
  await expect(page.getByRole('link', { name: `Unit ${stamp}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Other ${stamp}` })).toHaveCount(0);
  await expect(page.getByRole('form')).toHaveCount(0);
  await expectAccessible(page);

  // The dashboard, with their teams' cards only: a cohort for their team.
  await page.getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(page.getByRole('button', { name: 'Create New Team' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Issue Certificates' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Cohort' }).click();
  const cohortDialog = page.getByRole('dialog');
  await expect(cohortDialog.getByRole('option', { name: `Other ${stamp}` })).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await page.goto('/teams');

  // Their team: users by CSV, results activated, results.tsv downloaded; no deletion.
  await page.getByRole('link', { name: `Unit ${stamp}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Unit ${stamp}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Team' })).toHaveCount(0);
  await expectAccessible(page);
  const member = { name: 'Mia Member', email: uniqueEmail('member') };
  await page.getByRole('button', { name: 'Upload CSV' }).click();
  const csv = `name,email\nExample Name,example@example.org\n${member.name},${member.email}\n`;
  await page.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'unit.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Add Users' }).click();
  await expect(page.getByText('1 user added.')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: `Select ${member.name}` }).check();
  await page.getByRole('button', { name: 'Activate Results' }).click();
  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(page.getByText(/Results activated|have results|has results/)).toBeVisible();
  await page.keyboard.press('Escape');
  const [results] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Results' }).click()]);
  expect(readFileSync(await results.path(), 'utf8')).toContain(member.email);

  // A welcome email the mail server refuses fails; the leader retries it from the outbox.
  const bounce = `bounce-${stamp}@example.org`;
  const bounced = await request.post('/api/add-user', {
    headers: { ...auth, TeamID: String(own), Name: 'Bo Bounce', Email: bounce, Password: 'given-password2', Admin: 'false', TeamLeader: 'false' },
  });
  await request.post('/api/reset-send-welcomes', { headers: auth, data: { UserIDs: [(await bounced.json()).id] } });
  await expect
    .poll(async () => (await (await request.get(`/api/outbox?to=${bounce}&status=failed`, { headers: auth })).json()).messages.length, { timeout: 15_000 })
    .toBe(1);
  await page.goto('/teams');
  await page.getByRole('link', { name: 'Outbox' }).click();
  await page.getByLabel('Recipient').fill(bounce);
  await page.getByLabel('Status').selectOption({ label: 'Failed' });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const failedRow = page.getByRole('row', { name: new RegExp(bounce) });
  await expect(failedRow).toContainText('550');
  await failedRow.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('status')).toHaveText('The email is queued to be sent again.');
  await expectAccessible(page);

  // Everywhere else: refused.
  await page.goto(`/team?teamId=${other}`);
  await expect(page.getByRole('alert')).toContainText("You don't have permission to do that.");
  await expectAccessible(page);
  await page.goto('/audit');
  await expect(page).toHaveURL(/\/portal$/);
  const leaderAuth = { Authorization: `Bearer ${await apiLogin(request, leader.email, 'leader-own-pass')}` };
  const refused = [
    await request.post('/api/users', { headers: { ...leaderAuth, TeamID: String(other) } }),
    await request.post('/api/add-team', { headers: { ...leaderAuth, teamName: 'Mine now' } }),
    await request.post('/api/delete-team', { headers: { ...leaderAuth, TeamID: String(own) } }),
    await request.post('/api/classes', { headers: leaderAuth }),
    await request.post('/api/issue-certs-by-team-cohort', { headers: { ...leaderAuth, TeamID: String(own), CohortId: '-1', CertDatetime: '2026-01-15' } }),
  ];
  expect(refused.map((res) => res.status())).toEqual([403, 403, 403, 403, 403]);

  // The admin reads on the audit log what the leader did.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, ADMIN.email, ADMIN.password);
  await expect(adminPage).toHaveURL(/\/admin$/);
  await adminPage.getByRole('link', { name: 'Audit log' }).click();
  await adminPage.getByLabel('Person (email)').fill(leader.email);
  await adminPage.getByRole('button', { name: 'Show', exact: true }).click();
  const log = adminPage.getByRole('table', { name: 'Audit Log' });
  await expect(log.getByRole('row', { name: /Results activated for selected users/ })).toContainText('Users: 1');
  await expect(log.getByRole('row', { name: /Users added from CSV/ })).toContainText(member.email);
  await expect(log.getByText('Team leader', { exact: false }).first()).toBeVisible();
  await expect(log.getByRole('row', { name: /Email sent again/ })).toContainText(bounce);
  await expectAccessible(adminPage);
  await adminContext.close();
});
