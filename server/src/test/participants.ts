import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { QuestionsResponse } from 'shared-api/contract';
import type { DB } from '../db/types';
import { createLoggedInUser, createUser, post } from './helpers';

/** Test support for any feature's tests: a participant who may take the assessment now, logged in. */
export async function activeParticipant(db: Kysely<DB>, app: FastifyInstance, values: Parameters<typeof createUser>[1] = {}) {
  const created = await createLoggedInUser(db, app, values);
  await db.updateTable('users').set({ assessment_active: true }).where('id', '=', created.user.id).execute();
  return created;
}

export async function fetchQuestions(app: FastifyInstance, headers: Record<string, string>): Promise<QuestionsResponse> {
  const res = await post(app, '/api/questions', { headers });
  if (res.statusCode !== 200) throw new Error(`questions: ${res.statusCode} ${res.body}`);
  return res.json();
}
