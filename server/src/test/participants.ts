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

/** A team with two cohorts: alice and bob in Spring (bob reads Korean), carol in Autumn, dave in none. */
export async function cohortsTeam(db: Kysely<DB>) {
  const teamId = (await db.insertInto('teams').values({ name: 'Cohorts' }).returning('id').executeTakeFirstOrThrow()).id;
  const cohort = async (name: string) => (await db.insertInto('cohorts').values({ team_id: teamId, name }).returning('id').executeTakeFirstOrThrow()).id;
  const spring = await cohort('Spring');
  const autumn = await cohort('Autumn');
  const user = async (name: string, cohortId: number | null, language: 'ENG' | 'KOR' = 'ENG') => {
    const { user } = await createUser(db, { name, teamId, language });
    await db.updateTable('users').set({ cohort_id: cohortId }).where('id', '=', user.id).execute();
    return user;
  };
  return { teamId, spring, autumn, alice: await user('Alice', spring), bob: await user('Bob', spring, 'KOR'), carol: await user('Carol', autumn), dave: await user('Dave', null) };
}

/** As if everyone of the team had submitted the assessment: results open for them at once (issue 37). */
export async function finishTeam(db: Kysely<DB>, teamId: number) {
  await db.updateTable('users').set({ finished_assessment: true }).where('team_id', '=', teamId).where('admin', '=', false).execute();
}
