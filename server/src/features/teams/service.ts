import type { Kysely } from 'kysely';
import { ALL_COHORTS, type AccessLinksResponse, type CohortsResponse, type TeamsByRecencyResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { cohortRef, recordAudit, type Actor } from '../audit';
import { isUniqueViolation } from '../../db/errors';
import { assertTeam } from './queries';


export async function createTeam({ db, name, actor }: { db: Kysely<DB>; name: string; actor: Actor }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('teams').values({ name }).returning('id').executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { action: 'teamCreated', teamId: row.id, target: [{ kind: 'team', id: row.id }], facts: [{ fact: 'name', value: name }] });
    return row.id;
  });
}

export async function createCohort({ db, teamId, name, actor }: { db: Kysely<DB>; teamId: number; name: string; actor: Actor }): Promise<number> {
  await assertTeam(db, teamId);
  return db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('cohorts').values({ team_id: teamId, name }).returning('id').executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { action: 'cohortCreated', teamId, target: [{ kind: 'cohort', id: row.id }], facts: [{ fact: 'name', value: name }] });
    return row.id;
  });
}

/**
 * A shared assessment link (/r?t=<value>) for a team and optionally one of its cohorts. The value
 * is unique across all teams, since it alone identifies the team: a duplicate is 409 LINK_TAKEN.
 */
export async function createAccessLink({ db, teamId, cohortId, value, actor }: {
  db: Kysely<DB>;
  teamId: number;
  cohortId: number | null;
  value: string;
  actor: Actor;
}): Promise<void> {
  await assertTeam(db, teamId);
  if (cohortId !== null) {
    const cohort = await db.selectFrom('cohorts').select('id').where('id', '=', cohortId).where('team_id', '=', teamId).executeTakeFirst();
    if (!cohort) throw new AppError('NOT_FOUND', { extra: { field: 'CohortId' } });
  }
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('access_links').values({ team_id: teamId, cohort_id: cohortId, value }).execute();
      await recordAudit(trx, actor, { action: 'linkCreated', teamId, target: [{ kind: 'link', value }, cohortRef(cohortId)] });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('LINK_TAKEN');
    throw err;
  }
}

/** `teamIds`: only these teams (a team leader's); undefined: every team (an admin's). */
interface TeamScope {
  db: Kysely<DB>;
  teamIds?: readonly number[];
}

export async function listTeamsByRecency({ db, teamIds }: TeamScope): Promise<TeamsByRecencyResponse> {
  if (teamIds?.length === 0) return { teams: [] };
  let query = db.selectFrom('teams').select(['id', 'name']).orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (teamIds) query = query.where('id', 'in', teamIds);
  const teams = await query.execute();
  return { teams };
}

export async function listCohorts({ db, teamIds }: TeamScope): Promise<CohortsResponse> {
  if (teamIds?.length === 0) return { cohortsByTeam: {} };
  let query = db.selectFrom('cohorts').select(['id', 'team_id', 'name']).orderBy('id');
  if (teamIds) query = query.where('team_id', 'in', teamIds);
  const rows = await query.execute();
  const cohortsByTeam: CohortsResponse['cohortsByTeam'] = {};
  for (const row of rows) (cohortsByTeam[row.team_id] ??= {})[row.id] = row.name;
  return { cohortsByTeam };
}

export async function listAccessLinks({ db, teamIds }: TeamScope): Promise<AccessLinksResponse> {
  if (teamIds?.length === 0) return { linksByTeam: {} };
  let query = db.selectFrom('access_links').select(['team_id', 'cohort_id', 'value']).orderBy('id');
  if (teamIds) query = query.where('team_id', 'in', teamIds);
  const rows = await query.execute();
  const linksByTeam: AccessLinksResponse['linksByTeam'] = {};
  for (const row of rows) (linksByTeam[row.team_id] ??= []).push({ value: row.value, cohortID: row.cohort_id ?? ALL_COHORTS });
  return { linksByTeam };
}
