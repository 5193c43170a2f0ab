import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { formatStatistic, type QuestionsResponse } from 'shared-api/contract';
import { ADMIN } from './playwright.config';
import { adminAddsUser, apiLogin, uniqueEmail } from './support/api';
import { expectAccessible } from './support/a11y';
import { logIn } from './support/browser';
import { completeAnswers } from '../server/src/test/answers';
import { pdfText } from '../server/src/test/pdfText';

/** Enough for the box plots (twice the minimum of 5), and one more who has not taken the reassessment. */
const PEOPLE = 10;

/** A rating that differs by person and statement, so every area has a spread to report. */
const rating = (person: number, page: number, statement: number, max: number) => 1 + ((person * 3 + statement * 2 + page + (person * statement) % 3) % max);

/** Each person of the team takes both waves, but `firstOnly` the assessment; the administrator submits them (as SPEC.md lets an admin act for a user). */
async function bothWaves(request: APIRequestContext, admin: Record<string, string>, emails: string[], firstOnly: string) {
  for (const [person, email] of [...emails, firstOnly].entries()) {
    const headers = { ...admin, UserEmail: encodeURIComponent(email) };
    const questions = (await (await request.post('/api/questions', { headers })).json()) as QuestionsResponse;
    const { answers, textAnswers } = completeAnswers(questions);
    questions.questions.forEach((q, i) => {
      if (q.type === 'agree1to7' || q.type === 'howoften') answers[i] = Object.fromEntries(q.statements.map((_, s) => [String(s), rating(person, i, s, 5)]));
    });
    const first = await request.post('/api/answers', { headers, data: { answers, textAnswers, reassess: false, version: questions.version } });
    expect(first.ok(), await first.text()).toBe(true);
    if (email === firstOnly) continue;
    const again = (await (await request.post('/api/re-assessment-questions', { headers })).json()) as { questions: { id: number }[] };
    const ratings = Object.fromEntries(again.questions.map((q, i) => [String(q.id), rating(person + 1, 0, i, 7)]));
    const second = await request.post('/api/answers', { headers, data: { answers: { 0: ratings }, textAnswers: {}, reassess: true } });
    expect(second.ok(), await second.text()).toBe(true);
  }
}

/**
 * Issue 23: after a reassessment, the administrator opens the team's cohort report from the team
 * page, reads the completion, the charts (with their tables) and the change per area, and
 * downloads the report as TSV and PDF with the same numbers.
 */
test('an administrator reads a cohort report after the reassessment and downloads it as TSV and PDF', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = { Authorization: `Bearer ${await apiLogin(request)}` };
  const teamName = `Report ${Date.now()}`;
  const teamId = (await (await request.post('/api/add-team', { headers: { ...admin, teamName: encodeURIComponent(teamName) } })).json()).id as number;
  const emails = Array.from({ length: PEOPLE }, (_, i) => uniqueEmail(`report-${i}`));
  const stopped = uniqueEmail('report-stopped');
  for (const [i, email] of [...emails, stopped].entries()) await adminAddsUser(request, { name: `Person ${i}`, email, password: 'report-password-1' }, teamId);
  await bothWaves(request, admin, emails, stopped);
  const report = await (await request.post('/api/cohort-report', { headers: { ...admin, TeamID: String(teamId), CohortId: '-1' } })).json();
  expect(report).toMatchObject({ participants: PEOPLE + 1, finished_assessment: PEOPLE + 1, finished_reassessment: PEOPLE, paired: PEOPLE });

  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/team?teamId=${teamId}`);
  await page.getByRole('link', { name: 'Cohort report' }).click();
  await expect(page).toHaveURL(new RegExp(`/report\\?teamId=${teamId}&cohortId=-1$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Cohort report' })).toBeVisible();

  const area = report.areas[0];
  await expect(page.getByRole('img', { name: /Box plots/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Forest plot/ })).toBeVisible();
  await expect(page.locator('.js-plotly-plot').first()).toBeVisible();
  // The page, the TSV and the PDF carry the call's numbers, each rounded as the page rounds them.
  const shownChange = formatStatistic(area.change.mean, 'change', 'en');
  const changeTable = page.getByRole('table', { name: 'Change per area' });
  await expect(changeTable.getByRole('row', { name: new RegExp(`^${area.name}`) })).toContainText(shownChange);
  // The reassessment's scores with the change would give the assessment of the one who stopped (issue 36).
  await expect(page.getByRole('heading', { name: 'Withheld, and why' })).toBeVisible();
  await expect(page.getByText(`Reassessment scores of Whole team (${PEOPLE} people): with other figures`)).toBeVisible();
  await expectAccessible(page);

  const [tsv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download TSV' }).click()]);
  expect(tsv.suggestedFilename()).toBe('cohort-report.tsv');
  const lines = (await (await tsv.createReadStream()).toArray()).join('').replace(/^\ufeff/, '').split('\r\n');
  expect(lines[0]).toBe(`Cohort report\t${teamName} · Whole team`);
  expect(lines).toContain(`Both finished (paired)\t${PEOPLE}`);
  const change = lines.find((line) => line.startsWith(`${area.name}\t${PEOPLE}\t`))?.split('\t');
  expect(Number(change?.[2])).toBeCloseTo(area.change.mean, 3);

  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(pdf.suggestedFilename()).toBe('cohort-report.pdf');
  const text = await pdfText(Buffer.concat(await (await pdf.createReadStream()).toArray()));
  expect(text).toContain('Change per area');
  expect(text).toContain(area.name);
  expect(text).toContain(shownChange);
  expect(text).toContain('Reassessment scores of');
});
