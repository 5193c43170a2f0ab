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

/**
 * People of two cohorts, stored as responses were before migration 019, then given their item
 * scores as a start does: seven in Spring (the seventh has not taken the reassessment) and two in
 * Autumn, or as many as `autumn` says (five lets Spring's figures be shown beside the team's).
 */
export async function reportProgramme(db: Kysely<DB>, { departments = (_p: number): string => '', teamName = 'Report Team', autumn: autumnSize = 2 } = {}) {
  const teamId = (await db.insertInto('teams').values({ name: teamName }).returning('id').executeTakeFirstOrThrow()).id;
  const cohort = async (name: string) => (await db.insertInto('cohorts').values({ team_id: teamId, name }).returning('id').executeTakeFirstOrThrow()).id;
  const spring = await cohort('Spring');
  const autumn = await cohort('Autumn');
  const people: { id: number; cohort: number; rows: Awaited<ReturnType<typeof answered>> }[] = [];
  for (let p = 0; p < 7 + autumnSize; p++) {
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


/** One person of a test team: their cohort's name (null for none), department, and whether they took the reassessment. */
export interface Placed {
  cohort: string | null;
  department?: string;
  re?: boolean;
}

/** A team of answered people placed as given, for the disclosure tests: ids in the order given. */
export async function reportTeam(db: Kysely<DB>, placed: Placed[]) {
  const teamId = (await db.insertInto('teams').values({ name: 'Disclosure Team' }).returning('id').executeTakeFirstOrThrow()).id;
  const cohorts = new Map<string, number>();
  for (const name of new Set(placed.flatMap((p) => (p.cohort ? [p.cohort] : [])))) {
    cohorts.set(name, (await db.insertInto('cohorts').values({ team_id: teamId, name }).returning('id').executeTakeFirstOrThrow()).id);
  }
  const ids: number[] = [];
  for (const [p, { cohort, department = '', re = true }] of placed.entries()) {
    const { user } = await createUser(db, { teamId });
    await db.updateTable('users').set({ cohort_id: cohort ? (cohorts.get(cohort) as number) : null }).where('id', '=', user.id).execute();
    await answered(db, user.id, p, { re, department });
    ids.push(user.id);
  }
  await fillItemScores(db);
  return { teamId, cohorts, ids };
}
