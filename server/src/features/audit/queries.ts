import type { Kysely } from 'kysely';
import { auditActionsOf, type AuditAction, type AuditQuery, type AuditRecord, type AuditRef } from 'shared-api/contract';
import type { DB } from '../../db/types';

/** The records that match the filters, newest first, before `Before` (an id), `limit` of them. */
export async function listAudit({ db, filters, limit }: { db: Kysely<DB>; filters: AuditQuery; limit: number }): Promise<AuditRecord[]> {
  let query = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit);
  if (filters.TeamID !== undefined) query = query.where('team_id', '=', filters.TeamID);
  if (filters.ActorEmail) query = query.where('actor_email', '=', filters.ActorEmail);
  if (filters.Action) query = query.where('action', '=', filters.Action);
  // A kind is the list of its actions (shared-api's): the rows need no column of their own for it.
  if (filters.Kind) query = query.where('action', 'in', auditActionsOf(filters.Kind));
  if (filters.Before !== undefined) query = query.where('id', '<', filters.Before);
  const rows = await query.execute();
  const cohortNames = await namesOfCohorts(db, rows.flatMap((row) => row.target));
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    actorRole: row.actor_role,
    action: row.action as AuditAction,
    teamId: row.team_id,
    target: row.target.map((ref) => namedCohort(ref, cohortNames)),
    facts: row.facts,
  }));
}

/** The current names of the cohorts that records name by id alone (written before they kept the name). */
async function namesOfCohorts(db: Kysely<DB>, refs: AuditRef[]): Promise<Map<number, string>> {
  const ids = [...new Set(refs.flatMap((ref) => (ref.kind === 'cohort' && ref.name === undefined ? [ref.id] : [])))];
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('cohorts').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A cohort by its name; one that is gone and never had its name written stays an id. */
function namedCohort(ref: AuditRef, names: Map<number, string>): AuditRef {
  if (ref.kind !== 'cohort' || ref.name !== undefined) return ref;
  const name = names.get(ref.id);
  return name === undefined ? { kind: 'cohortId', id: ref.id } : { ...ref, name };
}
