import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { fillItemScores, loadInstrument } from '../assessment';
import { scoreAssessment, scoreReassessment } from '../assessment/instrument/scoring';
import { createUser } from '../../test/helpers';

/** The cohort report's tests' team: people of two cohorts who answered, as the report reads them. */
const instrument = loadInstrument();

/** A deterministic rating on 1..max for person p, item i. */
const rating = (p: number, i: number, max: number) => 1 + ((p * 7 + i * 3 + (p * i) % 5) % max);

async function answered(db: Kysely<DB>, userId: number, p: number, { re = true, department = '' } = {}) {
  const answers: Record<string, Record<string, number>> = {};
  instrument.assessment.questions.forEach((page, q) => {
    if (page.type === 'agree1to7' || page.type === 'howoften') answers[q] = Object.fromEntries(page.statements.map((_, s) => [String(s), rating(p, q * 10 + s, 5)]));
  });
  const rows = [{ kind: 'assessment' as const, answers, scores: scoreAssessment({ instrument, answers, textAnswers: {} }) }];
  if (re) {
    const ratings = Object.fromEntries(Object.keys(instrument.key.reassessment).map((id, i) => [id, rating(p + 1, i, 7)]));
    rows.push({ kind: 'reassessment' as never, answers: { 0: ratings }, scores: scoreReassessment({ instrument, answers: ratings }) as never });
  }
  for (const row of rows) {
    await db.insertInto('assessment_responses').values({
      user_id: userId, kind: row.kind, version: instrument.version, answers: JSON.stringify(row.answers), text_answers: '{}', demographics: JSON.stringify(department && row.kind === 'assessment' ? { department } : {}), scores: JSON.stringify(row.scores),
    }).execute();
  }
  return rows;
}

/** Nine people of two cohorts, stored as responses were before migration 019, then given their item scores as a start does. */
export async function reportProgramme(db: Kysely<DB>, { departments = (_p: number): string => '', teamName = 'Report Team' } = {}) {
  const teamId = (await db.insertInto('teams').values({ name: teamName }).returning('id').executeTakeFirstOrThrow()).id;
  const cohort = async (name: string) => (await db.insertInto('cohorts').values({ team_id: teamId, name }).returning('id').executeTakeFirstOrThrow()).id;
  const spring = await cohort('Spring');
  const autumn = await cohort('Autumn');
  const people: { id: number; cohort: number; rows: Awaited<ReturnType<typeof answered>> }[] = [];
  for (let p = 0; p < 9; p++) {
    const { user } = await createUser(db, { teamId });
    const cohortId = p < 7 ? spring : autumn;
    await db.updateTable('users').set({ cohort_id: cohortId }).where('id', '=', user.id).execute();
    people.push({ id: user.id, cohort: cohortId, rows: await answered(db, user.id, p, { re: p !== 6, department: departments(p) }) });
  }
  await fillItemScores(db);
  // Someone registered who has not answered yet counts as a participant only.
  const { user: idle } = await createUser(db, { teamId });
  await db.updateTable('users').set({ cohort_id: spring }).where('id', '=', idle.id).execute();
  return { teamId, spring, autumn, people };
}

