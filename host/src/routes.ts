import type { Language, Session } from 'shared-api';
import { QUESTIONNAIRES } from 'shared-api';
import { LOCALES } from 'shared-api/texts/lazy';

/** The federated remotes the shell knows by name; their entries come from /remotes.json. */
export type RemoteName = 'participant' | 'admin';

/**
 * public: anyone. guest: visitors; a logged-in user is sent on (to `loggedInTo`, or home by role).
 * user: any logged-in user. admin: admins only (others go to /portal). manager: admins and team
 * leaders (the server limits a leader to the teams they lead; others go to /portal).
 */
export type Access = 'public' | 'guest' | 'user' | 'admin' | 'manager';

export interface RemoteRoute {
  remote: RemoteName;
  /** Key of the remote's exported `pages` record. */
  page: string;
  access: Access;
  /** guest routes: where a logged-in user goes; default: home by role (/admin or /portal). */
  loggedInTo?: string;
  /** guest routes: query parameters that let a logged-in user still see the page (?au= logs in). */
  keepWith?: string[];
  /** The page an admin sees at this address instead (SPEC.md: /classes and /class serve both). */
  forAdmin?: { remote: RemoteName; page: string };
}

export interface ExternalRoute {
  /** A document outside the single-page app, opened with location.replace. */
  external: string;
}

export interface RedirectRoute {
  /** An address that only sends the browser on, keeping no history entry. */
  redirect: string;
}

export type RouteDef = RemoteRoute | ExternalRoute | RedirectRoute;

/** SPEC.md section 2. Paths not listed here show the not-found page. */
export const routes: Record<string, RouteDef> = {
  '/': { remote: 'participant', page: 'login', access: 'guest', keepWith: ['au'] },
  '/login': { remote: 'participant', page: 'login', access: 'guest', keepWith: ['au'] },
  '/r': { remote: 'participant', page: 'register', access: 'guest', loggedInTo: '/portal' },
  '/register': { remote: 'participant', page: 'register', access: 'guest', loggedInTo: '/portal' },
  '/reset-request': { remote: 'participant', page: 'resetRequest', access: 'public' },
  '/reset': { remote: 'participant', page: 'reset', access: 'public' },
  // Where a team's identity provider sends its people back (issue 24): its code replaces any session.
  '/sso': { remote: 'participant', page: 'sso', access: 'public' },
  // An erasure request's email link (issue 26), opened in whatever browser reads the email.
  '/confirm-deletion': { remote: 'participant', page: 'confirmDeletion', access: 'public' },
  '/welcome': { remote: 'participant', page: 'welcome', access: 'user' },
  '/account': { remote: 'participant', page: 'account', access: 'user' },
  '/portal': { remote: 'participant', page: 'portal', access: 'user' },
  '/pre-assessment': { remote: 'participant', page: 'preAssessment', access: 'user' },
  '/assessment': { remote: 'participant', page: 'assessment', access: 'user' },
  '/assessment-re': { remote: 'participant', page: 'reassessment', access: 'user' },
  '/post-assessment': { remote: 'participant', page: 'postAssessment', access: 'user' },
  '/results': { remote: 'participant', page: 'results', access: 'user' },
  ...Object.fromEntries(QUESTIONNAIRES.map((q): [string, RouteDef] => [q.path, { remote: 'participant', page: q.page, access: 'user' }])),
  '/admin': { remote: 'admin', page: 'admin', access: 'manager' },
  '/teams': { remote: 'admin', page: 'teams', access: 'manager' },
  '/team': { remote: 'admin', page: 'team', access: 'manager' },
  '/user': { remote: 'admin', page: 'user', access: 'manager' },
  '/audit': { remote: 'admin', page: 'audit', access: 'admin' },
  '/payments': { remote: 'admin', page: 'payments', access: 'admin' },
  '/deletion-requests': { remote: 'admin', page: 'deletionRequests', access: 'admin' },
  '/outbox': { remote: 'admin', page: 'outbox', access: 'manager' },
  '/report': { remote: 'admin', page: 'report', access: 'manager' },
  '/classes': { remote: 'participant', page: 'classChooser', access: 'user', forAdmin: { remote: 'admin', page: 'classes' } },
  '/class': { remote: 'participant', page: 'classDetail', access: 'user', forAdmin: { remote: 'admin', page: 'class' } },
  '/join/:slug': { remote: 'participant', page: 'publicClasses', access: 'public' },
  '/checkout': { remote: 'participant', page: 'checkout', access: 'user' },
  '/checkout-success': { remote: 'participant', page: 'checkoutSuccess', access: 'user' },
  '/checkout-cancelled': { redirect: '/checkout' },
  '/privacy': { external: '/privacy-policy.html' },
};

