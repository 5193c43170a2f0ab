import { meReply, mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { readSession, storeSession } from 'shared-api';
import type { MeResponse } from 'shared-api';
import AccountPage from './AccountPage';
import { sessionReply } from './testData';

const ME = meReply();
const SESSIONS = {
  body: {
    sessions: [
      { created_at: '2026-11-20T10:00:00Z', last_used_at: '2026-11-27T09:00:00Z', current: true },
      { created_at: '2026-11-01T08:00:00Z', last_used_at: '2026-11-02T08:00:00Z', current: false },
    ],
  },
};

function openPage(routes: Parameters<typeof mockApi>[0] = {}, me: Partial<MeResponse> = {}) {
  storeSession({ access_token: 'tok-old', email: 'ana@acme.org', admin: false, team_id: 7, user_id: 42 });
  const calls = mockApi({ '/api/me': { body: { ...ME, ...me } }, '/api/sessions': SESSIONS, ...routes });
  return { calls, ...renderWithProviders(<AccountPage />, { route: '/account' }) };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('AccountPage (issue 24)', () => {
  it('saves the name and says so', async () => {
    const { user, calls } = openPage({ '/api/edit-account': { body: { name: 'Ana Souza' } } });
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('ana@acme.org')).toBeInTheDocument();
    const name = within(profile).getByLabelText('Full name');
    expect(name).toHaveValue('Ana Lima');
    await user.clear(name);
    await user.click(within(profile).getByRole('button', { name: 'Save' }));
    expect(await within(profile).findByText('Please enter your full name.')).toBeInTheDocument();
    await user.type(name, 'Ana Souza');
    await user.click(within(profile).getByRole('button', { name: 'Save' }));
    expect(await within(profile).findByText('Your name was saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/edit-account')?.body).toEqual({ name: 'Ana Souza' });
  });

  it('changes the language at once', async () => {
    const { user, language } = openPage();
    await user.selectOptions(await screen.findByLabelText('Language'), 'KOR');
    await waitFor(() => expect(language()).toBe('KOR'));
  });

  it('changes the password with the current one, and keeps this browser signed in with the new session', async () => {
    const { user, calls } = openPage({
      '/api/update-password': (request) =>
        request.headers.get('CurrentPassword') === 'right-pass'
          ? sessionReply({ access_token: 'tok-new' })
          : { status: 403, body: { error: 'CURRENT_PASSWORD', message: 'x' } },
    });
    const password = await screen.findByRole('region', { name: 'Password' });
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText('Please enter your current password.')).toBeInTheDocument();
    await user.type(within(password).getByLabelText('Current password'), 'wrong-pass');
    await user.type(within(password).getByLabelText('New password'), 'a-new-password');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText(/Your current password is missing or incorrect/)).toBeInTheDocument();
    expect(within(password).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(within(password).getByLabelText('Current password'));
    await user.type(within(password).getByLabelText('Current password'), 'right-pass');
    const asked = () => calls.filter((c) => c.path === '/api/sessions').length;
    const before = asked();
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText(/Your password was changed/)).toBeInTheDocument();
    expect(readSession()?.accessToken).toBe('tok-new');
    expect(within(password).getByLabelText('New password')).toHaveValue('');
    // The sessions are asked again: the others ended with the change.
    await waitFor(() => expect(asked()).toBeGreaterThan(before));
    const sent = calls.filter((c) => c.path === '/api/update-password').at(-1);
    expect([sent?.headers.get('UserPassword'), sent?.headers.get('Authorization')]).toEqual(['a-new-password', 'Bearer tok-old']);
  });

  it('offers a link to set a password to an account single sign-on made, which has none', async () => {
    openPage({}, { has_password: false });
    const password = await screen.findByRole('region', { name: 'Password' });
    expect(within(password).getByText(/this account has no password here/)).toBeInTheDocument();
    expect(within(password).getByRole('link', { name: 'Get a link to set one' })).toHaveAttribute('href', '/reset-request');
    expect(within(password).queryByLabelText('Current password')).toBeNull();
  });

  it('sets up a second factor: QR code, key, the password and a first code, then the recovery codes once and the new session', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);
    const { user, calls } = openPage({
      '/api/mfa-setup': { body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' } },
      '/api/mfa-enable': { body: { ...sessionReply({ access_token: 'tok-strong' }).body, recovery_codes: codes } },
    });
    const mfa = await screen.findByRole('region', { name: 'Second factor' });
    await user.click(within(mfa).getByRole('button', { name: 'Set up a second factor' }));
    expect(await within(mfa).findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(within(mfa).getByTestId('mfa-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await user.type(within(mfa).getByLabelText('Current password'), 'my-password');
    await user.type(within(mfa).getByLabelText('Code from the app'), '654321');
    await user.click(within(mfa).getByRole('button', { name: 'Turn on' }));
    const list = await within(mfa).findByTestId('recovery-codes');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(codes);
    expect(calls.find((c) => c.path === '/api/mfa-enable')?.body).toEqual({ Code: '654321', CurrentPassword: 'my-password' });
    // Every other session ended: this browser goes on with the one opened with the factor.
    expect(readSession()?.accessToken).toBe('tok-strong');
    const file = within(mfa).getByRole('link', { name: 'Download the codes' });
    expect(file).toHaveAttribute('download', 'recovery-codes.txt');
    expect(decodeURIComponent(file.getAttribute('href') ?? '')).toBe(`data:text/plain;charset=utf-8,Recovery codes for ana@acme.org. Each one works once.\n\n${codes.join('\n')}\n`);
    await user.click(within(mfa).getByRole('button', { name: 'I have saved them' }));
    expect(within(mfa).queryByTestId('recovery-codes')).toBeNull();
  });

  it('turns the second factor off with the current password and a current code, showing a wrong password on its field', async () => {
    const { user, calls } = openPage(
      {
        '/api/mfa-disable': (request) =>
          (request.body as { CurrentPassword: string }).CurrentPassword === 'right-pass'
            ? { body: { ok: true } }
            : { status: 403, body: { error: 'CURRENT_PASSWORD', message: 'Your current password is missing or incorrect.' } },
      },
      { mfa_enabled: true },
    );
    const mfa = await screen.findByRole('region', { name: 'Second factor' });
    expect(within(mfa).getByText(/A second factor is on/)).toBeInTheDocument();
    await user.click(within(mfa).getByRole('button', { name: 'Turn off the second factor' }));
    await user.type(within(mfa).getByLabelText('Current password'), 'wrong-pass');
    await user.type(within(mfa).getByLabelText('Code from the app'), '111222');
    await user.click(within(mfa).getByRole('button', { name: 'Turn off the second factor' }));
    await waitFor(() => expect(within(mfa).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true'));
    await user.clear(within(mfa).getByLabelText('Current password'));
    await user.type(within(mfa).getByLabelText('Current password'), 'right-pass');
    await user.click(within(mfa).getByRole('button', { name: 'Turn off the second factor' }));
    expect(await within(mfa).findByText('The second factor is off.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/mfa-disable').at(-1)?.body).toEqual({ Code: '111222', CurrentPassword: 'right-pass' });
  });

  it('asks an account made by single sign-on for no password it has not got', async () => {
    const { user } = openPage({}, { mfa_enabled: true, has_password: false });
    const mfa = await screen.findByRole('region', { name: 'Second factor' });
    await user.click(within(mfa).getByRole('button', { name: 'Turn off the second factor' }));
    expect(within(mfa).getByLabelText('Code from the app')).toBeInTheDocument();
    expect(within(mfa).queryByLabelText('Current password')).toBeNull();
  });

  it('tells a manager whose factor is on but whose session was opened without it to sign in again', async () => {
    openPage({}, { admin: true, mfa_enabled: true, mfa_setup_required: true });
    expect(await screen.findByText(/Log out, then log in again with a code from your app/)).toBeInTheDocument();
  });

  it('puts the setup first, with the reason, for a manager who must have one', async () => {
    openPage({}, { admin: true, mfa_setup_required: true });
    expect(await screen.findByText(/Your organisation asks admins and team leaders to use a second factor/)).toBeInTheDocument();
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
    expect(regions[0]).toBe('account-mfa');
  });

  it('keeps the recovery codes on screen when the held manager is no longer held', async () => {
    let enabled = false;
    storeSession({ access_token: 'tok-old', email: 'ana@acme.org', admin: true, team_id: 7, user_id: 42 });
    mockApi({
      '/api/me': () => ({ body: { ...ME, admin: true, mfa_enabled: enabled, mfa_setup_required: !enabled } }),
      '/api/sessions': SESSIONS,
      '/api/mfa-setup': { body: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_svg: '<svg/>' } },
      '/api/mfa-enable': () => ((enabled = true), { body: { ...sessionReply({ admin: true }).body, recovery_codes: ['aaaaa-bbbbb'] } }),
    });
    const { user } = renderWithProviders(<AccountPage />, { route: '/account' });
    const mfa = await screen.findByRole('region', { name: 'Second factor' });
    await user.click(within(mfa).getByRole('button', { name: 'Set up a second factor' }));
    await user.type(await within(mfa).findByLabelText('Current password'), 'my-password');
    await user.type(within(mfa).getByLabelText('Code from the app'), '654321');
    await user.click(within(mfa).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(screen.queryByText(/Your organisation asks admins/)).toBeNull());
    expect(within(screen.getByRole('region', { name: 'Second factor' })).getByText('aaaaa-bbbbb')).toBeInTheDocument();
  });

  it('lists the sessions and signs out everywhere after a confirmation', async () => {
    const { user, path, calls } = openPage({ '/api/logout-everywhere': { body: { ok: true, ended: 2 } } });
    const sessions = await screen.findByRole('region', { name: 'Where you are logged in' });
    await waitFor(() => expect(within(sessions).getAllByRole('listitem')).toHaveLength(2));
    expect(within(sessions).getByText('This browser')).toBeInTheDocument();
    await user.click(within(sessions).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('(2 in all)');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(path()).toBe('/login'));
    expect(readSession()).toBeNull();
    expect(calls.filter((c) => c.path === '/api/logout-everywhere')).toHaveLength(1);
  });
});
