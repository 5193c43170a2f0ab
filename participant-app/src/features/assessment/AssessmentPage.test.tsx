// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { clearSession } from 'shared-api';
import AssessmentPage from './AssessmentPage';
import { activeReply, agree, demographics, freeform, howOften, logIn, questionsReply } from './testData';

const ANSWERED = { '/api/answers': { body: { nextUrl: '/post-assessment' } } };

function routes(overrides = {}) {
  return mockApi({ '/api/assessment-active': activeReply(), '/api/questions': questionsReply(), ...ANSWERED, ...overrides });
}

type User = ReturnType<typeof renderWithProviders>['user'];

/** Rates every statement of the page on screen with the column of the given label. */
async function rateAll(user: User, label: string) {
  for (const group of screen.getAllByRole('radiogroup')) await user.click(within(group).getByRole('radio', { name: label }));
}

const next = () => screen.getByRole('button', { name: 'Next' });
const back = () => screen.getByRole('button', { name: 'Back' });

describe('AssessmentPage', () => {
  beforeEach(() => {
    localStorage.clear();
    logIn();
  });

  it('loads, then shows an agreement table that gates Next', async () => {
    routes();
    const { user } = renderWithProviders(<AssessmentPage />, { route: '/assessment' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading assessment...');
    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    expect(screen.getByText('1/4')).toBeInTheDocument();
    const rows = screen.getAllByRole('radiogroup');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Strongly Disagree',
      'Disagree',
      'Neither Agree Nor Disagree',
      'Agree',
      'Strongly Agree',
    ]);
    expect(screen.getByRole('radiogroup', { name: 'I like new ideas.' })).toBeInTheDocument();
    expect(back()).toBeDisabled();
    expect(next()).toBeDisabled();
    await user.click(within(rows[0]).getByRole('radio', { name: 'Agree' }));
    expect(next()).toBeDisabled();
    await user.click(within(rows[1]).getByRole('radio', { name: 'Strongly Agree' }));
    expect(next()).toBeEnabled();
  });

  it('shows the how-often table; Back is disabled at indexes 0 and 1 only', async () => {
    routes();
    const { user } = renderWithProviders(<AssessmentPage />);
    await screen.findByRole('heading', { name: 'Question 1' });
    await rateAll(user, 'Agree');
    await user.click(next());
    expect(screen.getByRole('heading', { name: 'Question 2' })).toBeInTheDocument();
    expect(screen.getByText('2/4')).toBeInTheDocument();
    expect(within(screen.getAllByRole('radiogroup')[0]).getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Never',
      'Rarely',
      'Sometimes',
      'Often',
      'Always',
    ]);
    expect(back()).toBeDisabled();
    await rateAll(user, 'Often');
    await user.click(next());
    expect(screen.getByRole('heading', { name: 'Question 3' })).toBeInTheDocument();
    // The freeform page waits for Start.
    expect(next()).toBeDisabled();
    await user.click(back());
    expect(screen.getByRole('heading', { name: 'Question 2' })).toBeInTheDocument();
    expect(within(screen.getAllByRole('radiogroup')[0]).getByRole('radio', { name: 'Often' })).toBeChecked();
  });

  it('lets an admin move on without answering', async () => {
    routes({ '/api/assessment-active': activeReply({ admin: true, active: false }) });
    const { user } = renderWithProviders(<AssessmentPage />);
    await screen.findByRole('heading', { name: 'Question 1' });
    expect(next()).toBeEnabled();
    await user.click(next());
    await user.click(next());
    expect(screen.getByRole('heading', { name: 'Question 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('sends a user whose assessment is not active to /pre-assessment', async () => {
    const calls = routes({ '/api/assessment-active': activeReply({ active: false }) });
    const { path } = renderWithProviders(<AssessmentPage />, { route: '/assessment' });
    await waitFor(() => expect(path()).toBe('/pre-assessment'));
    expect(calls.map((c) => c.path)).toEqual(['/api/assessment-active']);
  });

  it('shows the fallback for an unknown question type', async () => {
    routes({ '/api/questions': questionsReply([{ ...agree, type: 'mystery' }]) });
    renderWithProviders(<AssessmentPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops! It looks like something went wrong.');
    expect(next()).toBeDisabled();
  });

  it('asks every required demographic field, the number of reports as a number', async () => {
    routes({ '/api/questions': questionsReply([demographics]) });
    const { user } = renderWithProviders(<AssessmentPage />);
    expect(await screen.findByRole('heading', { name: 'Demographic Info' })).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Department'), 'ops');
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText('Number of reports'), '3');
    expect(next()).toBeEnabled();
    expect(JSON.parse(localStorage.getItem('answers:42:assessment') ?? '{}')).toEqual({ 0: { department: 'ops', reports: 3 } });
  });

  it('titles the post-assessment form', async () => {
    routes({ '/api/questions': questionsReply([{ ...demographics, form: 'postAssessment' }]) });
    renderWithProviders(<AssessmentPage />);
    expect(await screen.findByRole('heading', { name: 'Post-Assessment Questions' })).toBeInTheDocument();
  });

  it('restores the answers and the page after a reload, and clearSession forgets them', async () => {
    routes();
    const first = renderWithProviders(<AssessmentPage />);
    await screen.findByRole('heading', { name: 'Question 1' });
    await rateAll(first.user, 'Disagree');
    await first.user.click(next());
    await rateAll(first.user, 'Always');
    await first.user.click(next());
    first.unmount();

    routes();
    const second = renderWithProviders(<AssessmentPage />);
    expect(await screen.findByRole('heading', { name: 'Question 3' })).toBeInTheDocument();
    await second.user.click(back());
    for (const group of screen.getAllByRole('radiogroup')) expect(within(group).getByRole('radio', { name: 'Always' })).toBeChecked();
    second.unmount();

    clearSession();
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('ends with All Done?, posts the answers in the SPEC shape and follows nextUrl', async () => {
    const calls = routes({ '/api/questions': questionsReply([agree, howOften]) });
    const { user, path } = renderWithProviders(<AssessmentPage />, { route: '/assessment' });
    await screen.findByRole('heading', { name: 'Question 1' });
    await rateAll(user, 'Agree');
    await user.click(next());
    await rateAll(user, 'Sometimes');
    await user.click(next());
    expect(screen.getByRole('heading', { name: 'All Done?' })).toBeInTheDocument();
    await user.click(back());
    expect(screen.getByRole('heading', { name: 'Question 2' })).toBeInTheDocument();
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(path()).toBe('/post-assessment'));
    expect(calls.find((c) => c.path === '/api/questions')?.headers.get('UserEmail')).toBe('ana%40acme.org');
    const sent = calls.find((c) => c.path === '/api/answers');
    expect(sent?.body).toEqual({
      answers: { 0: { 0: 4, 1: 4 }, 1: { 0: 3, 1: 3 } },
      textAnswers: {},
      user_email: 'ana@acme.org',
      reassess: false,
      questions: [agree, howOften],
      version: 'v1',
    });
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('speaks Spanish and Korean', async () => {
    routes({ '/api/questions': questionsReply([freeform]) });
    const view = renderWithProviders(<AssessmentPage />, { language: 'SPA' });
    expect(await screen.findByRole('heading', { name: 'Pregunta 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Comenzar' })).toBeInTheDocument();
    view.unmount();
    routes({ '/api/questions': questionsReply([agree]) });
    renderWithProviders(<AssessmentPage />, { language: 'KOR' });
    expect(await screen.findByRole('heading', { name: '질문 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio', { name: '매우 동의함' })).toHaveLength(2);
  });
});
