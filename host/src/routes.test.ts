import type { Session } from 'shared-api';
import { QUESTIONNAIRES } from 'shared-api/contract';
import { decide, externalHref, pageFor, routes } from './routes';
import type { RemoteRoute } from './routes';

const admin: Session = { accessToken: 't', email: 'a@x.org', admin: true, teamId: 1, userId: 1 };
const user: Session = { ...admin, admin: false, userId: 2 };
const route = (path: string) => routes[path] as RemoteRoute;

describe('decide', () => {
  it('lets visitors see guest and public pages', () => {
    for (const path of ['/', '/login', '/r', '/register', '/reset-request', '/reset']) {
      expect(decide(route(path), null, path, '')).toEqual({ type: 'render' });
    }
  });

  it('sends logged-in users away from the login page by role', () => {
    expect(decide(route('/login'), admin, '/login', '')).toEqual({ type: 'redirect', to: '/admin' });
    expect(decide(route('/'), user, '/', '')).toEqual({ type: 'redirect', to: '/portal' });
  });

  it('still shows the login page to a logged-in user following an anonymous link (?au=)', () => {
    expect(decide(route('/login'), user, '/login', '?au=3xy5alice')).toEqual({ type: 'render' });
    expect(decide(route('/'), admin, '/', '?au=3xy5alice')).toEqual({ type: 'render' });
  });

  it('sends logged-in users from registration to /portal', () => {
    expect(decide(route('/register'), admin, '/register', '?classID=4')).toEqual({ type: 'redirect', to: '/portal' });
    expect(decide(route('/r'), user, '/r', '?t=abc')).toEqual({ type: 'redirect', to: '/portal' });
  });

  it('sends visitors on protected pages to /login with the origin remembered', () => {
    expect(decide(route('/portal'), null, '/portal', '?x=1')).toEqual({ type: 'login', origin: '/portal?x=1' });
    expect(decide(route('/admin'), null, '/admin', '')).toEqual({ type: 'login', origin: '/admin' });
    expect(decide(route('/welcome'), null, '/welcome', '')).toEqual({ type: 'login', origin: '/welcome' });
  });

  it('keeps /admin for admins and sends other users to /portal', () => {
    expect(decide(route('/admin'), admin, '/admin', '')).toEqual({ type: 'render' });
    expect(decide(route('/admin'), user, '/admin', '')).toEqual({ type: 'redirect', to: '/portal' });
    expect(decide(route('/portal'), user, '/portal', '')).toEqual({ type: 'render' });
  });

  it('maps the SPEC routes to the right remote pages', () => {
    expect(routes['/r']).toMatchObject({ remote: 'participant', page: 'register' });
    expect(routes['/admin']).toMatchObject({ remote: 'admin', page: 'admin', access: 'manager' });
    expect(routes['/privacy']).toEqual({ external: '/privacy-policy.html' });
  });

  it('shows an admin their own class pages at the addresses participants share', () => {
    expect(pageFor(route('/classes'), admin)).toEqual({ remote: 'admin', page: 'classes' });
    expect(pageFor(route('/classes'), user)).toEqual({ remote: 'participant', page: 'classChooser' });
    expect(pageFor(route('/class'), admin)).toEqual({ remote: 'admin', page: 'class' });
    expect(pageFor(route('/class'), user)).toEqual({ remote: 'participant', page: 'classDetail' });
    expect(pageFor(route('/checkout'), admin)).toEqual({ remote: 'participant', page: 'checkout' });
    expect(decide(route('/class'), null, '/class', '?classID=4')).toEqual({ type: 'login', origin: '/class?classID=4' });
  });

  it('opens the public class pages to visitors and checkout to logged-in users; a cancelled checkout goes back', () => {
    expect(decide(route('/join/:slug'), null, '/join/acme', '')).toEqual({ type: 'render' });
    expect(decide(route('/join/:slug'), user, '/join/acme', '')).toEqual({ type: 'render' });
    for (const path of ['/checkout', '/checkout-success']) expect(decide(route(path), null, path, '')).toEqual({ type: 'login', origin: path });
    expect(routes['/checkout-cancelled']).toEqual({ redirect: '/checkout' });
  });

  it('opens the dashboard, team, user, outbox and cohort report pages to admins and team leaders only', () => {
    for (const path of ['/admin', '/teams', '/team', '/user', '/outbox', '/report']) {
      expect(decide(route(path), admin, path, '')).toEqual({ type: 'render' });
      expect(decide(route(path), user, path, '', false, true)).toEqual({ type: 'render' });
      expect(decide(route(path), user, path, '')).toEqual({ type: 'redirect', to: '/portal' });
      expect(decide(route(path), null, path, '')).toEqual({ type: 'login', origin: path });
      expect(decide(route(path), user, path, '', 'unknown')).toEqual({ type: 'wait' });
    }
    expect(decide(route('/admin'), user, '/admin', '', false, true)).toEqual({ type: 'render' });
    expect(decide(route('/admin'), user, '/admin', '')).toEqual({ type: 'redirect', to: '/portal' });
    expect(decide(route('/classes'), user, '/classes', '', false, true)).toEqual({ type: 'render' });
    expect(routes['/report']).toEqual({ remote: 'admin', page: 'report', access: 'manager' });
    expect(decide(route('/report'), null, '/report', '?teamId=7&cohortId=-1')).toEqual({ type: 'login', origin: '/report?teamId=7&cohortId=-1' });
  });

  it('opens the audit log, the payments and the deletion requests to admins only, not to team leaders', () => {
    for (const path of ['/audit', '/payments', '/deletion-requests']) {
      expect(decide(route(path), admin, path, '')).toEqual({ type: 'render' });
      expect(decide(route(path), user, path, '', false, true)).toEqual({ type: 'redirect', to: '/portal' });
      expect(decide(route(path), user, path, '')).toEqual({ type: 'redirect', to: '/portal' });
      expect(decide(route(path), null, path, '')).toEqual({ type: 'login', origin: path });
    }
    expect(routes['/payments']).toMatchObject({ remote: 'admin', page: 'payments' });
  });

  it('opens an erasure request’s email link to anyone, logged in or not, even before the first password', () => {
    expect(routes['/confirm-deletion']).toEqual({ remote: 'participant', page: 'confirmDeletion', access: 'public' });
    for (const session of [null, user, admin]) expect(decide(route('/confirm-deletion'), session, '/confirm-deletion', '?c=t')).toEqual({ type: 'render' });
    expect(decide(route('/confirm-deletion'), user, '/confirm-deletion', '?c=t', true)).toEqual({ type: 'render' });
    expect(decide(route('/confirm-deletion'), user, '/confirm-deletion', '?c=t', 'unknown')).toEqual({ type: 'render' });
  });

  it('maps the assessment routes to logged-in participant pages', () => {
    const pages = {
      '/pre-assessment': 'preAssessment',
      '/assessment': 'assessment',
      '/assessment-re': 'reassessment',
      '/post-assessment': 'postAssessment',
      '/results': 'results',
    };
    for (const [path, page] of Object.entries(pages)) {
      expect(routes[path]).toEqual({ remote: 'participant', page, access: 'user' });
      expect(decide(route(path), null, path, '')).toEqual({ type: 'login', origin: path });
      expect(decide(route(path), user, path, '')).toEqual({ type: 'render' });
    }
  });
});

