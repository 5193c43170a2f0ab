// First: installs the fake fetch before shared-api creates its base query.
import { ADMIN, meFor, PARTICIPANT, renderShell } from './testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { api, readSession, storeSession, takeRememberedOrigin } from 'shared-api';
import type { PageLoader } from './RemotePage';

describe('route guarding', () => {
  it('shows the participant login page to visitors at / and /login', async () => {
    renderShell({ path: '/' });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('participant:login');
  });

  it('sends a logged-in admin from /login to the admin dashboard', async () => {
    const view = renderShell({ path: '/login', session: ADMIN });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('admin:admin');
    expect(view.path()).toBe('/admin');
  });

  it('sends a logged-in participant from /login to the portal', async () => {
    const view = renderShell({ path: '/login', session: PARTICIPANT });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('participant:portal');
    expect(view.path()).toBe('/portal');
  });

  it('renders the login page for a logged-in user who follows an anonymous link', async () => {
    const view = renderShell({ path: '/login?au=3ab5alicepw', session: PARTICIPANT });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('participant:login');
    expect(view.url()).toBe('/login?au=3ab5alicepw');
  });

  it('sends a logged-in user from /register to /portal', async () => {
    const view = renderShell({ path: '/register?classID=3', session: ADMIN });
    await waitFor(() => expect(view.path()).toBe('/portal'));
  });

  it('sends visitors on a user page to /login and remembers where they were going', async () => {
    const view = renderShell({ path: '/portal?tab=2' });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('participant:login');
    expect(view.path()).toBe('/login');
    expect(takeRememberedOrigin()).toBe('/portal?tab=2');
  });

  it('sends visitors on /admin to /login, and participants on /admin to /portal', async () => {
    const visitor = renderShell({ path: '/admin' });
    await waitFor(() => expect(visitor.path()).toBe('/login'));
    expect(takeRememberedOrigin()).toBe('/admin');
    visitor.unmount();

    const participant = renderShell({ path: '/admin', session: PARTICIPANT });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('participant:portal');
    expect(participant.path()).toBe('/portal');
  });

  it('lets everyone reach the password reset pages', async () => {
    renderShell({ path: '/reset?c=token', session: PARTICIPANT });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('participant:reset');
  });

  it("shows an admin the admin remote's class pages and a participant the participant's, at the same address", async () => {
    const adminView = renderShell({ path: '/class?classID=4', session: ADMIN });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('admin:class');
    adminView.unmount();
    renderShell({ path: '/classes', session: PARTICIPANT });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('participant:classChooser');
  });

  it("shows a team's public class page to visitors, and sends a cancelled checkout back to /checkout", async () => {
    const visitor = renderShell({ path: '/join/acme' });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('participant:publicClasses');
    visitor.unmount();
    const cancelled = renderShell({ path: '/checkout-cancelled', session: PARTICIPANT });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('participant:checkout');
    expect(cancelled.path()).toBe('/checkout');
  });

  it("lets a team leader into the team pages with the Teams link and the 'Team leader' badge; others go to /portal", async () => {
    const leader = renderShell({ path: '/team?teamId=2', session: PARTICIPANT, me: { teamLeader: true, teamLead: [2] } });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('admin:team');
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Teams' })).toHaveAttribute('href', '/teams');
    expect(within(nav).queryByRole('link', { name: 'Classes' })).not.toBeInTheDocument();
    expect(within(nav).getByText('Team leader')).toBeInTheDocument();
    leader.unmount();
    const participant = renderShell({ path: '/teams', session: PARTICIPANT });
    await waitFor(() => expect(participant.path()).toBe('/portal'));
    expect(within(screen.getByRole('navigation')).queryByRole('link', { name: 'Teams' })).not.toBeInTheDocument();
  });

  it('sends a manager who must set up a second factor from the dashboard to /account, linked for everyone signed in', async () => {
    const held = renderShell({ path: '/admin', session: ADMIN, me: { mfa_setup_required: true } });
    await waitFor(() => expect(held.path()).toBe('/account'));
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('participant:account');
    expect(within(screen.getByRole('navigation')).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    held.unmount();
    renderShell({ path: '/admin', session: ADMIN });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('admin:admin');
  });

  it('opens the privacy policy document for /privacy', async () => {
    const go = jest.fn();
    renderShell({ path: '/privacy', externalGo: go });
    await waitFor(() => expect(go).toHaveBeenCalledWith('/privacy-policy.html'));
  });
});

describe('remote loading', () => {
  it("shows 'Loading...' while a remote loads", async () => {
    renderShell({ path: '/login', loader: () => new Promise(() => undefined) });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  });

  it('offers a reload when a remote cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell({ path: '/login', loader: () => Promise.reject(new Error('offline')) });
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site could not be loaded.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('navbar', () => {
  it('shows admins the admin links, their email, the Admin badge and Sign out', async () => {
    renderShell({ path: '/admin', session: ADMIN });
    const nav = screen.getByRole('navigation');
    for (const [name, href] of [['Assessment', '/pre-assessment'], ['Teams', '/teams'], ['Classes', '/classes']]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByText('boss@example.org')).toBeInTheDocument();
    expect(within(nav).getByText('Admin')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await screen.findByTestId('remote-page');
  });

  it('signs out to /login without remembering the page left as the next login\'s destination', async () => {
    const view = renderShell({ path: '/teams', session: ADMIN });
    await screen.findByTestId('remote-page');
    await view.user.click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(view.path()).toBe('/login'));
    expect(readSession()).toBeNull();
    expect(takeRememberedOrigin()).toBeUndefined();
  });

  it('shows participants their email and Sign out, without admin links or badge', async () => {
    renderShell({ path: '/portal', session: PARTICIPANT });
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByText('ana@example.org')).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Teams' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Assessment' })).not.toBeInTheDocument();
    expect(within(nav).queryByText('Admin')).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await screen.findByTestId('remote-page');
  });

  it('shows visitors a Login link only', async () => {
    renderShell({ path: '/register' });
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Classes' })).not.toBeInTheDocument();
    await screen.findByTestId('remote-page');
  });

  it('signs out: calls logout, clears the session cookies and goes to /login', async () => {
    const view = renderShell({ path: '/portal', session: PARTICIPANT });
    await screen.findByTestId('remote-page');
    await view.user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(view.path()).toBe('/login'));
    expect(view.calls.map((c) => c.path)).toContain('/api/logout');
    expect(view.calls.find((c) => c.path === '/api/logout')?.headers.get('Authorization')).toBe('Bearer tok-user');
    expect(readSession()).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('has a footer with the privacy policy and the support address', async () => {
    renderShell({ path: '/login' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(await within(footer).findByRole('link', { name: 'Support' })).toHaveAttribute('href', 'mailto:help@example.org');
  });
});

describe('language', () => {
  const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
  afterEach(() => {
    if (languages) Object.defineProperty(Navigator.prototype, 'languages', languages);
  });

  it('starts from the lang cookie for visitors, and a pick writes the cookie without calling the API', async () => {
    document.cookie = 'lang=KOR; Path=/';
    const view = renderShell({ path: '/login' });
    const picker = screen.getByRole('combobox', { name: '언어' });
    expect(picker).toHaveValue('KOR');
    await view.user.selectOptions(picker, 'SPA');
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('SPA');
    expect(document.cookie).toContain('lang=SPA');
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toBe('Portal de Innovación');
    expect(view.calls.map((c) => c.path)).not.toContain('/api/set-language');
    await screen.findByTestId('remote-page');
  });

  it("guesses from the browser's languages without a cookie", async () => {
    Object.defineProperty(Navigator.prototype, 'languages', { configurable: true, get: () => ['pt-BR', 'en'] });
    renderShell({ path: '/login' });
    expect(screen.getByRole('combobox')).toHaveValue('BRPT');
    expect(screen.getByRole('link', { name: 'Política de privacidade' })).toBeInTheDocument();
    await screen.findByTestId('remote-page');
  });

  it("uses the logged-in user's language and stores a new pick on the user", async () => {
    document.cookie = 'lang=KOR; Path=/';
    const view = renderShell({ path: '/portal', session: PARTICIPANT, me: { language: 'SPA' } });
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue('SPA'));
    await view.user.selectOptions(screen.getByRole('combobox'), 'BRPT');
    await waitFor(() => expect(view.calls.find((c) => c.path === '/api/set-language')?.body).toEqual({ language: 'BRPT' }));
    expect(screen.getByRole('combobox')).toHaveValue('BRPT');
    expect(document.cookie).toContain('lang=BRPT');
  });
});

describe('cookies dialog', () => {
  it('blocks the page when cookies are disabled', async () => {
    renderShell({ path: '/login', cookiesCheck: () => false });
    const dialog = screen.getByRole('dialog', { name: 'Oops! Cookies are Disabled' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await screen.findByTestId('remote-page');
  });

  it('is absent when cookies work', async () => {
    renderShell({ path: '/login' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await screen.findByTestId('remote-page');
  });
});

describe('not-found page', () => {
  it('says so, with a help mail link to support and a link home', async () => {
    renderShell({ path: '/no/such/page' });
    expect(screen.getByRole('heading', { name: "Oops, we couldn't find that page." })).toBeInTheDocument();
    const help = await screen.findByRole('link', { name: 'Need help? Email us at help@example.org' });
    expect(help).toHaveAttribute('href', 'mailto:help@example.org');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
