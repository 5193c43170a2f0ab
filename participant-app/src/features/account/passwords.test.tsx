// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { readSession, storeSession } from 'shared-api';
import ResetPage from './ResetPage';
import ResetRequestPage from './ResetRequestPage';
import WelcomePage from './WelcomePage';
import { sessionReply, SUPPORT } from './testData';

const NEW_PASSWORD_MESSAGE = 'Please enter a valid password. Passwords must be at least 8 characters long.';
const updated = sessionReply({ access_token: 'fresh', language: 'BRPT' });

describe('WelcomePage', () => {
  it('asks a first-time user for a new password and validates it', async () => {
    storeSession({ access_token: 'first', email: 'ana@acme.org', admin: false, team_id: 7, user_id: 42 });
    const calls = mockApi({ '/api/update-password': { ...updated, body: { ...updated.body, msg: 'ok' } } });
    const { user, path, language } = renderWithProviders(<WelcomePage />, { route: '/welcome' });
    expect(screen.getByText('This is your first time logging in. Please choose a new password to continue.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(NEW_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('New password'), '-and-longer');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(path()).toBe('/portal'));
    expect(calls[0].headers.get('Authorization')).toBe('Bearer first');
    expect(calls[0].headers.get('UserPassword')).toBe('short-and-longer');
    expect(readSession()?.accessToken).toBe('fresh');
    expect(language()).toBe('BRPT');
  });
});

describe('WelcomePage with an answer that carries no session', () => {
  it('keeps the current session and still goes to /portal', async () => {
    storeSession({ access_token: 'first', email: 'ana@acme.org', admin: false, team_id: 7, user_id: 42 });
    mockApi({ '/api/update-password': { body: {} } });
    const { user, path } = renderWithProviders(<WelcomePage />, { route: '/welcome' });
    await user.type(screen.getByLabelText('New password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(path()).toBe('/portal'));
    expect(readSession()?.accessToken).toBe('first');
  });
});

describe('ResetRequestPage', () => {
  it('validates the email and confirms the request', async () => {
    const calls = mockApi({ ...SUPPORT, '/api/reset-request': { body: { error: false } } });
    const { user } = renderWithProviders(<ResetRequestPage />, { route: '/reset-request' });
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ana@acme.org');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Check your email: we've sent you a link to reset your password.");
    expect(calls.find((c) => c.path === '/api/reset-request')?.body).toEqual({ email: 'ana@acme.org' });
  });

  it('explains an unknown email and offers support by mail', async () => {
    mockApi({ ...SUPPORT, '/api/reset-request': { status: 404, body: { error: 'EMAIL_NOT_FOUND', message: 'x' } } });
    const { user } = renderWithProviders(<ResetRequestPage />, { route: '/reset-request' });
    await user.type(screen.getByLabelText('Email'), 'who@acme.org');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We can't find an account with that email, did you sign up with a different one?",
    );
    expect(await screen.findByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'mailto:help@portal.test');
  });
});

describe('ResetRequestPage answering 200 {error: true}', () => {
  it('explains the unknown email as for the 404 answer', async () => {
    mockApi({ ...SUPPORT, '/api/reset-request': { body: { error: true } } });
    const { user } = renderWithProviders(<ResetRequestPage />, { route: '/reset-request' });
    await user.type(screen.getByLabelText('Email'), 'who@acme.org');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We can't find an account with that email, did you sign up with a different one?",
    );
    expect(screen.queryByText(/Check your email/)).not.toBeInTheDocument();
  });
});

describe('ResetPage', () => {
  const expired = 'Sorry, it looks like your reset link has expired.';

  it('sets a new password with the reset token and goes to /portal', async () => {
    const calls = mockApi({
      '/api/is_token_valid': { body: { token_is_valid: true } },
      '/api/update-password': { ...updated, body: { ...updated.body, msg: 'ok' } },
    });
    const { user, path } = renderWithProviders(<ResetPage />, { route: '/reset?c=reset-tok' });
    await user.click(await screen.findByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(NEW_PASSWORD_MESSAGE)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(path()).toBe('/portal'));
    expect(calls[0].body).toEqual({ access_token: 'reset-tok' });
    const update = calls.find((c) => c.path === '/api/update-password');
    expect(update?.headers.get('Authorization')).toBe('Bearer reset-tok');
    expect(readSession()?.accessToken).toBe('fresh');
  });

  it('says an expired link has expired and offers a new one', async () => {
    mockApi({ '/api/is_token_valid': { body: { token_is_valid: false } } });
    renderWithProviders(<ResetPage />, { route: '/reset?c=old' });
    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/reset-request');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('says so when the link expires before the form is sent', async () => {
    mockApi({
      '/api/is_token_valid': { body: { token_is_valid: true } },
      '/api/update-password': { status: 400, body: { error: 'RESET_EXPIRED', message: 'x' } },
    });
    const { user, path } = renderWithProviders(<ResetPage />, { route: '/reset?c=tok' });
    await user.type(await screen.findByLabelText('New password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(path()).toBe('/reset');
  });

  it('treats a link without a token as expired', async () => {
    const calls = mockApi({});
    renderWithProviders(<ResetPage />, { route: '/reset' });
    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(calls).toHaveLength(0);
  });
});
