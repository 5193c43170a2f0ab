import { expect, test } from '@playwright/test';
import type { Download } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ADMIN } from './playwright.config';
import { apiLogin, latestEmailTo, linkIn } from './support/api';
import { expectAccessible } from './support/a11y';
import { logIn } from './support/browser';

const read = async (download: Download) => readFileSync(await download.path(), 'utf8');

/**
 * A team's life on its page (issue 9): users from a CSV file, an anonymous user who signs in
 * through its au link, a welcome email read from the outbox and its link used, results activated
 * for chosen users, and results.tsv downloaded with its rows checked.
 */
test("a team's users: CSV upload, anonymous sign-in, welcome email, results activation and results.tsv", async ({ page, browser, request }) => {
  const stamp = Date.now();
  const teamName = `Life ${stamp}`;
  const token = await apiLogin(request);
  const created = await request.post('/api/add-team', { headers: { Authorization: `Bearer ${token}`, teamName: encodeURIComponent(teamName) } });
  const teamId = (await created.json()).id as number;
  const ana = { name: 'Ana Núñez', email: `ana-${stamp}@example.org` };
  const bo = { name: '김보라', email: `bo-${stamp}@example.org` };

  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/team?teamId=${teamId}`);
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();

  // CSV: the header, the template's example row (dropped), then two users.
  await page.getByRole('button', { name: 'Upload CSV' }).click();
  const csv = `name,email\nExample Name,example@example.org\n${ana.name},${ana.email}\n${bo.name},${bo.email}\n`;
  await page.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('2 users are ready to add.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add Users' }).click();
  await expect(page.getByText('2 users added.')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: ana.name })).toBeVisible();
  await expect(page.getByRole('link', { name: bo.name })).toBeVisible();
  await expectAccessible(page);

  // One anonymous user: the downloaded list holds its sign-in link, which signs it in.
  await page.getByRole('button', { name: 'Generate Anonymous Users' }).click();
  await page.getByLabel('Number of users').fill('1');
  await expectAccessible(page);
  const [listFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Generate', exact: true }).click()]);
  const auLink = (await read(listFile)).match(/https?:\/\/\S+\/login\?au=\S+/)?.[0];
  expect(auLink).toBeTruthy();
  await page.keyboard.press('Escape');
  const anonymous = await browser.newContext();
  const anonymousPage = await anonymous.newPage();
  await anonymousPage.goto(auLink!);
  await expect(anonymousPage).toHaveURL(/\/(portal|welcome|pre-assessment)$/);
  await anonymous.close();

  // A welcome email to Ana: its link lets her choose a password and arrive on the portal.
  await page.getByRole('checkbox', { name: `Select ${ana.name}` }).check();
  await page.getByRole('button', { name: 'Send Welcome Emails' }).click();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Success! Welcome emails have been sent.')).toBeVisible();
  await page.keyboard.press('Escape');
  const welcome = await latestEmailTo(request, ana.email);
  const participant = await browser.newContext();
  const anaPage = await participant.newPage();
  await anaPage.goto(linkIn(welcome.body));
  await anaPage.getByLabel('New password').fill('ana-chosen-pass');
  await anaPage.getByRole('button', { name: 'Update Password' }).click();
  await expect(anaPage).toHaveURL(/\/portal$/);
  await participant.close();

  // Results for the selected user only.
  await page.getByRole('button', { name: 'Activate Results' }).click();
  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(page.getByText(/Results activated|have results|has results/)).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // results.tsv: a BOM, a header row, then one row per user of the team.
  const [results] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Results' }).click()]);
  expect(results.suggestedFilename()).toMatch(/results.*\.tsv$/);
  const text = await read(results);
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows = text.slice(1).trim().split(/\r?\n/).map((line) => line.split('\t'));
  expect(rows[0].slice(0, 2)).toEqual(['Name', 'Email']);
  const emails = rows.slice(1).map((row) => row[1]);
  expect(emails).toEqual(expect.arrayContaining([ana.email, bo.email]));
  expect(rows).toHaveLength(4);
});
