import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { CERTIFICATE_FILE_NAME, DOWNLOADS, type QuestionsResponse } from '../shared-api/src/contract';
import { completeAnswers } from '../server/src/test/answers';
import { pdfText } from '../server/src/test/pdfText';
import { expectAccessible } from './support/a11y';
import { apiLogin, latestEmailTo, linkIn, uniqueEmail } from './support/api';

/**
 * Certificates and results.tsv against the real server: a participant registers through a team
 * access link bound to a cohort; the admin issues the cohort's certificates (the dashboard's call);
 * the participant reads the email, logs in, finds the link on the portal and downloads a PDF with
 * their name and the date; the admin downloads results.tsv and its rows are checked.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function teamWithCohortLink(request: APIRequestContext, adminToken: string) {
  const headers = auth(adminToken);
  const team = await request.post('/api/add-team', { headers: { ...headers, teamName: encodeURIComponent('E2E Certificates') } });
  expect(team.ok()).toBeTruthy();
  const teamId = ((await team.json()) as { id: number }).id;
  const cohort = await request.post('/api/add-cohort', { headers: { ...headers, TeamID: String(teamId), CohortName: encodeURIComponent('Graduating cohort') } });
  expect(cohort.ok()).toBeTruthy();
  const cohortId = ((await cohort.json()) as { id: number }).id;
  const link = `e2e-certs-${Date.now()}`;
  const created = await request.post('/api/add-access-token', { headers: { ...headers, TeamID: String(teamId), CohortId: String(cohortId), LinkText: link } });
  expect(created.ok()).toBeTruthy();
  return { teamId, cohortId, link };
}

test('a participant gets a certificate by email and downloads it from the portal; results.tsv lists them', async ({ page, request }) => {
  const adminToken = await apiLogin(request);
  const { teamId, cohortId, link } = await teamWithCohortLink(request, adminToken);
  const participant = { name: 'Marie Curie', email: uniqueEmail('cert'), password: 'certificate-pass-1' };
  const registered = await request.post('/api/register-with-token', { data: { ...participant, token: link } });
  expect(registered.ok()).toBeTruthy();
  expect(((await registered.json()) as { conflict: boolean }).conflict).toBe(false);

  // A certificate of completion: Marie finishes the assessment first (the admin submits it for her, as SPEC.md lets an admin act for a user).
  const forMarie = { ...auth(adminToken), UserEmail: encodeURIComponent(participant.email) };
  const questions = (await (await request.post('/api/questions', { headers: forMarie })).json()) as QuestionsResponse;
  const submitted = await request.post('/api/answers', { headers: forMarie, data: { ...completeAnswers(questions), reassess: false, version: questions.version } });
  expect(submitted.ok(), await submitted.text()).toBe(true);

  const issued = await request.post('/api/issue-certs-by-team-cohort', {
    headers: { ...auth(adminToken), TeamID: String(teamId), CohortId: String(cohortId), CertDatetime: '2026-06-15' },
  });
  expect(issued.ok()).toBeTruthy();
  expect(await issued.json()).toMatchObject({ msg: '1 new certificate issued and emailed.', issued: 1 });
  const again = await request.post('/api/issue-certs-by-team-cohort', {
    headers: { ...auth(adminToken), TeamID: String(teamId), CohortId: '-1', CertDatetime: '2026-06-15' },
  });
  expect(((await again.json()) as { issued: number }).issued).toBe(0);
  const listed = await request.post('/api/get-certs-by-team-cohort', { headers: { ...auth(adminToken), TeamID: String(teamId), CohortId: String(cohortId) } });
  expect(((await listed.json()) as { certs: string[] }).certs).toEqual([participant.email]);

  const mail = await latestEmailTo(request, participant.email);
  expect(mail.subject).toBe('Your certificate of completion');
  expect(mail.body).toContain('June 15, 2026');
  const portalLink = linkIn(mail.body);
  expect(new URL(portalLink).pathname).toBe('/portal');

  // The emailed link asks for a login first, then lands on the portal.
  await page.goto(portalLink);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(participant.email);
  await page.getByLabel('Password').fill(participant.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/portal$/);

  const certificate = page.getByRole('link', { name: 'Download your certificate' });
  await expect(certificate).toBeVisible();
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent('download'), certificate.click()]);
  expect(download.suggestedFilename()).toBe(CERTIFICATE_FILE_NAME);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(pdf);
  for (const expected of ['Certificate of Completion', 'Marie Curie', 'Innovation Skills Programme', 'June 15, 2026']) expect(text).toContain(expected);
  // A download, not a navigation: the portal stays.
  await expect(page).toHaveURL(/\/portal$/);
  await expect(certificate).toBeVisible();

  const results = await request.post(DOWNLOADS.results.path, { headers: { ...auth(adminToken), TeamID: String(teamId) } });
  expect(results.ok()).toBeTruthy();
  expect(results.headers()['content-disposition']).toBe(`attachment; filename="${DOWNLOADS.results.fileName}"`);
  const body = (await results.body()).toString('utf8');
  expect(body.startsWith('\ufeff')).toBe(true);
  const [header, ...rows] = body.slice(1).split('\r\n').filter(Boolean).map((line) => line.split('\t'));
  expect(header.slice(0, 4)).toEqual(['Name', 'Email', 'Department', 'Cohort']);
  expect(rows).toHaveLength(1);
  expect(rows[0].slice(0, 4)).toEqual(['Marie Curie', participant.email, '', 'Graduating cohort']);
  expect(rows[0][4]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
});
