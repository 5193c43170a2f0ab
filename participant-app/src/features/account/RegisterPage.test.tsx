// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { readSession, storeSession } from 'shared-api';
import RegisterPage from './RegisterPage';
import { sessionReply, SUPPORT } from './testData';

type User = ReturnType<typeof renderWithProviders>['user'];

async function fill(user: User, values: { name?: string; email?: string; password?: string }, nameLabel = 'Full Name') {
  if (values.name) await user.type(screen.getByLabelText(nameLabel), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
}

const ANA = { name: 'Ana Lima', email: 'ana@acme.org', password: 'long-enough' };
const CONFLICT = { status: 409, body: { error: 'CONFLICT', conflict: true, message: 'x' } };

describe('RegisterPage without parameters', () => {
  it('shows the sign-up mode and validates every field with the SPEC.md messages', async () => {
    const calls = mockApi(SUPPORT);
    const { user } = renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(screen.getByRole('heading', { name: 'Sign Up for an Innovation Class' })).toBeInTheDocument();
    expect(screen.getByText("You'll choose your class after creating your account.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email.')).toBeInTheDocument();
    expect(screen.getByText("Please enter a password that's at least 8 characters.")).toBeInTheDocument();
    await fill(user, { name: 'Ana', email: 'ana@', password: 'short' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(screen.getByText("Please enter a password that's at least 8 characters.")).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/register')).toHaveLength(0);
  });

  it('registers, stores the new session and goes to /', async () => {
    // Working values of an earlier assessment must not leak into the new account.
    document.cookie = 'answers=%7B%7D; Path=/';
    const calls = mockApi({ ...SUPPORT, '/api/register': sessionReply() });
    const { user, path } = renderWithProviders(<RegisterPage />, { route: '/register' });
    await fill(user, ANA);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(path()).toBe('/'));
    expect(calls.find((c) => c.path === '/api/register')?.body).toEqual({ ...ANA, classID: null, teamID: null });
    expect(readSession()?.accessToken).toBe('tok-123');
    expect(document.cookie).not.toContain('answers=');
  });

  it('offers to log in when the email already has an account', async () => {
    mockApi({ ...SUPPORT, '/api/register': CONFLICT });
    const { user, path } = renderWithProviders(<RegisterPage />, { route: '/register' });
    await fill(user, ANA);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "It looks like there's already an account with that email. Would you like to log in?",
    );
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute('href', '/login');
    expect(path()).toBe('/register');
  });

  it('shows the server validation errors on their fields', async () => {
    mockApi({
      ...SUPPORT,
      '/api/register': { status: 400, body: { error: 'VALIDATION', message: 'x', errors: { name: 'validation.tooLong' } } },
    });
    const { user } = renderWithProviders(<RegisterPage />, { route: '/register' });
    await fill(user, ANA);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('This entry is too long.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a logged-in user to /portal', async () => {
    storeSession({ access_token: 't', email: 'a@b.c', admin: false, team_id: 1, user_id: 1 });
    mockApi(SUPPORT);
    const { path } = renderWithProviders(<RegisterPage />, { route: '/register' });
    await waitFor(() => expect(path()).toBe('/portal'));
  });
});

describe('RegisterPage with an access token (t)', () => {
  const validToken = { '/api/team-access-token': { body: { valid: true, emailDesc: '@acme.org' } } };

  it('shows the assessment mode and requires the team email domain', async () => {
    const calls = mockApi({ ...SUPPORT, ...validToken, '/api/register-with-token': sessionReply() });
    const { user, path } = renderWithProviders(<RegisterPage />, { route: '/r?t=spring-2026' });
    expect(await screen.findByRole('heading', { name: 'Take the Innovation Assessment' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/team-access-token')?.headers.get('Token')).toBe('spring-2026');
    await user.click(screen.getByRole('button', { name: 'Take the Assessment' }));
    expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
    await fill(user, { ...ANA, email: 'ana@gmail.com' });
    await user.click(screen.getByRole('button', { name: 'Take the Assessment' }));
    expect(await screen.findByText('Please enter your @acme.org email.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ana@acme.org');
    await user.click(screen.getByRole('button', { name: 'Take the Assessment' }));
    await waitFor(() => expect(path()).toBe('/'));
    expect(calls.find((c) => c.path === '/api/register-with-token')?.body).toEqual({ ...ANA, token: 'spring-2026' });
  });

  it('names the domain in every email message of token mode (SPEC.md section 5)', async () => {
    const calls = mockApi({ ...SUPPORT, ...validToken });
    const { user } = renderWithProviders(<RegisterPage />, { route: '/r?t=spring-2026' });
    await screen.findByRole('heading', { name: 'Take the Innovation Assessment' });
    await user.click(screen.getByRole('button', { name: 'Take the Assessment' }));
    expect(await screen.findByText('Please enter your @acme.org email.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Take the Assessment' }));
    expect(await screen.findByText('Please enter your @acme.org email.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email.')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/register-with-token')).toHaveLength(0);
  });

  it('explains an unknown token with the support address', async () => {
    mockApi({ ...SUPPORT, '/api/team-access-token': { body: { valid: false, emailDesc: '' } } });
    renderWithProviders(<RegisterPage />, { route: '/r?t=nope' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We weren't able to find the access token you provided, please email us at help@portal.test",
    );
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'mailto:help@portal.test');
    expect(screen.queryByRole('button', { name: 'Take the Assessment' })).not.toBeInTheDocument();
  });

  it('explains a link that is disabled or has ended, and offers no form', async () => {
    mockApi({ ...SUPPORT, '/api/team-access-token': { status: 410, body: { error: 'LINK_INACTIVE', message: 'x' } } });
    renderWithProviders(<RegisterPage />, { route: '/r?t=leaked' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This assessment link is no longer active. Please ask the person who sent it to you for a new one.',
    );
    expect(screen.queryByRole('button', { name: 'Take the Assessment' })).not.toBeInTheDocument();
  });

  it('explains a token that disappears before the form is sent', async () => {
    mockApi({
      ...SUPPORT,
      ...validToken,
      '/api/register-with-token': { status: 404, body: { error: 'INVALID_ACCESS_TOKEN', message: 'x' } },
    });
    const { user } = renderWithProviders(<RegisterPage />, { route: '/r?t=spring-2026' });
    await screen.findByRole('heading', { name: 'Take the Innovation Assessment' });
    await fill(user, ANA);
    await user.click(screen.getByRole('button', { name: 'Take the Assessment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We weren't able to find the access token you provided, please email us at help@portal.test",
    );
  });

  it('speaks Korean', async () => {
    mockApi({ ...SUPPORT, ...validToken });
    const { user } = renderWithProviders(<RegisterPage />, { route: '/r?t=spring-2026', language: 'KOR' });
    expect(await screen.findByRole('heading', { name: '혁신 역량 평가 응시하기' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '평가 시작하기' }));
    expect(await screen.findByText('성명을 입력하세요.')).toBeInTheDocument();
    expect(screen.getByText('8자 이상의 비밀번호를 입력하세요.')).toBeInTheDocument();
  });
});

describe('RegisterPage with a class (classID, teamID)', () => {
  it('names the class, registers into it and goes on to where the participant stands (checkout for a priced class)', async () => {
    const calls = mockApi({
      ...SUPPORT,
      '/api/verify-class': { body: { valid: true, className: 'Design Sprint' } },
      '/api/register': sessionReply(),
    });
    const { user, path } = renderWithProviders(<RegisterPage />, { route: '/register?classID=12&teamID=45' });
    expect(await screen.findByRole('heading', { name: 'Create an Account to Join the Class' })).toBeInTheDocument();
    expect(screen.getByText('Design Sprint')).toBeInTheDocument();
    const verify = calls.find((c) => c.path === '/api/verify-class');
    expect([verify?.headers.get('TeamID'), verify?.headers.get('ClassID')]).toEqual(['45', '12']);
    await fill(user, ANA);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(path()).toBe('/pre-assessment'));
    expect(calls.find((c) => c.path === '/api/register')?.body).toEqual({ ...ANA, classID: 12, teamID: 45 });
  });

  it('goes to / for an unknown class', async () => {
    mockApi({ ...SUPPORT, '/api/verify-class': { body: { valid: false, className: '' } } });
    const { path } = renderWithProviders(<RegisterPage />, { route: '/register?classID=999&teamID=45' });
    await waitFor(() => expect(path()).toBe('/'));
  });
});
