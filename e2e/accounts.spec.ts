import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { encodeAnonymousLink } from '../shared-api/src/contract';
import { ADMIN } from './playwright.config';
import { adminAddsUser, latestEmailTo, linkIn, uniqueEmail } from './support/api';
import { expectAccessible } from './support/a11y';
import { logIn } from './support/browser';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('register, sign out, wrong password, log in, reset via the emailed link', async ({ page, request }) => {
  const email = uniqueEmail('ana');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Sign Up for an Innovation Class' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Full Name').fill('Ana Lima');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please enter a valid email.')).toBeVisible();
  await expect(page.getByText("Please enter a password that's at least 8 characters.")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('first-password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByText('Hello, Ana Lima!')).toBeVisible();
  await expectAccessible(page);

  await signOut(page);
  await logIn(page, email, 'wrong-password');
  await expect(page.getByText("Sorry, there isn't an account with those credentials.", { exact: false })).toBeVisible();
  await expectAccessible(page);
  await logIn(page, email, 'first-password');
  await expect(page).toHaveURL(/\/portal$/);
  await signOut(page);

  await page.goto('/reset-request');
  await expectAccessible(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Check your email', { exact: false })).toBeVisible();
  await expectAccessible(page);
  const mail = await latestEmailTo(request, email);
  await page.goto(linkIn(mail.body));
  await expect(page.getByLabel('New password')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('New password').fill('second-password');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await signOut(page);

  await logIn(page, email, 'first-password');
  await expect(page.getByText("Sorry, there isn't an account with those credentials.", { exact: false })).toBeVisible();
  await logIn(page, email, 'second-password');
  await expect(page).toHaveURL(/\/portal$/);
});

test('a visitor is sent to /login and returns to the page asked for', async ({ page }) => {
  const email = uniqueEmail('origin');
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Origin Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('origin-password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await signOut(page);
  await page.goto('/portal?from=mail');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expectAccessible(page);
  await logIn(page, email, 'origin-password');
  await expect(page).toHaveURL(/\/portal\?from=mail$/);
});

test('first login asks for a new password, then the portal', async ({ page, request }) => {
  const email = uniqueEmail('first');
  await adminAddsUser(request, { name: 'First Timer', email, password: 'given-password1' });
  await logIn(page, email, 'given-password1');
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Please enter a valid password. Passwords must be at least 8 characters long.')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('New password').fill('my-own-password');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await signOut(page);
  await logIn(page, email, 'my-own-password');
  await expect(page).toHaveURL(/\/portal$/);
});

test('an anonymous link signs the user in', async ({ page, request }) => {
  const email = uniqueEmail('anon');
  await adminAddsUser(request, { name: 'Anonymous 1', email, password: 'Anon12345x' });
  await page.goto(`/login?au=${encodeURIComponent(encodeAnonymousLink({ email, password: 'Anon12345x' }))}`);
  await expect(page).toHaveURL(/\/welcome$/);
});

test('the admin reaches the dashboard and sees the admin chrome', async ({ page }) => {
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  for (const link of ['Assessment', 'Teams', 'Classes']) await expect(page.getByRole('link', { name: link })).toBeVisible();
  await expect(page.getByText(ADMIN.email)).toBeVisible();
  await expectAccessible(page);
});

test('an unknown page shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText("Oops, we couldn't find that page.")).toBeVisible();
  await expectAccessible(page);
});

test('the same journey in Korean', async ({ page, request }) => {
  const email = uniqueEmail('minsu');
  await page.goto('/register');
  await page.getByLabel('Language').selectOption('KOR');
  await expect(page.getByRole('heading', { name: '혁신 수업 신청하기' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('성명').fill('김민수');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill('short');
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByText('8자 이상의 비밀번호를 입력하세요.')).toBeVisible();
  await page.getByLabel('비밀번호').fill('korean-password');
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByText('안녕하세요, 김민수님!')).toBeVisible();
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill('wrong-password');
  await page.getByRole('button', { name: '로그인' }).last().click();
  await expect(page.getByText('죄송합니다. 해당 정보로 등록된 계정이 없습니다.', { exact: false })).toBeVisible();

  await page.goto('/reset-request');
  await page.getByLabel('이메일').fill(email);
  await page.getByRole('button', { name: '재설정 링크 보내기' }).click();
  const mail = await latestEmailTo(request, email);
  expect(mail.subject).toBe('혁신 포털 비밀번호 재설정');
  await page.goto(linkIn(mail.body));
  await page.getByLabel('새 비밀번호').fill('new-korean-password');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByText('안녕하세요, 김민수님!')).toBeVisible();
});
