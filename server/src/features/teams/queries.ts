import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';

/** 404 naming the field, so the dashboard can point at the team the admin chose. */
export async function assertTeam(db: Kysely<DB>, teamId: number) {
  const team = await db.selectFrom('teams').select(['name', 'is_platform']).where('id', '=', teamId).executeTakeFirst();
  if (!team) throw new AppError('NOT_FOUND', { extra: { field: 'TeamID' } });
  return team;
}

/** SPEC.md section 3: a cohort id of -1 means all cohorts (the whole team, with or without one). */
export interface Audience {
  teamId: number;
  /** null = every user of the team. */
  cohortId: number | null;
}

/** 404 naming the field when the team, or the cohort within it, does not exist; else both, as named. */
export async function assertAudience(db: Kysely<DB>, { teamId, cohortId }: Audience) {
  const team = await assertTeam(db, teamId);
  if (cohortId === null) return { team, cohort: null };
  const cohort = await db.selectFrom('cohorts').select('name').where('id', '=', cohortId).where('team_id', '=', teamId).executeTakeFirst();
  if (!cohort) throw new AppError('NOT_FOUND', { extra: { field: 'CohortId' } });
  return { team, cohort };
}

/** The audience's users as a query, so one INSERT ... SELECT or UPDATE reaches them however large the team. */
export function audienceUsers(db: Kysely<DB>, { teamId, cohortId }: Audience) {
  const users = db.selectFrom('users').where('users.team_id', '=', teamId);
  return cohortId === null ? users : users.where('users.cohort_id', '=', cohortId);
}

/** `teamIds`: only these teams (a team leader's); undefined: every team (an admin's). */
export interface TeamScope {
  db: Kysely<DB>;
  teamIds?: readonly number[];
}
