import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Language } from '../shared-api/src/contract';
import { translate } from '../shared-api/src/texts';
import type { DictionaryKey, TranslateVars } from '../shared-api/src/texts';
import { pdfText } from '../server/src/test/pdfText';
import { expectAccessible } from './support/a11y';
import { apiLogin, uniqueEmail } from './support/api';
import { adminCreatesLink, auth, DEMOGRAPHICS, PAGES, TIMED } from './support/assessment';

/**
 * The whole assessment in Chromium against the real server, once per language: an admin makes a
 * team and an assessment link; a participant registers through it, takes every page (reloading in
 * the middle of a timed question), submits; the admin activates the results; the participant reads
 * the report (a Plotly chart under the server's CSP) and downloads the PDF, whose text is checked.
 */

interface Journey {
  language: Language;
  name: string;
  ideas: [string, string, string];
  /** Written out, not taken from the dictionaries: proof that the screens really are translated. */
  literal: { register: string; question1: string; allDone: string; strongest: string };
}

const JOURNEYS: Journey[] = [
  {
    language: 'ENG',
    name: 'Ana Lima',
    ideas: ['doorstop', 'paperweight', 'bookend'],
    literal: { register: 'Take the Innovation Assessment', question1: 'Question 1', allDone: 'All Done?', strongest: 'Your Strongest Area' },
  },
  {
    language: 'SPA',
    name: 'Lucía Gómez',
    ideas: ['tope de puerta', 'pisapapeles', 'sujetalibros'],
    literal: { register: 'Realice la evaluación de innovación', question1: 'Pregunta 1', allDone: '¿Todo listo?', strongest: 'Su área de mayor fortaleza' },
  },
  {
    language: 'KOR',
    name: '김민수',
    ideas: ['문 받침', '문진', '북엔드'],
    literal: { register: '혁신 역량 평가 응시하기', question1: '질문 1', allDone: '모두 마치셨나요?', strongest: '나의 최대 강점 영역' },
  },
  {
    language: 'BRPT',
    name: 'João Conceição',
    ideas: ['calço de porta', 'peso de papel', 'aparador de livros'],
    literal: { register: 'Faça a Avaliação de Inovação', question1: 'Pergunta 1', allDone: 'Tudo pronto?', strongest: 'Sua área mais forte' },
  },
];

async function loginAs(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as { access_token: string; user_id: number };
}

/** m:ss → seconds. */
async function secondsLeft(timer: Locator): Promise<number> {
  const [m, s] = ((await timer.textContent()) ?? '').trim().split(':').map(Number);
  return m * 60 + s;
}

/** Rates every statement of the page on screen; `column` 0..4 picks the scale point. */
async function rateAll(page: Page, column: (row: number) => number) {
  const groups = page.getByRole('radiogroup');
  const count = await groups.count();
  expect(count).toBeGreaterThan(0);
  for (let row = 0; row < count; row += 1) await groups.nth(row).getByRole('radio').nth(column(row)).check();
}

/** Every demographic field: the first real option of a select, 3 for a number, a few words otherwise. */
async function fillDemographics(page: Page) {
  const selects = page.locator('main select');
  for (let i = 0; i < (await selects.count()); i += 1) await selects.nth(i).selectOption({ index: 1 });
  const numbers = page.locator('main input[type="number"]');
  for (let i = 0; i < (await numbers.count()); i += 1) await numbers.nth(i).fill('3');
  const texts = page.locator('main input[type="text"], main textarea');
  for (let i = 0; i < (await texts.count()); i += 1) await texts.nth(i).fill('E2E');
}

/** Whitespace differs between the page and a PDF's extracted lines. */
const squash = (s: string) => s.replace(/\s+/g, '');

