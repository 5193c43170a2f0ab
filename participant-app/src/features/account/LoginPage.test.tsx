// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { encodeAnonymousLink, readSession, rememberOrigin, storeSession } from 'shared-api';
import LoginPage from './LoginPage';
import { sessionReply } from './testData';

async function logIn(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const view = renderWithProviders(<LoginPage />, { route: '/login', ...options });
  await view.user.type(screen.getByLabelText('Email'), 'ana@acme.org');
  await view.user.type(screen.getByLabelText('Password'), 'secret-pass');
  await view.user.click(screen.getByRole('button', { name: 'Log In' }));
  return view;
}

describe('LoginPage', () => {
  it('validates email and password with the SPEC.md messages', async () => {
    const calls = mockApi({});
    const { user } = renderWithProviders(<LoginPage />);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid password.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('shows the login failure with a link to reset the password', async () => {
    mockApi({ '/api/login': { status: 401, body: { error: 'LOGIN_FAILED', message: 'x' } } });
    const { path } = await logIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Sorry, there isn't an account with those credentials. Would you like to reset your password?");
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/reset-request');
    expect(path()).toBe('/login');
    expect(readSession()).toBeNull();
  });

  it('treats an answer without a token as a failed login (SPEC.md section 4)', async () => {
    mockApi({ '/api/login': { status: 200, body: { email: 'ana@acme.org' } } });
    const { path } = await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, there isn't an account with those credentials.");
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/reset-request');
    expect(path()).toBe('/login');
    expect(readSession()).toBeNull();
  });

  it('stores the session, takes the user language and goes to /portal', async () => {
    const calls = mockApi({ '/api/login': sessionReply({ language: 'SPA' }) });
    const { path, language } = await logIn();
    await waitFor(() => expect(path()).toBe('/portal'));
    expect(calls.find((c) => c.path === '/api/login')?.body).toEqual({ email: 'ana@acme.org', password: 'secret-pass' });
    expect(readSession()).toEqual({ accessToken: 'tok-123', email: 'ana@acme.org', admin: false, teamId: 7, userId: 42 });
    expect(language()).toBe('SPA');
  });

  it('sends a first login to /welcome, before any remembered page', async () => {
    rememberOrigin('/classes');
    mockApi({ '/api/login': sessionReply({ first_login: true }) });
    const { path } = await logIn();
    await waitFor(() => expect(path()).toBe('/welcome'));
  });

  it('returns to the remembered page', async () => {
    rememberOrigin('/assessment');
    mockApi({ '/api/login': sessionReply({ admin: true }) });
    const { path } = await logIn();
    await waitFor(() => expect(path()).toBe('/assessment'));
  });

  it('sends an admin to /admin', async () => {
    mockApi({ '/api/login': sessionReply({ admin: true }) });
    const { path } = await logIn();
    await waitFor(() => expect(path()).toBe('/admin'));
  });

  it('redirects a visitor who is already logged in', async () => {
    storeSession({ access_token: 't', email: 'a@b.c', admin: true, team_id: 1, user_id: 1 });
    mockApi({});
    const { path } = renderWithProviders(<LoginPage />, { route: '/login' });
    await waitFor(() => expect(path()).toBe('/admin'));
  });

  it('signs an anonymous user in once from ?au=', async () => {
    const link = encodeAnonymousLink({ email: 'anon-17@acme.org', password: 'pw12345678' });
    const calls = mockApi({ '/api/login': sessionReply({ email: 'anon-17@acme.org', first_login: true }) });
    const { path } = renderWithProviders(<LoginPage />, { route: `/login?au=${encodeURIComponent(link)}` });
    expect(screen.getByRole('status')).toHaveTextContent('Logging you in...');
    await waitFor(() => expect(path()).toBe('/welcome'));
    expect(calls.map((c) => c.body)).toEqual([{ email: 'anon-17@acme.org', password: 'pw12345678' }]);
  });

  it('explains a malformed anonymous link and offers the form', async () => {
    const calls = mockApi({});
    renderWithProviders(<LoginPage />, { route: '/login?au=garbage' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This login link is not valid.');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('explains an anonymous link whose login fails', async () => {
    mockApi({ '/api/login': { status: 401, body: { error: 'LOGIN_FAILED', message: 'x' } } });
    const link = encodeAnonymousLink({ email: 'gone@acme.org', password: 'pw12345678' });
    const { path } = renderWithProviders(<LoginPage />, { route: `/login?au=${link}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('This login link is not valid.');
    expect(path()).toBe('/login');
  });

  it('speaks Korean', async () => {
    mockApi({ '/api/login': { status: 401, body: { error: 'LOGIN_FAILED', message: 'x' } } });
    const { user } = renderWithProviders(<LoginPage />, { language: 'KOR' });
    expect(screen.getByRole('heading', { name: '로그인' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('유효한 이메일을 입력하세요.')).toBeInTheDocument();
    expect(screen.getByText('유효한 비밀번호를 입력하세요.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('이메일'), 'ana@acme.org');
    await user.type(screen.getByLabelText('비밀번호'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('죄송합니다. 해당 정보로 등록된 계정이 없습니다.');
    expect(screen.getByRole('link', { name: '비밀번호 재설정' })).toBeInTheDocument();
  });
});
