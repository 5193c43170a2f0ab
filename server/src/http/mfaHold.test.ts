import { setupApiTest } from '../test/helpers';
import { setupCallers } from './authorizationCallers';
import { allowedFor, cases, TABLE } from './authorizationTable';

/**
 * REQUIRE_MFA_FOR_MANAGERS against the whole route table (issue 36): an admin and a team leader
 * whose sessions were opened with the password alone get 403 MFA_REQUIRED on every call their
 * powers could allow, whatever rule it is declared with and wherever its target is checked (held
 * before the target is read: which targets their powers reach is theirs to see once strong). A call
 * about themselves still answers; one no target would let them make stays FORBIDDEN.
 */
const api = setupApiTest({ env: () => ({ REQUIRE_MFA_FOR_MANAGERS: 'true' }) });
const callers = setupCallers(api);
const HELD = ['leader', 'admin'] as const;

describe.each(Object.entries(TABLE))('%s', (route, row) => {
  const [method, url] = route.split(' ') as ['GET' | 'POST', string];
  it.each(cases(row).filter(([who]) => (HELD as readonly string[]).includes(who)))('as a held %s, on a %s', async (who, target) => {
    const { access } = api.app.apiRoutes.find((r) => `${r.method} ${r.url}` === route)!;
    const extra = (await row.request?.(callers.ctx, who, target)) ?? {};
    const res = await api.app.inject({ method, url, ...extra, headers: { ...callers.headersOf(who), ...extra.headers } });
    const error = res.statusCode >= 400 ? (res.json().error as string) : null;
    // Rules about a user admit anyone about themselves: the gate lets the call through and its target
    // decides. A call only managers may make (on one of the table's targets, on a whole team), or one
    // naming Target A where the rule lets this caller act for them (an admin) or read them (their
    // team's leader, an admin), goes through powers.
    if (!['public', 'signedIn', 'viewUser', 'actForUser'].includes(access)) {
      // Held at the gate, before any target is read: only a rule no power of theirs meets refuses.
      const expected = who === 'leader' && (access === 'admin' || access === 'skipOpenChecks') ? 'FORBIDDEN' : 'MFA_REQUIRED';
      expect([who, target, res.statusCode, error]).toEqual([who, target, 403, expected]);
      return;
    }
    const namesTarget = (extra.headers as Record<string, string> | undefined)?.UserEmail === callers.ctx.targetA.email;
    const managersOnly = !allowedFor(row, target).includes('participant');
    const aboutOther = managersOnly || (namesTarget && (access === 'viewUser' || (access === 'actForUser' && who === 'admin')));
    const expected = !allowedFor(row, target).includes(who) ? 'FORBIDDEN' : aboutOther ? 'MFA_REQUIRED' : 'own';
    const outcome = error === 'FORBIDDEN' || error === 'MFA_REQUIRED' ? error : 'own';
    expect([who, target, outcome, res.statusCode < 500]).toEqual([who, target, expected, true]);
  });
});
