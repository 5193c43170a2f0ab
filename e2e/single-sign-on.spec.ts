import { expect, test } from '@playwright/test';
import { startTestProvider, type TestProvider } from '../server/src/test/oidcProvider';
import { ADMIN, E2E_PORT } from './playwright.config';
import { apiLogin, uniqueEmail } from './support/api';
import { logIn } from './support/browser';
import { expectAccessible } from './support/a11y';

// Single sign-on per team (issue 24), through a real OpenID provider on 127.0.0.1 (oidc-provider).

const DOMAIN = `sso-${Date.now()}.example`;
let provider: TestProvider;

test.beforeAll(async () => {
  provider = await startTestProvider({ clientId: 'portal-e2e', clientSecret: 'e2e-client-secret', redirectUri: `http://127.0.0.1:${E2E_PORT}/api/sso-callback` });
});

test.afterAll(async () => provider?.close());

test('a participant of a team that logs in through its provider lands on /portal in that team', async ({ page, request }) => {
  const auth = { Authorization: `Bearer ${await apiLogin(request)}` };
  const team = await (await request.post('/api/add-team', { headers: auth, data: { teamName: `Org SSO ${Date.now()}` } })).json();
  await request.post('/api/add-cohort', { headers: { ...auth, TeamID: String(team.id), CohortName: 'Org Spring' } });

  // The admin sets the team's provider on its page.
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/team?teamId=${team.id}`);
  const card = page.getByRole('form', { name: 'Single sign-on' });
  await card.getByLabel('Issuer URL').fill(provider.issuer);
  await card.getByLabel('Client ID').fill('portal-e2e');
  await card.getByLabel('Client secret').fill('e2e-client-secret');
  await card.getByLabel('Email domains it covers').fill(`${DOMAIN},`);
  await card.getByLabel('Cohort for new accounts').selectOption({ label: 'Org Spring' });
  await card.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(page.getByText('Single sign-on saved.')).toBeVisible();
  await expect(card.getByText('A secret is kept and never shown', { exact: false })).toBeVisible();
  await expect(card.getByLabel('Client secret')).toHaveValue('');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  const email = uniqueEmail('ada').replace('@example.org', `@${DOMAIN}`);
  provider.setAccount({ subject: `sub-${Date.now()}`, email, emailVerified: true, name: 'Ada Org' });

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').focus();
  await page.getByRole('button', { name: 'Continue with your organisation' }).click();
  // The provider's own login page, then back through /sso to the portal.
  await page.waitForURL(`${provider.issuer}/interaction/**`);
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByText('Hello, Ada Org!')).toBeVisible();
  const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
  expect([cookies.email, cookies.team_id, cookies.admin]).toEqual([email, String(team.id), 'false']);
  // In the team's default cohort, as the admin sees it.
  const people = await (await request.post('/api/users', { headers: { ...auth, TeamID: String(team.id) } })).json();
  expect(people.users.map((u: { email: string; cohort: string | null }) => [u.email, u.cohort])).toEqual([[email, 'Org Spring']]);

  // A code used once is refused the second time, with the way back.
  await page.goto('/sso?c=no-such-code');
  await expect(page.getByText('This login has expired. Please start again.')).toBeVisible();
  await expectAccessible(page);

  // A refusal the provider's return carries is said on the login page.
  await page.context().clearCookies();
  await page.goto('/login?sso_error=SSO_EMAIL_UNVERIFIED');
  await expect(page.getByText("Your organisation hasn't confirmed your email", { exact: false })).toBeVisible();
  await expectAccessible(page);
});