describe('the questionnaire routes', () => {
  it('map to logged-in participant pages', () => {
    const pages = {
      '/assessment-se': 'selfEfficacy',
      '/assessment-ps': 'psychologicalSafety',
      '/post-class-survey': 'postClassSurvey',
      '/welcome-qs': 'getToKnowYou',
      '/reflection-qs': 'reflection',
      '/assessment-ck': 'knowledge',
    };
    for (const [path, page] of Object.entries(pages)) {
      expect(routes[path]).toEqual({ remote: 'participant', page, access: 'user' });
      expect(decide(route(path), null, path, '')).toEqual({ type: 'login', origin: path });
      expect(decide(route(path), user, path, '')).toEqual({ type: 'render' });
    }
  });

  it('are one per registry entry, to the remote page it names', () => {
    for (const { path, page } of QUESTIONNAIRES) expect(routes[path]).toEqual({ remote: 'participant', page, access: 'user' });
  });
});

describe('decide on a first login', () => {
  it('sends a first-login user from any user or admin page to /welcome', () => {
    for (const path of ['/portal', '/pre-assessment', '/results']) {
      expect(decide(route(path), user, path, '?x=1', true)).toEqual({ type: 'redirect', to: '/welcome' });
    }
    expect(decide(route('/admin'), admin, '/admin', '', true)).toEqual({ type: 'redirect', to: '/welcome' });
    expect(decide(route('/admin'), user, '/admin', '', true)).toEqual({ type: 'redirect', to: '/welcome' });
  });

  it('shows /welcome itself, public pages and the anonymous-link login page as usual', () => {
    expect(decide(route('/welcome'), user, '/welcome', '', true)).toEqual({ type: 'render' });
    expect(decide(route('/reset'), user, '/reset', '?c=t', true)).toEqual({ type: 'render' });
    expect(decide(route('/login'), user, '/login', '?au=3xy5alice', true)).toEqual({ type: 'render' });
    // A guest page sends a logged-in user home, and home sends them on to /welcome.
    expect(decide(route('/login'), user, '/login', '', true)).toEqual({ type: 'redirect', to: '/portal' });
  });

  it('waits on protected pages while the flag is not known, and never for visitors or /welcome', () => {
    expect(decide(route('/portal'), user, '/portal', '', 'unknown')).toEqual({ type: 'wait' });
    expect(decide(route('/admin'), admin, '/admin', '', 'unknown')).toEqual({ type: 'wait' });
    expect(decide(route('/welcome'), user, '/welcome', '', 'unknown')).toEqual({ type: 'render' });
    expect(decide(route('/portal'), null, '/portal', '', 'unknown')).toEqual({ type: 'login', origin: '/portal' });
    expect(decide(route('/reset'), user, '/reset', '', 'unknown')).toEqual({ type: 'render' });
  });

  it('changes nothing once the password is chosen', () => {
    expect(decide(route('/portal'), user, '/portal', '', false)).toEqual({ type: 'render' });
    expect(decide(route('/admin'), admin, '/admin', '', false)).toEqual({ type: 'render' });
    expect(decide(route('/admin'), user, '/admin', '', false)).toEqual({ type: 'redirect', to: '/portal' });
  });
});

