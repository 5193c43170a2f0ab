import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Answers, QuestionsResponse, TextAnswers } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { createLoggedInUser, createUser, post } from '../../test/helpers';

/** Test support: a participant who may take the assessment now, logged in. */
export async function activeParticipant(db: Kysely<DB>, app: FastifyInstance, values: Parameters<typeof createUser>[1] = {}) {
  const created = await createLoggedInUser(db, app, values);
  await db.updateTable('users').set({ assessment_active: true }).where('id', '=', created.user.id).execute();
  return created;
}

/** A complete, valid submission for the questions served: every statement rated `rating`, every field answered. */
export function completeAnswers(questions: QuestionsResponse, rating = 4): { answers: Answers; textAnswers: TextAnswers } {
  const answers: Answers = {};
  questions.questions.forEach((q, i) => {
    if (q.type === 'agree1to7' || q.type === 'howoften') {
      answers[i] = Object.fromEntries(q.statements.map((_, s) => [String(s), rating]));
    } else if (q.type === 'demographics') {
      answers[i] = Object.fromEntries(
        (q.fields ?? []).map((f) => [f.id, f.kind === 'select' ? (f.options?.[0]?.value ?? '') : f.kind === 'number' ? 3 : 'Something']),
      );
    }
  });
  return { answers, textAnswers: {} };
}

export async function fetchQuestions(app: FastifyInstance, headers: Record<string, string>): Promise<QuestionsResponse> {
  const res = await post(app, '/api/questions', { headers });
  if (res.statusCode !== 200) throw new Error(`questions: ${res.statusCode} ${res.body}`);
  return res.json();
}
