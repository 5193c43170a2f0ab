// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { readSession } from 'shared-api';
import LoginPage from './LoginPage';
import { toProvider } from './SsoOffer';
import SsoPage from './SsoPage';
import { sessionReply } from './testData';

const PROVIDER = 'http://idp.test/auth?client_id=portal&state=s';

describe('single sign-on on the login page (issue 24)', () => {
  it("offers the organisation's login once an email of its domain is typed, and leaves for the provider", async () => {
    const go = jest.spyOn(toProvider, 'go').mockImplementation(() => undefined);
    const calls = mockApi({
      '/api/sso-discover': (request) => ({ body: { sso: (request.body as { email: string }).email.endsWith('@org.example') } }),
      '/api/sso-start': { body: { url: PROVIDER } },
    });
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });
    await user.type(screen.getByLabelText('Email'), 'ana@elsewhere.example');
    await user.tab();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/sso-discover')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Continue with your organisation' })).toBeNull();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@org.example');
    await user.tab();
    await user.click(await screen.findByRole('button', { name: 'Continue with your organisation' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(PROVIDER));
    expect(calls.find((c) => c.path === '/api/sso-start')?.body).toEqual({ email: 'ada@org.example' });
    go.mockRestore();
  });

  it('asks too when the form is sent without the email field ever being left (an autofilled email)', async () => {
    mockApi({ '/api/sso-discover': { body: { sso: true } } });
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });
    await user.type(screen.getByLabelText('Email'), 'ada@org.example{Enter}');
    expect(await screen.findByRole('button', { name: 'Continue with your organisation' })).toBeInTheDocument();
  });

  it('asks nothing for an email that is not one yet', async () => {
    const calls = mockApi({});
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.tab();
    expect(calls).toHaveLength(0);
  });

  it("says why the organisation's login failed, and never shows a made-up code", async () => {
    mockApi({});
    const first = renderWithProviders(<LoginPage />, { route: '/login?sso_error=SSO_EMAIL_UNVERIFIED' });
    expect(await screen.findByText(/hasn't confirmed your email/)).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<LoginPage />, { route: '/login?sso_error=%3Cscript%3E' });
    expect(await screen.findByText(/Logging in through your organisation didn't work/)).toBeInTheDocument();
  });

  it('asks for the password once to link an existing account', async () => {
    mockApi({});
    renderWithProviders(<LoginPage />, { route: '/login?sso=link' });
    expect(await screen.findByText(/Log in with your password once to connect/)).toBeInTheDocument();
  });
});

describe('SsoPage (/sso?c=)', () => {
  it('exchanges the code once for a session and goes to the portal', async () => {
    const calls = mockApi({ '/api/sso-login': sessionReply() });
    const { path } = renderWithProviders(<SsoPage />, { route: '/sso?c=code-1' });
    await waitFor(() => expect(path()).toBe('/portal'));
    expect(readSession()?.accessToken).toBe('tok-123');
    expect(calls.filter((c) => c.path === '/api/sso-login').map((c) => c.body)).toEqual([{ code: 'code-1' }]);
  });

  it("asks for the second factor's code of an account that has one", async () => {
    mockApi({ '/api/sso-login': { body: { mfa_required: true, mfa_token: 'mfa-tok' } }, '/api/login-mfa': sessionReply({ admin: true }) });
    const { user, path } = renderWithProviders(<SsoPage />, { route: '/sso?c=code-2' });
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(path()).toBe('/admin'));
  });

  it('says the same without a code, and asks the server nothing', async () => {
    const calls = mockApi({});
    renderWithProviders(<SsoPage />, { route: '/sso' });
    expect(await screen.findByText('This login has expired. Please start again.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says so when the code has expired, with the way back', async () => {
    mockApi({ '/api/sso-login': { status: 400, body: { error: 'SSO_CODE_INVALID', message: 'x' } } });
    renderWithProviders(<SsoPage />, { route: '/sso?c=old' });
    expect(await screen.findByText('This login has expired. Please start again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the login page' })).toHaveAttribute('href', '/login');
    expect(readSession()).toBeNull();
  });
});
