// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import ReassessmentPage from './ReassessmentPage';
import { logIn, reassessmentReply } from './testData';

describe('ReassessmentPage', () => {
  beforeEach(() => {
    localStorage.clear();
    logIn();
  });

  it('pages the seven-point questions, then submits them under answers["0"] by question id', async () => {
    const calls = mockApi({
      '/api/re-assessment-questions': reassessmentReply(),
      '/api/answers': { body: { nextUrl: '/assessment-se' } },
    });
    const { user, path } = renderWithProviders(<ReassessmentPage />, { route: '/assessment-re' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading assessment...');
    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    expect(screen.getByText('1/2')).toBeInTheDocument();
    const rows = screen.getAllByRole('radiogroup');
    expect(rows).toHaveLength(8);
    expect(within(rows[0]).getAllByRole('radio')).toHaveLength(7);
    expect(screen.getByRole('radiogroup', { name: 'English statement 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    for (const row of rows) await user.click(within(row).getByRole('radio', { name: 'Somewhat Agree' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('2/2')).toBeInTheDocument();
    // Only the main flow locks Back at index 1.
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    for (const row of screen.getAllByRole('radiogroup')) await user.click(within(row).getByRole('radio', { name: 'Strongly Agree' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(path()).toBe('/assessment-se'));
    const body = calls.find((c) => c.path === '/api/answers')?.body as Record<string, unknown>;
    expect(body.reassess).toBe(true);
    expect(body.version).toBe('v1');
    expect(body.answers).toEqual({ 0: { 101: 5, 102: 5, 103: 5, 104: 5, 105: 5, 106: 5, 107: 5, 108: 5, 109: 7, 110: 7 } });
  });

  it('shows the questions in the user language', async () => {
    mockApi({ '/api/re-assessment-questions': reassessmentReply({ language: 'SPA' }) });
    renderWithProviders(<ReassessmentPage />, { language: 'SPA' });
    expect(await screen.findByRole('heading', { name: 'Pregunta 1' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Afirmación 1' })).toBeInTheDocument();
  });

  it('sends a user whose reassessment is not active to /assessment', async () => {
    mockApi({ '/api/re-assessment-questions': reassessmentReply({ active: false }) });
    const { path } = renderWithProviders(<ReassessmentPage />, { route: '/assessment-re' });
    await waitFor(() => expect(path()).toBe('/assessment'));
  });
});
