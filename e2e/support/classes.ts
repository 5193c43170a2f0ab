import { expect } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './a11y';

/** A datetime-local value `days` from now, at 09:30 of the browser's clock. */
export function daysFromNow(days: number) {
  const d = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T09:30`;
}

/** A visitor opens the team's public class page, enrols, registers and pays in test mode. */
export async function enrolAndPay(browser: Browser, slug: string, className: string, person: { name: string; email: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/join/${slug}`);
  const option = page.getByRole('listitem', { name: className });
  await expect(option.getByText('$120.00')).toBeVisible();
  await expectAccessible(page);
  await option.getByRole('button', { name: 'Enroll' }).click();
  await expect(page).toHaveURL(/\/register\?classID=\d+&teamID=\d+$/);
  await expect(page.getByRole('heading', { name: 'Create an Account to Join the Class' })).toBeVisible();
  await expect(page.getByText(className)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Full Name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill('class-password-1');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: className })).toBeVisible();
  await expect(page.getByText('Full refund when cancelling up to 1 week before the class starts', { exact: true })).toBeVisible();
  await expect(page.getByText('Test mode: no card will be charged.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();

  // The test-mode provider's own page, standing in for Stripe's.
  await expect(page).toHaveURL(/\/api\/test-checkout\?session=/);
  await expect(page.getByText(/^TEST MODE/)).toBeVisible();
  await expect(page.getByText('$120.00')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/checkout-success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Thank You for Your Payment!' })).toBeVisible();
  await expectAccessible(page);
  return page;
}
