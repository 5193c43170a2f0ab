import { useEffect, useRef } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { readSession, rememberOrigin, useAppConfigQuery, useMeQuery } from 'shared-api';
import type { Session } from 'shared-api';
import { GlobalStyle, I18nProvider, Loading, theme } from 'shared-ui';
import { CookiesDialog } from './chrome/CookiesDialog';
import { Footer } from './chrome/Footer';
import { Navbar } from './chrome/Navbar';
import { useAppLanguage } from './language';
import { ExternalRedirect } from './pages/ExternalRedirect';
import { NotFound } from './pages/NotFound';
import { PageLoaderProvider, RemotePage } from './RemotePage';
import type { PageLoader } from './RemotePage';
import { decide, externalHref, isExternal, isRedirect, pageFor, routes } from './routes';
import type { FirstLogin, RemoteRoute } from './routes';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

// At least a screen tall: the footer starts below the fold, so a page that grows as it loads (the
// admin's dashboard) never pushes a visible footer down (Lighthouse's layout shift on /admin).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
`;

/** Remembers where the visitor wanted to go, then sends them to /login. */
/** To /login, remembering `origin` (if any) as where the next login returns. */
function ToLogin({ origin }: { origin: string | null }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (origin !== null) rememberOrigin(origin);
    navigate('/login', { replace: true });
  }, [origin, navigate]);
  return null;
}

/**
 * The session as it was when this URL was entered. A guest page that signs the user in navigates
 * on by itself (to /welcome, the remembered page...); the role-home redirect must not overtake it.
 */
function useEntrySession(session: Session | null): Session | null {
  const { key } = useLocation();
  const entry = useRef({ key, session });
  const entrySession = entry.current.key === key ? entry.current.session : session;
  // Recorded once committed, never during render: React Router navigates in a transition, and a
  // render of the next location that React throws away (a store update interrupts it) must not make
  // the current location look freshly entered with whatever session is there now.
  useEffect(() => {
    entry.current = { key, session: entrySession };
  });
  return entrySession;
}

/**
 * Whether the logged-in account still has first_login (from /api/me, the query language.ts shares);
 * 'unknown' until that is known. A cached `true` being refetched counts as not known: /welcome
 * invalidates /api/me after the password change and goes on at once, and the stale flag must not
 * send the user back. A cached `false` stands during a refetch (a language change must not blank
 * the page). With no answer at all (an error), nothing holds the page: the server still checks the session.
 */
export function useFirstLogin(session: Session | null): FirstLogin {
  const me = useMeQuery(undefined, { skip: !session });
  if (!session) return false;
  const data = me.data && me.data.user_id === session.userId ? me.data : undefined;
  if (data && !data.first_login) return false;
  if (me.isFetching) return 'unknown';
  return data?.first_login ?? false;
}

/** Whether the logged-in account leads a team (from /api/me); false until it is known. */
export function useTeamLeader(session: Session | null): boolean {
  const me = useMeQuery(undefined, { skip: !session });
  return Boolean(session && me.data?.user_id === session.userId && me.data.teamLeader);
}

/** Whether this manager must set up a second factor first (from /api/me); false until it is known. */
function useMfaSetupRequired(session: Session | null): boolean {
  const me = useMeQuery(undefined, { skip: !session });
  return Boolean(session && me.data?.user_id === session.userId && me.data.mfa_setup_required);
}

function Guarded({ route, session, firstLogin, teamLeader }: { route: RemoteRoute; session: Session | null; firstLogin: FirstLogin; teamLeader: boolean }) {
  const { pathname, search } = useLocation();
  const entrySession = useEntrySession(session);
  const mfaSetupRequired = useMfaSetupRequired(session);
  const decision = decide(route, route.access === 'guest' ? entrySession : session, pathname, search, firstLogin, teamLeader, mfaSetupRequired);
  if (decision.type === 'wait') return <Loading />;
  // Only a page entered without a session is remembered: one whose user signed out here (Sign out,
  // sign out everywhere) must not become the next login's destination, whoever logs in.
  if (decision.type === 'login') return <ToLogin origin={entrySession ? null : decision.origin} />;
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  // Keyed: the same Guarded instance serves consecutive routes, and a page must never be rendered
  // with the previous page's component while its own loads.
  const { remote, page } = pageFor(route, session);
  return <RemotePage key={`${remote}/${page}`} remote={remote} page={page} />;
}

export interface ShellProps {
  loader: PageLoader;
  /** Injected in tests. */
  cookiesCheck?: () => boolean;
  externalGo?: (url: string) => void;
}

/**
 * The chrome around the remotes: navbar, footer, the cookies dialog, the language and the route
 * table. The session is read from the cookies on every navigation, so a page that logs in only
 * has to store the session and navigate.
 */
export function Shell({ loader, cookiesCheck, externalGo }: ShellProps) {
  useLocation(); // re-render, and so re-read the session, on every navigation
  const session = readSession();
  const [language, setLanguage] = useAppLanguage(session);
  const firstLogin = useFirstLogin(session);
  const teamLeader = useTeamLeader(session);
  const supportEmail = useAppConfigQuery().data?.supportEmail;

  return (
    <ThemeProvider theme={theme}>
      <I18nProvider language={language} setLanguage={setLanguage}>
        <PageLoaderProvider loader={loader}>
          <GlobalStyle />
          <Frame>
            <Navbar session={session} teamLeader={teamLeader} />
            <Main>
              <Routes>
                {Object.entries(routes).map(([path, route]) => (
                  <Route
                    key={path}
                    path={path}
                    element={
                      isExternal(route) ? (
                        <ExternalRedirect href={externalHref(route, language)} go={externalGo} />
                      ) : isRedirect(route) ? (
                        <Navigate to={route.redirect} replace />
                      ) : (
                        <Guarded route={route} session={session} firstLogin={firstLogin} teamLeader={teamLeader} />
                      )
                    }
                  />
                ))}
                <Route path="*" element={<NotFound supportEmail={supportEmail} />} />
              </Routes>
            </Main>
            <Footer supportEmail={supportEmail} />
          </Frame>
          <CookiesDialog check={cookiesCheck} />
        </PageLoaderProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}
