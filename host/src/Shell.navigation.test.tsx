// First: installs the fake fetch before shared-api creates its base query.
import { ADMIN, meFor, PARTICIPANT, renderShell } from './testing';
import { act, screen, waitFor } from '@testing-library/react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { api, storeSession } from 'shared-api';
import type { PageLoader } from './RemotePage';

describe('page changes', () => {
  it('never renders the previous page again while the next one loads (a login that goes on to /welcome)', async () => {
    const rendered: string[] = [];
    let releaseWelcome: (() => void) | undefined;
    const loader: PageLoader = (remote, page) => {
      function Page() {
        rendered.push(page);
        const navigate = useNavigate();
        return page === 'login' ? <button onClick={() => navigate('/welcome')}>go</button> : <p>{page}</p>;
      }
      if (page === 'welcome') return new Promise((resolve) => (releaseWelcome = () => resolve(Page)));
      return Promise.resolve(Page);
    };
    const view = renderShell({ path: '/login', loader });
    const go = await screen.findByRole('button', { name: 'go' });
    // As a login does: the session is stored, then the page navigates on.
    storeSession(PARTICIPANT);
    const before = rendered.length;
    await view.user.click(go);
    // The next page's loader is asked for in an effect: release it only once it has been.
    await waitFor(() => expect(releaseWelcome).toBeDefined());
    await act(async () => releaseWelcome?.());
    expect(await screen.findByText('welcome')).toBeInTheDocument();
    expect(rendered.slice(before)).not.toContain('login');
    expect(view.path()).toBe('/welcome');
  });
});

describe('first login', () => {
  /** The fake loader, recording every page it renders. */
  const recording = (rendered: string[]): PageLoader => (remote, page) =>
    Promise.resolve(function FakePage() {
      rendered.push(page);
      return <div data-testid="remote-page">{`${remote}:${page}`}</div>;
    });

  it('sends a first-login participant who types another URL to /welcome, never showing that page', async () => {
    const rendered: string[] = [];
    const view = renderShell({ path: '/portal?tab=2', session: PARTICIPANT, me: { first_login: true }, loader: recording(rendered) });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('participant:welcome');
    expect(view.path()).toBe('/welcome');
    expect(rendered).not.toContain('portal');
  });

  it('sends a first-login admin from /admin and the assessment pages to /welcome', async () => {
    const admin = renderShell({ path: '/admin', session: ADMIN, me: { first_login: true } });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('participant:welcome');
    expect(admin.path()).toBe('/welcome');
    admin.unmount();

    const participant = renderShell({ path: '/results', session: PARTICIPANT, me: { first_login: true } });
    await waitFor(() => expect(participant.path()).toBe('/welcome'));
  });

  it('keeps /welcome and the public pages for a first-login user', async () => {
    const welcome = renderShell({ path: '/welcome', session: PARTICIPANT, me: { first_login: true } });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('participant:welcome');
    expect(welcome.path()).toBe('/welcome');
    welcome.unmount();

    const reset = renderShell({ path: '/reset?c=token', session: PARTICIPANT, me: { first_login: true } });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('participant:reset');
    expect(reset.path()).toBe('/reset');
  });

  it("shows 'Loading...' on a protected page until /api/me says whether it is a first login", async () => {
    let answer: () => void = () => undefined;
    const rendered: string[] = [];
    renderShell({
      path: '/portal',
      session: PARTICIPANT,
      loader: recording(rendered),
      api: { '/api/me': () => new Promise((resolve) => (answer = () => resolve({ body: meFor(PARTICIPANT) }))) },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(rendered).toEqual([]);
    await act(async () => answer());
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('participant:portal');
  });

  it('lets the user on once /welcome has changed the password (the stale flag does not send them back)', async () => {
    let passwordChosen = false;
    const loader: PageLoader = (remote, page) =>
      Promise.resolve(function Page() {
        const navigate = useNavigate();
        const dispatch = useDispatch();
        if (page !== 'welcome') return <div data-testid="remote-page">{`${remote}:${page}`}</div>;
        // As WelcomePage does: the password is changed, /api/me invalidated, then on to /portal.
        const choose = () => {
          passwordChosen = true;
          dispatch(api.util.invalidateTags(['Me']));
          navigate('/portal', { replace: true });
        };
        return <button onClick={choose}>choose</button>;
      });
    const view = renderShell({
      path: '/portal',
      session: PARTICIPANT,
      loader,
      api: { '/api/me': () => ({ body: meFor(PARTICIPANT, { first_login: !passwordChosen }) }) },
    });
    await view.user.click(await screen.findByRole('button', { name: 'choose' }));
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('participant:portal');
    expect(view.path()).toBe('/portal');
  });

  it('does not hold the page when the language changes (a refetch of /api/me)', async () => {
    const rendered: string[] = [];
    const view = renderShell({ path: '/portal', session: PARTICIPANT, loader: recording(rendered) });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('participant:portal');
    const mounts = rendered.length;
    await view.user.selectOptions(screen.getByRole('combobox'), 'SPA');
    await waitFor(() => expect(view.calls.filter((c) => c.path === '/api/me')).toHaveLength(2));
    expect(screen.getByTestId('remote-page')).toHaveTextContent('participant:portal');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(rendered.length).toBeGreaterThanOrEqual(mounts);
  });
});