describe('decide for a manager who must set up a second factor (issue 24)', () => {
  it('sends them from every management page to /account, and lets them use their own pages', () => {
    for (const path of ['/admin', '/teams', '/team', '/user', '/outbox', '/report', '/audit', '/payments', '/deletion-requests']) {
      expect(decide(route(path), admin, path, '', false, false, true)).toEqual({ type: 'redirect', to: '/account' });
      expect(decide(route(path), user, path, '', false, true, true)).toEqual({ type: 'redirect', to: '/account' });
    }
    for (const path of ['/account', '/portal', '/results']) expect(decide(route(path), admin, path, '', false, false, true)).toEqual({ type: 'render' });
    expect(routes['/account']).toEqual({ remote: 'participant', page: 'account', access: 'user' });
  });

  it('chooses the password first, and holds no one once the factor is set up', () => {
    expect(decide(route('/admin'), admin, '/admin', '', true, false, true)).toEqual({ type: 'redirect', to: '/welcome' });
    expect(decide(route('/admin'), admin, '/admin', '', false, false, false)).toEqual({ type: 'render' });
    expect(decide(route('/account'), null, '/account', '')).toEqual({ type: 'login', origin: '/account' });
  });
});

describe('externalHref', () => {
  it("opens the privacy policy at the reader's language", () => {
    const privacy = { external: '/privacy-policy.html' };
    expect(['ENG', 'SPA', 'KOR', 'BRPT'].map((l) => externalHref(privacy, l as 'ENG'))).toEqual([
      '/privacy-policy.html', '/privacy-policy.html#es', '/privacy-policy.html#ko', '/privacy-policy.html#pt-BR',
    ]);
  });
});
