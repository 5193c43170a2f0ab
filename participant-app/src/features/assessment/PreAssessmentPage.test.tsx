// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { activeReply, logIn } from './testData';
import { aClass, optionsReply } from '../classes/testData';
import PreAssessmentPage from './PreAssessmentPage';

function show(overrides: Parameters<typeof activeReply>[0], language: 'ENG' | 'SPA' | 'KOR' | 'BRPT' = 'ENG') {
  mockApi({ '/api/assessment-active': activeReply(overrides), '/api/get-class-options': optionsReply([aClass()]) });
  return renderWithProviders(<PreAssessmentPage />, { route: '/pre-assessment', language });
}

describe('PreAssessmentPage', () => {
  beforeEach(() => logIn());

  it('lets a user without a class choose one; enrolling in a priced class leads to /checkout', async () => {
    let enrolled = false;
    const calls = mockApi({
      '/api/assessment-active': () => activeReply(enrolled ? { payForClass: true, active: false } : { selectClass: true, active: false }),
      '/api/get-class-options': optionsReply([aClass()]),
      '/api/join-class': () => {
        enrolled = true;
        return { body: { error: null, msg: 'You have joined Design Sprint.' } };
      },
    });
    const { user, path } = renderWithProviders(<PreAssessmentPage />, { route: '/pre-assessment' });
    expect(await screen.findByRole('heading', { name: 'Choose Your Class' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Enroll' }));
    await waitFor(() => expect(path()).toBe('/checkout'));
    expect(calls.find((c) => c.path === '/api/join-class')?.headers.get('ClassID')).toBe('5');
  });

  it('says so when no class is open to the team', async () => {
    mockApi({ '/api/assessment-active': activeReply({ selectClass: true, active: false }), '/api/get-class-options': optionsReply([]) });
    renderWithProviders(<PreAssessmentPage />, { route: '/pre-assessment' });
    expect(await screen.findByText('It looks like there are no classes currently accepting new students.')).toBeInTheDocument();
  });

  it('sends a user who must pay to /checkout', async () => {
    const { path } = show({ payForClass: true, active: false });
    await waitFor(() => expect(path()).toBe('/checkout'));
  });

  it('tells a finished user so, or sends them to /portal once results are out', async () => {
    const view = show({ finished: true, active: false });
    expect(await screen.findByRole('heading', { name: 'Assessment Complete' })).toBeInTheDocument();
    view.unmount();
    const { path } = show({ finished: true, resultsActive: true });
    await waitFor(() => expect(path()).toBe('/portal'));
  });

  it('introduces an active assessment with a start button', async () => {
    const { user, path } = show({ active: true });
    expect(await screen.findByText(/about 20 minutes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the Assessment' }));
    expect(path()).toBe('/assessment');
  });

  it('introduces it in Korean and Portuguese', async () => {
    const view = show({ active: true }, 'KOR');
    expect(await screen.findByText(/약 20분/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '평가 시작하기' })).toBeInTheDocument();
    view.unmount();
    show({ active: true }, 'BRPT');
    expect(await screen.findByText(/cerca de 20 minutos/)).toBeInTheDocument();
  });

  it("otherwise says you're all set", async () => {
    show({ active: false });
    expect(await screen.findByText("You're all set! We'll be reaching out to you shortly with next steps.")).toBeInTheDocument();
  });

  it('lets an admin preview each state with the switcher', async () => {
    const { user, path } = show({ admin: true, active: true, finished: true, resultsActive: true });
    const buttons = await screen.findAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Class Selection', 'Checkout', 'Inactive', 'Active', 'Finished']);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finished' }));
    expect(screen.getByRole('heading', { name: 'Assessment Complete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finished' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Inactive' }));
    expect(screen.getByText(/You're all set!/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Active' }));
    expect(screen.getByText(/about 20 minutes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Class Selection' }));
    expect(await screen.findByRole('listitem', { name: 'Design Sprint' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(path()).toBe('/checkout');
  });

  it('labels the switcher in Spanish', async () => {
    show({ admin: true }, 'SPA');
    expect(await screen.findByRole('button', { name: 'Selección de curso' })).toBeInTheDocument();
  });
});
