/** Test helpers for the shell (not imported by the app). */
import { meReply, mockApi } from 'shared-ui/testing';
import type { MockRoute } from 'shared-ui/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Location } from 'react-router-dom';
import { createStore, storeSession } from 'shared-api';
import type { MeResponse, SessionFields } from 'shared-api';
import type { PageLoader } from './RemotePage';
import { Shell } from './Shell';

export const ADMIN: SessionFields = { access_token: 'tok-admin', email: 'boss@example.org', admin: true, team_id: 1, user_id: 1 };
export const PARTICIPANT: SessionFields = { access_token: 'tok-user', email: 'ana@example.org', admin: false, team_id: 2, user_id: 7 };

export const meFor = (s: SessionFields, extra: Partial<MeResponse> = {}): MeResponse =>
  meReply({ user_id: s.user_id, name: 'Test User', email: s.email, admin: s.admin, team_id: s.team_id, team: { ...meReply().team, isPlatform: s.team_id === 1 }, ...extra });

/** Renders each remote page as its name, e.g. "participant:login". */
export const fakeLoader: PageLoader = (remote, page) =>
  Promise.resolve(function FakePage() {
    return <div data-testid="remote-page">{`${remote}:${page}`}</div>;
  });

export interface ShellOptions {
  path: string;
  session?: SessionFields;
  me?: Partial<MeResponse>;
  api?: Record<string, MockRoute>;
  loader?: PageLoader;
  cookiesCheck?: () => boolean;
  externalGo?: (url: string) => void;
}

export function renderShell({ path, session, me, api = {}, loader = fakeLoader, cookiesCheck = () => true, externalGo }: ShellOptions) {
  if (session) storeSession(session);
  const calls = mockApi({
    '/api/app-config': { body: { supportEmail: 'help@example.org', stripeTestMode: true, currency: 'usd' } },
    ...(session ? { '/api/me': { body: meFor(session, me) } } : {}),
    '/api/logout': { body: { ok: true } },
    '/api/set-language': (req) => ({ body: req.body }),
    ...api,
  });
  const current: { location?: Location } = {};
  function LocationProbe() {
    current.location = useLocation();
    return null;
  }
  const store = createStore();
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <LocationProbe />
        <Shell loader={loader} cookiesCheck={cookiesCheck} externalGo={externalGo} />
      </MemoryRouter>
    </Provider>,
  );
  return {
    ...result,
    user,
    calls,
    store,
    path: () => current.location?.pathname,
    url: () => (current.location ? current.location.pathname + current.location.search : undefined),
  };
}