for (const journey of JOURNEYS) {
  const { language } = journey;
  const t = (key: DictionaryKey, vars?: TranslateVars) => translate(language, key, vars);

  test(`the whole assessment in ${language}: register by link, reload mid-timer, submit, read the report and its PDF`, async ({ page, request }) => {
    test.setTimeout(120_000);
    // The server sends script-src 'self': any eval (or inline script) would be refused and reported.
    const problems: string[] = [];
    page.on('console', (m) => {
      // The browser's own favicon request is not the product's.
      if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico')) problems.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
      });
    });

    const link = await adminCreatesLink(request, language);
    const email = uniqueEmail(language.toLowerCase());
    const password = `${language}-password-1`;

    // Register through the link, in the language picked in the navbar.
    await page.goto(`/r?t=${encodeURIComponent(link)}`);
    await expect(page.getByRole('heading', { name: 'Take the Innovation Assessment' })).toBeVisible();
    await page.getByLabel('Language').selectOption(language);
    await expect(page.getByRole('heading', { name: journey.literal.register })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(t('register.fullName')).fill(journey.name);
    await page.getByLabel(t('register.email')).fill(email);
    await page.getByLabel(t('register.password')).fill(password);
    await page.getByRole('button', { name: t('register.tokenSubmit') }).click();
    await expect(page).toHaveURL(/\/portal$/);

    await page.goto('/pre-assessment');
    await expect(page.getByRole('heading', { name: t('preassessment.intro.title') })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: t('preassessment.intro.start') }).click();
    await expect(page).toHaveURL(/\/assessment$/);
    await expect(page.getByRole('heading', { name: journey.literal.question1 })).toBeVisible();

    const next = page.getByRole('button', { name: t('questionnaire.next'), exact: true });
    for (let index = 0; index < PAGES; index += 1) {
      await expect(page.getByRole('heading', { name: t('questionnaire.heading', { n: index + 1 }), exact: true })).toBeVisible();
      await expect(page.getByText(`${index + 1}/${PAGES}`, { exact: true })).toBeVisible();

      if (TIMED.has(index)) {
        await expect(next).toBeDisabled();
        await expectAccessible(page);
        await page.getByRole('button', { name: t('freeform.start') }).click();
        const timer = page.getByRole('timer');
        await expect(timer).toBeVisible();
        await expect(next).toBeEnabled();
        await expectAccessible(page);
        const idea = page.getByLabel(t('freeform.idea'), { exact: true });
        const [first, second, third] = journey.ideas;
        if (index === 2) {
          // Return, comma and the plus button each add an idea.
          await idea.fill(first);
          await idea.press('Enter');
          await idea.fill(second);
          await idea.press(',');
          await idea.fill(third);
          await page.getByRole('button', { name: t('freeform.add') }).click();
          const ideas = page.getByRole('list', { name: t('freeform.ideas', { count: 3 }) });
          for (const text of journey.ideas) await expect(ideas).toContainText(text);

          // Reload in the middle of the countdown: the ideas stay and the clock goes on from its start.
          const before = await secondsLeft(timer);
          expect(before).toBeGreaterThan(170);
          await page.waitForTimeout(1_500);
          await page.reload();
          await expect(page.getByRole('heading', { name: t('questionnaire.heading', { n: 3 }), exact: true })).toBeVisible();
          const kept = page.getByRole('list', { name: t('freeform.ideas', { count: 3 }) });
          for (const text of journey.ideas) await expect(kept).toContainText(text);
          const after = await secondsLeft(page.getByRole('timer'));
          expect(after).toBeLessThan(before);
          expect(after).toBeGreaterThan(before - 15);
          await expect.poll(() => secondsLeft(page.getByRole('timer')), { timeout: 5_000 }).toBeLessThan(after);
          await expect(page.getByRole('button', { name: t('freeform.start') })).toHaveCount(0);
        } else {
          await idea.fill(first);
          await idea.press('Enter');
          await expect(page.getByRole('list', { name: t('freeform.ideas', { count: 1 }) })).toContainText(first);
        }
      } else if (index === DEMOGRAPHICS) {
        await expect(page.getByRole('heading', { name: t('assessment.demographicsTitle') })).toBeVisible();
        await expect(next).toBeDisabled();
        await fillDemographics(page);
        await expectAccessible(page);
      } else {
        await expect(next).toBeDisabled();
        // A varied pattern, so the areas differ and one is strongest.
        await rateAll(page, (row) => (row + index) % 5);
        await expectAccessible(page);
      }
      await next.click();
    }

    await expect(page.getByRole('heading', { name: journey.literal.allDone })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: t('questionnaire.submit') }).click();
    await expect(page).toHaveURL(/\/post-assessment$/);
    await expect(page.getByRole('heading', { name: t('postassessment.title') })).toBeVisible();
    await expectAccessible(page);

    // The server refuses a second submission, and what was stored holds the ideas typed before the reload.
    const participant = await loginAs(request, email, password);
    const again = await request.post('/api/answers', {
      headers: auth(participant.access_token),
      data: { answers: {}, textAnswers: {}, reassess: false },
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).error).toBe('ALREADY_SUBMITTED');

    // Not ready until the admin activates the results for this user.
    const resultsPage = await page.goto('/results');
    expect(resultsPage?.headers()['content-security-policy']).toContain("script-src 'self';");
    await expect(page.getByText(t('results.notReady'))).toBeVisible();
    await expectAccessible(page);
    const admin = auth(await apiLogin(request));
    const activated = await request.post('/api/activate-results-for-team', { headers: admin, data: { UserIDs: [participant.user_id] } });
    expect(activated.ok()).toBeTruthy();

    const own = await request.post('/api/individual-results', { headers: auth(participant.access_token) });
    const report = (await own.json()) as { name: string; resultsReady: boolean; recsDict: Record<string, string> };
    expect(report).toMatchObject({ name: journey.name, resultsReady: true });
    const strongest = report.recsDict.STRONGESTAREA;
    expect(strongest).toBeTruthy();

    await page.reload();
    await expect(page.getByRole('heading', { name: t('results.title') })).toBeVisible();
    await expect(page.getByText(journey.name, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: journey.literal.strongest })).toBeVisible();
    await expect(page.getByRole('heading', { name: strongest, level: 3 }).first()).toBeVisible();
    // The radar chart: Plotly's SVG with a polar trace, drawn under script-src 'self'.
    const chart = page.getByRole('img', { name: t('results.chart') });
    await expect(chart.locator('svg.main-svg').first()).toBeVisible({ timeout: 20_000 });
    await expect(chart.locator('.polarlayer, .polar').first()).toBeAttached();
    await expect(chart.locator('.scatterlayer .trace').first()).toBeAttached();
    await expect(page.getByText(t('results.chartFailed'))).toHaveCount(0);
    await expectAccessible(page);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/results-${language}.png`, fullPage: true });

    // The PDF link opens the report; the test fetches the same URL and reads the PDF's text.
    const pdfLink = page.getByRole('link', { name: t('results.pdfLink') });
    const href = await pdfLink.getAttribute('href');
    expect(href).toMatch(/^\/api\/individual-results-pdf\?token=/);
    const [popup] = await Promise.all([page.waitForEvent('popup'), pdfLink.click()]);
    await popup.close();
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const text = squash(await pdfText(await pdf.body()));
    expect(text).toContain(squash(journey.name));
    expect(text).toContain(squash(strongest));

    // A participant can never read another user's results: their parameters are ignored.
    const otherEmail = uniqueEmail(`other-${language.toLowerCase()}`);
    const other = await request.post('/api/register-with-token', {
      data: { email: otherEmail, password: 'other-password-1', token: link, name: 'Other Person' },
    });
    expect(other.ok()).toBeTruthy();
    const otherToken = ((await other.json()) as { access_token: string }).access_token;
    const snoop = await request.post('/api/individual-results', {
      headers: { ...auth(otherToken), UserEmail: encodeURIComponent(email), UserID: String(participant.user_id), OverrideActive: 'true' },
      data: { user_email: email },
    });
    const seen = (await snoop.json()) as { name?: string; resultsReady?: boolean; pdfToken?: string };
    expect(seen.name).not.toBe(journey.name);
    expect(seen.resultsReady).not.toBe(true);
    // An admin, with the override, may read anyone's.
    const viewed = await request.post('/api/individual-results', {
      headers: { ...admin, UserID: String(participant.user_id), OverrideActive: 'true' },
    });
    expect(((await viewed.json()) as { name: string }).name).toBe(journey.name);

    expect(problems).toEqual([]);
  });
}
