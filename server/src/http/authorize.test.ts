import { allows, authorize, type Caller } from './authorize';

const participant: Caller = { id: 1, admin: false, teamId: 10, teamLead: [] };
const leader: Caller = { id: 2, admin: false, teamId: 10, teamLead: [10, 11] };
const admin: Caller = { id: 3, admin: true, teamId: 1, teamLead: [] };

describe('authorize', () => {
  it('refuses the anonymous with 401 and the signed-in the rule does not admit with 403', () => {
    expect(() => authorize(null, 'signedIn')).toThrow(expect.objectContaining({ code: 'UNAUTHORIZED', status: 401 }));
    expect(() => authorize(participant, 'admin')).toThrow(expect.objectContaining({ code: 'FORBIDDEN', status: 403 }));
    expect(authorize(admin, 'admin')).toBe(admin);
  });

  it('lets leaders manage exactly the teams they lead', () => {
    expect([10, 11, 12].map((teamId) => allows(leader, 'manageTeam', { teamId }))).toEqual([true, true, false]);
    expect(allows(leader, 'manageTeam')).toBe(true);
    expect(allows(participant, 'manageTeam')).toBe(false);
    expect(allows(admin, 'manageTeam', { teamId: 12 })).toBe(true);
  });

  it('lets a user be viewed by themselves, an admin and their team leader; acted for by themselves and an admin', () => {
    const user = { userId: 1, teamId: 10 };
    expect([participant, leader, admin].map((c) => allows(c, 'viewUser', user))).toEqual([true, true, true]);
    expect(allows(leader, 'viewUser', { userId: 9, teamId: 12 })).toBe(false);
    expect([participant, leader, admin].map((c) => allows(c, 'actForUser', user))).toEqual([true, false, true]);
  });

  it('lets a leader change or delete only the plain participants of a team they lead', () => {
    expect(allows(leader, 'manageUser')).toBe(true);
    expect(allows(participant, 'manageUser')).toBe(false);
    expect(allows(leader, 'manageUser', { userId: 9, teamId: 10 })).toBe(true);
    expect(allows(leader, 'manageUser', { userId: 9, teamId: 12 })).toBe(false);
    expect(allows(leader, 'manageUser', { userId: 9, teamId: 10, privileged: true })).toBe(false);
    expect(allows(leader, 'manageUser', { userId: leader.id, teamId: 10 })).toBe(false);
    expect(allows(admin, 'manageUser', { userId: 9, teamId: 12, privileged: true })).toBe(true);
  });

  it('lets only admins skip the open checks; public is for anyone', () => {
    expect([participant, leader, admin].map((c) => allows(c, 'skipOpenChecks'))).toEqual([false, false, true]);
    expect(allows(null, 'public')).toBe(true);
    expect(allows(null, 'signedIn')).toBe(false);
  });
});
