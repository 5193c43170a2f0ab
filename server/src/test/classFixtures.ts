import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { createLoggedInUser, post } from './helpers';

/** Test set-up shared by the class and payment tests: a team, a class of it, a participant in it. */
export async function newTeam(db: Kysely<DB>, values: { public_slug?: string } = {}): Promise<number> {
  const team = await db.insertInto('teams').values({ name: `Team ${Math.random().toString(36).slice(2, 8)}`, ...values }).returning('id').executeTakeFirstOrThrow();
  return team.id;
}

export async function newClass(
  db: Kysely<DB>,
  teamId: number,
  values: { price_minor?: number; capacity?: number; accepting?: boolean; accept_any?: boolean; starts_at?: Date | null; name?: string } = {},
): Promise<number> {
  const row = await db
    .insertInto('classes')
    .values({ team_id: teamId, name: values.name ?? 'Design Thinking', accepting: true, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function joinAs(app: FastifyInstance, headers: Record<string, string>, classId: number) {
  return post(app, '/api/join-class', { headers: { ...headers, ClassID: String(classId) } });
}

/** A logged-in participant of the team, enrolled through the API in the class. */
export async function enrolledParticipant(db: Kysely<DB>, app: FastifyInstance, teamId: number, classId: number) {
  const p = await createLoggedInUser(db, app, { teamId });
  const res = await joinAs(app, p.headers, classId);
  if (res.statusCode !== 200) throw new Error(`join failed: ${res.statusCode} ${res.body}`);
  return p;
}

export async function emailsTo(db: Kysely<DB>, to: string) {
  return db.selectFrom('email_jobs').select(['subject', 'body']).where('to_address', '=', to).orderBy('id').execute();
}
