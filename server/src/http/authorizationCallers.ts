import { createLoggedInUser, login, type ApiTest, type LoggedInUser } from '../test/helpers';
import type { Ctx, TargetKind, Who } from './authorizationTable';

export interface Callers {
  ctx: Ctx;
  /** The session headers of each kind of caller (none for the anonymous one). */
  headersOf(who: Who): Record<string, string>;
  /** Each signed-in kind of caller's account. */
  account(who: Exclude<Who, 'anonymous'>): LoggedInUser;
}

/**
 * The six kinds of caller of authorizationTable.ts, on teams A and B, and team A's targets,
 * made in the file's beforeAll: each walk of the route table uses the same.
 */
export function setupCallers(api: ApiTest): Callers {
  const users = {} as Record<Exclude<Who, 'anonymous' | 'admin'>, LoggedInUser>;
  const made = {} as { ctx: Ctx };

  beforeAll(async () => {
    const team = (name: string) => api.db.insertInto('teams').values({ name }).returning('id').executeTakeFirstOrThrow();
    const [a, b] = [(await team('Team A')).id, (await team('Team B')).id];
    users.participant = await createLoggedInUser(api.db, api.app, { teamId: a });
    users.otherParticipant = await createLoggedInUser(api.db, api.app, { teamId: b });
    for (const [who, teamId] of [['leader', a], ['otherLeader', b]] as const) {
      const created = await createLoggedInUser(api.db, api.app, { teamId });
      await api.db.insertInto('team_leaders').values({ user_id: created.user.id, team_id: teamId }).execute();
      users[who] = created;
    }
    const teamOf: Record<Exclude<Who, 'anonymous' | 'admin'>, number> = { participant: a, otherParticipant: b, leader: a, otherLeader: b };
    const targetA = await createLoggedInUser(api.db, api.app, { teamId: a, name: 'Target A' });
    const makeTarget = async (kind: TargetKind) => {
      const target = await createLoggedInUser(api.db, api.app, { teamId: a, name: `Target ${kind}`, admin: kind === 'admin' });
      if (kind === 'leader') await api.db.insertInto('team_leaders').values({ user_id: target.user.id, team_id: a }).execute();
      return target;
    };
    made.ctx = {
      db: api.db,
      teamA: a,
      targetA,
      targets: { participant: targetA, leader: await makeTarget('leader'), admin: await makeTarget('admin') },
      freshTarget: async (kind) => (await makeTarget(kind)).user.id,
      async freshHeaders(who): Promise<Record<string, string>> {
        if (who === 'anonymous') return {};
        const account = who === 'admin' ? api.admin : users[who];
        return { authorization: `Bearer ${await login(api.app, account.email, account.password)}` };
      },
      async freshCaller(who): Promise<Record<string, string>> {
        if (who === 'anonymous') return {};
        const caller = await createLoggedInUser(api.db, api.app, { teamId: who === 'admin' ? 1 : teamOf[who], admin: who === 'admin' });
        if (who === 'leader' || who === 'otherLeader') await api.db.insertInto('team_leaders').values({ user_id: caller.user.id, team_id: teamOf[who] }).execute();
        return caller.headers;
      },
    };
  });

  return {
    get ctx() {
      return made.ctx;
    },
    headersOf: (who) => (who === 'anonymous' ? {} : who === 'admin' ? api.admin.headers : users[who].headers),
    account: (who) => (who === 'admin' ? api.admin : users[who]),
  };
}
