import { storeSession } from 'shared-api';
import type { MockReply, MockRequest, MockRoute } from 'shared-ui/testing';

const text = (request: MockRequest, name: string) => decodeURIComponent(request.headers.get(name) ?? '');

/**
 * A fake of the dashboard's calls that remembers what is created, so a list the dashboard shows
 * reloads with the new team, cohort or link only if the client asked again (RTK Query tags).
 * Teams come newest first, as /api/teams-by-recency sends them.
 */
export function fakeAdminServer() {
  const teams = [
    { id: 2, name: 'Acme' },
    { id: 1, name: 'Platform' },
  ];
  const cohortsByTeam: Record<string, Record<string, string>> = { 2: { 5: 'Spring', 6: 'Autumn' }, 1: { 7: 'Staff' } };
  const linksByTeam: Record<string, { value: string; cohortID: number }[]> = { 2: [{ value: 'acme-2025', cohortID: -1 }] };
  let nextId = 20;

  const routes: Record<string, MockRoute> = {
    '/api/teams-by-recency': () => ({ body: { teams: [...teams] } }),
    '/api/cohorts': () => ({ body: { cohortsByTeam: JSON.parse(JSON.stringify(cohortsByTeam)) } }),
    '/api/access-links': () => ({ body: { linksByTeam: JSON.parse(JSON.stringify(linksByTeam)) } }),
    '/api/add-team': (request) => {
      const id = nextId++;
      teams.unshift({ id, name: text(request, 'teamName') });
      return { body: { id, msg: 'Team created.' } };
    },
    '/api/add-cohort': (request) => {
      const id = nextId++;
      (cohortsByTeam[text(request, 'TeamID')] ??= {})[id] = text(request, 'CohortName');
      return { body: { id, msg: 'Cohort created.' } };
    },
    '/api/add-access-token': (request) => {
      (linksByTeam[text(request, 'TeamID')] ??= []).push({ value: text(request, 'LinkText'), cohortID: Number(text(request, 'CohortId')) });
      return { body: { msg: 'Assessment link created.' } };
    },
  };
  return { routes, teams, cohortsByTeam, linksByTeam };
}

export const SERVER_ERROR = { status: 500, body: { error: 'INTERNAL', message: 'Something went wrong on our side.' } };

/** A 400 VALIDATION answer naming fields, as the server's route input check sends it. */
export const validationError = (errors: Record<string, string>) => ({ status: 400, body: { error: 'VALIDATION', message: 'x', errors } });

const isPreview = (call: MockRequest) => call.headers.get('Preview') === 'true';

/** The calls made to one path (a confirmation's Preview of the call is not the call). */
export const callsTo = (calls: MockRequest[], path: string) => calls.filter((call) => call.path === path && !isPreview(call));

/** The Preview calls a confirmation made to one path. */
export const previewsTo = (calls: MockRequest[], path: string) => calls.filter((call) => call.path === path && isPreview(call));

/** A call's route: with header Preview, how many it would reach (`reach`); else `reply`. */
export const withPreview = (reply: MockReply, reach = 2): MockRoute => (call) =>
  isPreview(call) ? { body: { msg: `As of now, this reaches ${reach} users.`, reach } } : reply;

/** The dashboard as an admin sees it (a team leader's has fewer cards). */
export const signInAsAdmin = () => storeSession({ access_token: 'tok', email: 'boss@acme.org', admin: true, team_id: 1, user_id: 1 });

/** A datetime-local value `ms` from now, in the test's own time zone, as the admin types it. */
export function localIn(ms: number): string {
  const at = new Date(Date.now() + ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

export const DAY = 86_400_000;