export function isExternal(route: RouteDef): route is ExternalRoute {
  return 'external' in route;
}

/** An outside document in the reader's language: its section for that language (English comes first). */
export function externalHref(route: ExternalRoute, language: Language): string {
  return language === 'ENG' ? route.external : `${route.external}#${LOCALES[language]}`;
}

export function isRedirect(route: RouteDef): route is RedirectRoute {
  return 'redirect' in route;
}

/** The remote page a route shows this session: an admin's own page where the route has one. */
export function pageFor(route: RemoteRoute, session: Session | null): { remote: RemoteName; page: string } {
  return session?.admin && route.forAdmin ? route.forAdmin : { remote: route.remote, page: route.page };
}

/** Where a logged-in user lands by default. */
export function homeFor(session: Session): string {
  return session.admin ? '/admin' : '/portal';
}

/** Where a manager held by REQUIRE_MFA_FOR_MANAGERS goes: the second factor's setup. */
export const MFA_SETUP_PATH = '/account';

/** Where a user whose account still has first_login must go first: choosing a password. */
export const FIRST_LOGIN_PATH = '/welcome';

/** The account's first_login flag as the shell knows it. */
export type FirstLogin = boolean | 'unknown';

export type Decision =
  | { type: 'render' }
  | { type: 'redirect'; to: string }
  /** Not logged in on a protected page: remember `origin`, then go to /login. */
  | { type: 'login'; origin: string }
  /** Logged in on a protected page while it is not yet known whether this is the first login. */
  | { type: 'wait' };

/**
 * The access rule of one route, as a pure function of the session, the URL and what /api/me says
 * of the account: its first_login flag ('unknown' until it answers) and whether it leads a team. A
 * first-login user is kept on /welcome: any other signed-in page sends them there, so typing
 * another URL cannot skip choosing a password. A manager who must set up a second factor first
 * (mfaSetupRequired) is sent from the management pages to the setup, which every call of those
 * pages would refuse meanwhile (403 MFA_REQUIRED).
 */
export function decide(
  route: RemoteRoute,
  session: Session | null,
  pathname: string,
  search: string,
  firstLogin: FirstLogin = false,
  teamLeader = false,
  mfaSetupRequired = false,
): Decision {
  const signedInPage = route.access === 'user' || route.access === 'admin' || route.access === 'manager';
  if (session && signedInPage && pathname !== FIRST_LOGIN_PATH) {
    if (firstLogin === 'unknown') return { type: 'wait' };
    if (firstLogin) return { type: 'redirect', to: FIRST_LOGIN_PATH };
  }
  if (session && mfaSetupRequired && (route.access === 'admin' || route.access === 'manager')) return { type: 'redirect', to: MFA_SETUP_PATH };
  switch (route.access) {
    case 'public':
      return { type: 'render' };
    case 'guest': {
      if (!session) return { type: 'render' };
      const params = new URLSearchParams(search);
      if (route.keepWith?.some((name) => params.has(name))) return { type: 'render' };
      return { type: 'redirect', to: route.loggedInTo ?? homeFor(session) };
    }
    case 'user':
      return session ? { type: 'render' } : { type: 'login', origin: pathname + search };
    case 'admin':
      if (!session) return { type: 'login', origin: pathname + search };
      return session.admin ? { type: 'render' } : { type: 'redirect', to: '/portal' };
    case 'manager':
      if (!session) return { type: 'login', origin: pathname + search };
      return session.admin || teamLeader ? { type: 'render' } : { type: 'redirect', to: '/portal' };
  }
}
