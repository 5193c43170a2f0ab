import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { apiLogin, uniqueEmail } from './support/api';
import { logIn } from './support/browser';

/**
 * The questionnaires around the class, in the real browser against the real server: an admin
 * opens them through the API (as the dashboard's cards do), the participant finds them on the
 * portal and goes through the chain by following each submission's nextUrl.
 */

/** An admin call with header parameters (text values URI-encoded, DESIGN.md); returns the JSON. */
async function adminCall(request: APIRequestContext, url: string, headers: Record<string, string>) {
  const token = await apiLogin(request);
  const res = await request.post(url, { headers: { Authorization: `Bearer ${token}`, ...headers } });
  if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
  return res.json();
}

async function newTeamAndCohort(request: APIRequestContext, tag: string) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const team = await adminCall(request, '/api/add-team', { teamName: encodeURIComponent(`${tag} team ${stamp}`) });
  const teamId = String(team.id);
  const cohort = await adminCall(request, '/api/add-cohort', { CohortName: encodeURIComponent(`${tag} cohort`), TeamID: teamId });
  return { teamId, cohortId: String(cohort.id), stamp };
}

/** The 'Question Unanswered' dialog (SPEC.md section 5), closed again. */
async function expectMissedDialog(page: Page, title: string, text: string, ok: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: ok }).click();
  await expect(dialog).toBeHidden();
}

/** Moves a slider off its resting place with the keyboard, as a user would. */
async function moveSlider(slider: Locator, steps: number) {
  await slider.focus();
  for (let i = 0; i < steps; i += 1) await slider.press('ArrowRight');
}

/** Answers every question of a list questionnaire: the first choice of each group, text in each box. */
async function answerList(page: Page, { except }: { except?: number } = {}) {
  const items = page.locator('main ol > li');
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    if (i === except) continue;
    await answerItem(items.nth(i), i);
  }
  return items;
}

async function answerItem(item: Locator, i: number) {
  const text = item.locator('textarea');
  if (await text.count()) await text.fill(`My considered answer ${i + 1}.`);
  else await item.locator('input').first().check();
}

const EN = {
  unansweredTitle: 'Question Unanswered',
  unansweredText: 'It looks like you missed one of the questions. Please make sure to answer every one!',
  ok: 'OK',
};

/** Both pages of a slider questionnaire; on each, one slider is first left untouched. */
async function answerSliders(page: Page, title: string) {
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  for (const [pageIndex, button] of [[0, 'Next'], [1, 'Submit']] as const) {
    await expect(page.getByText(`${pageIndex + 1}/2`)).toBeVisible();
    const sliders = page.getByRole('slider');
    const count = await sliders.count();
    expect(count).toBeGreaterThan(1);
    await expectAccessible(page);
    for (let i = 0; i < count - 1; i += 1) await moveSlider(sliders.nth(i), (i % 5) + 1);
    await page.getByRole('button', { name: button }).click();
    await expectMissedDialog(page, EN.unansweredTitle, EN.unansweredText, EN.ok);
    await expect(page.getByText(`${pageIndex + 1}/2`)).toBeVisible();
    // A click on the untouched thumb is an answer too (the value it rests on).
    await sliders.nth(count - 1).click();
    await page.getByRole('button', { name: button }).click();
  }
}

