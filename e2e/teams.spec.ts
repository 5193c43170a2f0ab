import { expect, test } from '@playwright/test';
import { ADMIN } from './playwright.config';
import { adminAddsUser, uniqueEmail } from './support/api';
import { expectAccessible } from './support/a11y';
import { logIn } from './support/browser';

test("a team's life: added, renamed, departments, domains and a slide its participant sees, then deleted", async ({ page, browser, request }) => {
  const stamp = Date.now();
  const name = `E2E Team ${stamp}`;
  const renamed = `E2E Renamed ${stamp}`;

  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Teams' }).click();
  await expect(page).toHaveURL(/\/teams$/);
  await page.getByRole('button', { name: 'Add Team' }).click();
  await expect(page.getByText('Please enter a valid team name.')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Team name').fill(name);
  await page.getByRole('button', { name: 'Add Team' }).click();
  await expect(page.getByRole('alert')).toHaveText('Team created.');
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/team\?teamId=\d+$/);
  const teamId = Number(new URL(page.url()).searchParams.get('teamId'));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('completion-badge')).toHaveText('No users yet');
  await expectAccessible(page);

  await page.getByLabel('Team name').fill(renamed);
  await page.getByRole('button', { name: `Add Department Under ${renamed}` }).click();
  await page.getByRole('button', { name: 'Rename New Team 1' }).click();
  await page.getByRole('textbox', { name: 'New name for New Team 1' }).fill('Research');
  await page.getByRole('textbox', { name: 'New name for New Team 1' }).press('Enter');
  await page.getByRole('button', { name: 'Add Department Under Research' }).click();
  await expect(page.getByRole('button', { name: 'Rename New Team 1' })).toBeVisible();
  const domain = page.getByLabel('New email domain');
  await domain.fill('e2e-example.org');
  await domain.press('Enter');
  await domain.pressSequentially('Second.org,');
  await expect(page.getByRole('list', { name: "This team's email domains" }).getByRole('listitem')).toHaveText(['e2e-example.org×', 'second.org×']);
  await page.getByLabel('Public class page address').fill(`e2e-${stamp}`);
  await expect(page.getByText(`/join/e2e-${stamp}`)).toBeVisible();
  await page.getByRole('button', { name: 'Add Slide' }).click();
  await page.getByLabel('Title of slide 1').fill('Kickoff deck');
  await page.getByLabel('Link to slide 1').fill('https://example.org/kickoff');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('Team saved.');
  await expectAccessible(page);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Departments' })).toContainText('Research');
  await expect(page.getByRole('list', { name: "This team's email domains" })).toContainText('second.org');
  await expect(page.getByLabel('Link to slide 1')).toHaveValue('https://example.org/kickoff');

  // A participant of the team sees the slide on the portal.
  const member = { name: 'Team Member', email: uniqueEmail('member'), password: 'given-password1' };
  await adminAddsUser(request, member, teamId);
  const participant = await browser.newPage();
  await logIn(participant, member.email, member.password);
  await expect(participant).toHaveURL(/\/welcome$/);
  await participant.getByLabel('New password').fill('member-password-2');
  await participant.getByRole('button', { name: 'Update Password' }).click();
  await expect(participant).toHaveURL(/\/portal$/);
  await expect(participant.getByRole('link', { name: 'Kickoff deck' })).toHaveAttribute('href', 'https://example.org/kickoff');
  await expectAccessible(participant);
  await participant.close();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Team Member' })).toHaveAttribute('href', /\/user\?userID=\d+$/);
  await expect(page.getByTestId('completion-badge')).toHaveText('0 of 1 finished (0%)');
  await page.getByRole('button', { name: 'Delete Team' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${renamed}?` });
  await expect(dialog).toContainText(`This will delete the team ${renamed}, with its 1 user, 0 cohorts and 0 assessment links`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete Team' }).click();
  await expect(page).toHaveURL(/\/teams$/);
  await expect(page.getByRole('alert')).toHaveText(`The team ${renamed} has been deleted.`);
  await expect(page.getByRole('list', { name: 'All Teams' })).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole('link', { name: renamed })).toHaveCount(0);
  const gone = await request.post('/api/login', { data: { email: member.email, password: 'member-password-2' } });
  expect(gone.status()).toBe(401);
});
