// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { readSession } from 'shared-api';
import LoginPage from './LoginPage';
import ResetPage from './ResetPage';
import { sessionReply } from './testData';

const CHALLENGE = { body: { mfa_required: true, mfa_token: 'mfa-tok' } };

async function passwordStep() {
  const view = renderWithProviders(<LoginPage />, { route: '/login' });
  await view.user.type(screen.getByLabelText('Email'), 'ana@acme.org');
  await view.user.type(screen.getByLabelText('Password'), 'secret-pass');
  await view.user.click(screen.getByRole('button', { name: 'Log In' }));
  await screen.findByRole('heading', { name: 'Two-step verification' });
  return view;
}

describe('the login with a second factor (issue 24)', () => {
  it('asks for the code after the password, and signs in with it', async () => {
    const calls = mockApi({ '/api/login': CHALLENGE, '/api/login-mfa': sessionReply({ admin: true }) });
    const { user, path } = await passwordStep();
    expect(readSession()).toBeNull();
    await user.type(screen.getByLabelText('Code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(path()).toBe('/admin'));
    expect(calls.find((c) => c.path === '/api/login-mfa')?.body).toEqual({ mfa_token: 'mfa-tok', Code: '123 456' });
    expect(readSession()?.accessToken).toBe('tok-123');
  });

  it('checks the code before sending, and shows a wrong one from the server on its field', async () => {
    const calls = mockApi({ '/api/login': CHALLENGE, '/api/login-mfa': { status: 400, body: { error: 'MFA_CODE_INVALID', message: 'x' } } });
    const { user, path } = await passwordStep();
    await user.type(screen.getByLabelText('Code'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/login-mfa')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/That code isn't right/)).toBeInTheDocument();
    expect(path()).toBe('/login');
    expect(readSession()).toBeNull();
    // The other way starts afresh.
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.queryByText(/That code isn't right/)).toBeNull();
  });

  it('takes a recovery code instead', async () => {
    const calls = mockApi({ '/api/login': CHALLENGE, '/api/login-mfa': sessionReply() });
    const { user, path } = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter one of your recovery codes.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(path()).toBe('/portal'));
    expect(calls.find((c) => c.path === '/api/login-mfa')?.body).toEqual({ mfa_token: 'mfa-tok', RecoveryCode: 'abcde-12345' });
  });

  it('offers to start again when the login expired', async () => {
    mockApi({ '/api/login': CHALLENGE, '/api/login-mfa': { status: 401, body: { error: 'MFA_TOKEN_INVALID', message: 'x' } } });
    const { user } = await passwordStep();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/Your login has expired/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in again' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it('asks a reset link of such an account for the code before signing in', async () => {
    mockApi({
      '/api/is_token_valid': { body: { token_is_valid: true } },
      '/api/update-password': { body: { msg: 'ok', mfa_required: true, mfa_token: 'mfa-tok' } },
      '/api/login-mfa': sessionReply(),
    });
    const { user, path } = renderWithProviders(<ResetPage />, { route: '/reset?c=reset-tok' });
    await user.type(await screen.findByLabelText('New password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: /update/i }));
    await screen.findByRole('heading', { name: 'Two-step verification' });
    expect(readSession()).toBeNull();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(path()).toBe('/portal'));
    expect(readSession()?.accessToken).toBe('tok-123');
  });
});