test('the post-class questionnaires: listed on the portal, answered in one chain, none skippable', async ({ page, request }) => {
  const { teamId } = await newTeamAndCohort(request, 'Post-class');
  const email = uniqueEmail('chain');
  await adminCall(request, '/api/add-user', {
    Email: encodeURIComponent(email),
    Password: 'given-password1',
    Name: encodeURIComponent('Chain Walker'),
    TeamLeader: 'false',
    Admin: 'false',
    TeamID: teamId,
  });
  const activated = await adminCall(request, '/api/activate-post-assessment-by-team-cohort', { TeamID: teamId, CohortId: '-1' });
  expect(activated.msg).toBe('Post-class assessments activated for 1 user.');

  // First login: a password of their own, then the portal.
  await logIn(page, email, 'given-password1');
  await expect(page).toHaveURL(/\/welcome$/);
  await expectAccessible(page);
  await page.getByLabel('New password').fill('chain-password');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByText('Hello, Chain Walker!')).toBeVisible();

  const listed = page.getByRole('heading', { name: 'Your Questionnaires' }).locator('..').getByRole('listitem');
  await expect(listed).toHaveCount(5);
  const expected = [
    ['Self-Efficacy Questions', 'about 5 minutes', '/assessment-se'],
    ['Psychological Safety Questions', 'about 4 minutes', '/assessment-ps'],
    ['Post-Class Survey', 'about 5 minutes', '/post-class-survey'],
    ['Reflection Questions', 'about 6 minutes', '/reflection-qs'],
    ['Knowledge Check', 'about 8 minutes', '/assessment-ck'],
  ];
  for (const [i, [name, minutes, href]] of expected.entries()) {
    const item = listed.nth(i);
    await expect(item.getByRole('link', { name })).toHaveAttribute('href', href);
    await expect(item).toContainText(minutes);
  }
  await expectAccessible(page);

  await listed.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/assessment-se$/);
  await answerSliders(page, 'Self-Efficacy');

  await expect(page).toHaveURL(/\/assessment-ps$/);
  await answerSliders(page, 'Psychological Safety');

  for (const [path, title, nextPath] of [
    ['/post-class-survey', 'Post-Class Survey', '/reflection-qs'],
    ['/reflection-qs', 'Reflection', '/assessment-ck'],
    ['/assessment-ck', 'Knowledge Check', '/portal'],
  ] as const) {
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expectAccessible(page);
    // Everything but the last question, then Submit: the missed-question dialog, and no move.
    const items = page.locator('main ol > li');
    await expect(items.first()).toBeVisible();
    const last = (await items.count()) - 1;
    await answerList(page, { except: last });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectMissedDialog(page, EN.unansweredTitle, EN.unansweredText, EN.ok);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await answerItem(items.nth(last), last);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(new RegExp(`${nextPath}$`));
  }

  await expect(page.getByText('There is nothing for you to do right now.')).toBeVisible();
  await expectAccessible(page);
  // Answered: opening one again sends the participant home.
  await page.goto('/assessment-se');
  await expect(page).not.toHaveURL(/assessment-se/);

  // The reassessment measures self-efficacy and psychological safety a second time: both are
  // listed again and start untouched, with nothing left over from the first round.
  await adminCall(request, '/api/activate-reassessment-by-team-cohort', { TeamID: teamId, CohortId: '-1' });
  await page.goto('/portal');
  for (const name of ['Innovation Reassessment', 'Self-Efficacy Questions', 'Psychological Safety Questions']) {
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Post-Class Survey' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Self-Efficacy Questions' }).click();
  await expect(page).toHaveURL(/\/assessment-se$/);
  await expect(page.getByText('1/2')).toBeVisible();
  const sliders = page.getByRole('slider');
  await expect(sliders.first()).toHaveAttribute('data-touched', 'false');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectMissedDialog(page, EN.unansweredTitle, EN.unansweredText, EN.ok);
  // Back keeps what was answered; a reload too (the working values stay on the device).
  const count = await sliders.count();
  for (let i = 0; i < count; i += 1) await moveSlider(sliders.nth(i), 2);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('2/2')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('1/2')).toBeVisible();
  await expect(sliders.first()).toHaveAttribute('data-touched', 'true');
  await expect(sliders.first()).toHaveValue('52');
  await page.reload();
  await expect(page.getByText('1/2')).toBeVisible();
  await expect(page.getByRole('slider').last()).toHaveValue('52');
});

test('a Spanish participant answers the start-of-class questions, none skippable', async ({ page, request }) => {
  const { teamId, cohortId, stamp } = await newTeamAndCohort(request, 'Inicio');
  const link = `inicio-${stamp}`;
  await adminCall(request, '/api/add-access-token', { TeamID: teamId, CohortId: cohortId, LinkText: link });
  const email = uniqueEmail('lucia');
  // Registration through the team link, in Spanish (the language cookie the picker sets).
  const registered = await request.post('/api/register-with-token', {
    headers: { Cookie: 'lang=SPA' },
    data: { email, password: 'lucia-password', token: link, name: 'Lucía Pérez' },
  });
  expect(registered.ok()).toBe(true);
  const activated = await adminCall(request, '/api/activate-pre-class-by-team-cohort', { TeamID: teamId, CohortId: cohortId });
  expect(activated.msg).toBe('Start-of-class questions activated for 1 user.');

  await logIn(page, email, 'lucia-password');
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByText('¡Hola, Lucía Pérez!')).toBeVisible();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Preguntas de inicio del curso' }) });
  await expect(item).toContainText('aproximadamente 5 minutos');
  await item.getByRole('link').click();

  await expect(page).toHaveURL(/\/welcome-qs$/);
  await expect(page.getByText('¿Qué describe mejor su función actual?', { exact: false })).toBeVisible();
  await expect(page.getByPlaceholder('Escriba su respuesta aquí').first()).toBeVisible();
  await expectAccessible(page);
  const items = await answerList(page, { except: 0 });
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expectMissedDialog(
    page,
    'Pregunta sin responder',
    'Parece que no respondió una de las preguntas. ¡Asegúrese de responderlas todas!',
    'Aceptar',
  );
  await answerItem(items.nth(0), 0);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole('link', { name: 'Preguntas de inicio del curso' })).toHaveCount(0);
  // Registered through the link, the main assessment is open and still listed.
  await expect(page.getByRole('link', { name: 'Evaluación de innovación' })).toBeVisible();
});
