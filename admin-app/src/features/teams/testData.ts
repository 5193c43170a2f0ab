import { storeSession } from 'shared-api';
import { meReply } from 'shared-ui/testing';
import type { MeResponse, TeamUser, TeamUsersResponse } from 'shared-api';

/** Signs in as an admin, or as the leader of team 7 (what the screens read from the session). */
export const signInAs = (role: 'admin' | 'leader') =>
  storeSession({ access_token: 'tok', email: `${role}@acme.org`, admin: role === 'admin', team_id: 7, user_id: 99 });

/** /api/me for signInAs('leader'): user 99 of team 7, leading the teams given. */
export const leaderMe = (teamLead: number[] = [7]): MeResponse =>
  meReply({ user_id: 99, name: 'Lee Park', email: 'leader@acme.org', teamLeader: teamLead.length > 0, teamLead, team: { ...meReply().team, publicSlug: 'acme' } });

export function teamUser(over: Partial<TeamUser> & { id: number; name: string }): TeamUser {
  return {
    email: `${over.name.toLowerCase().replace(/\W+/g, '.')}@acme.org`,
    status: 'registered',
    resultsActive: false,
    finishedAssessment: false,
    admin: false,
    team_id: 7,
    teamLeader: false,
    teamLead: [],
    cohort_id: null,
    cohort: null,
    anonymised: false,
    ...over,
  };
}

/** /api/users for team 7 (Acme): two users, one of them finished, a department, a domain, a slide. */
export function teamReply(over: Partial<TeamUsersResponse> = {}): TeamUsersResponse {
  const users = over.users ?? [
    teamUser({ id: 11, name: 'Ana Lima', finishedAssessment: true, resultsActive: true }),
    teamUser({ id: 12, name: 'Bo Kim', teamLeader: true, teamLead: [7] }),
  ];
  return {
    teamName: 'Acme',
    departments: [{ name: 'Sales', children: [{ name: 'East', children: [] }] }],
    email_domains: ['acme.org'],
    users,
    settings: { isPlatform: false, publicSlug: 'acme', postAssessmentForm: false, resultsSoonMessage: false, academyQuestion: false, civilianForm: false, language: 'ENG' },
    slides: [{ id: 1, title: 'Week 1', url: 'https://example.org/w1' }],
    counts: { users: users.length, cohorts: 2, links: 1 },
    ssoClaims: [],
    ...over,
  };
}
