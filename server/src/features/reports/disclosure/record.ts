import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import { AppError } from '../../../http/errors';
import type { Audience } from '../../teams';
import { decideDisclosure, type Reason } from './decide';
import { reportCandidates, servedBy, type Person, type ReportCandidate } from './figures';

/** The key of the advisory lock a team's report readings take turns on (with the team's id). */
export const REPORT_LOCK = 36;

/** Readings tried before giving up, each undone when people were erased while it read. */
const ATTEMPTS = 3;

export interface Disclosure {
  /** The team as this reading saw it: the report describes exactly these people and waves. */
  people: Person[];
  candidates: ReportCandidate[];
  withheld: Map<string, Reason>;
  /** The candidates decided shown, by id. */
  shown: Set<string>;
}

const digestOf = (measure: string, members: readonly number[]) => createHash('sha256').update(`${measure}:${members.join(',')}`).digest('hex');

/**
 * Which of the team's figures this reading may show (issue 36), described by `describe` and then
 * recorded as shown, all in one turn: readings of a team take turns, so two of them cannot both
 * show a group before and after someone joined it without either knowing of the other. `describe`
 * reads the statistics of exactly the people decided on, and answers null when they are no longer
 * all there (erased while it read): the reading is then undone, nothing recorded, and tried again.
 */
export async function discloseReport<T>(
  db: Kysely<DB>,
  audience: Audience,
  minSize: number,
  describe: (trx: Transaction<DB>, disclosure: Disclosure) => Promise<T | null>,
): Promise<T> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const described = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${REPORT_LOCK}::int, ${audience.teamId}::int)`.execute(trx);
      // The cohorts before the people: one made in between counts its people in none, never in a cohort without figures.
      const cohorts = await trx.selectFrom('cohorts').select('id').where('team_id', '=', audience.teamId).orderBy('id').execute();
      const known = new Set(cohorts.map((c) => c.id));
      const people = (await teamPeople(trx, audience.teamId)).map((p) => (p.cohortId === null || known.has(p.cohortId) ? p : { ...p, cohortId: null }));
      const history = await trx.selectFrom('report_disclosures').select(['measure', 'members', 'digest']).where('team_id', '=', audience.teamId).execute();
      const candidates = reportCandidates(people, [...known]);
      const withheld = decideDisclosure({ candidates, history, minSize });
      const shown = new Set(candidates.filter((c) => c.members.length > 0 && !withheld.has(c.id)).map((c) => c.id));
      const value = await describe(trx, { people, candidates, withheld, shown });
      if (value === null) return null;
      const recorded = new Set(history.map((h) => h.digest));
      const served = candidates
        .filter((c) => shown.has(c.id) && servedBy(c.of, audience.cohortId))
        .map((c) => ({ team_id: audience.teamId, measure: c.measure, members: [...c.members], digest: digestOf(c.measure, c.members) }))
        .filter((row) => !recorded.has(row.digest));
      if (served.length) await trx.insertInto('report_disclosures').values(served).onConflict((oc) => oc.doNothing()).execute();
      return { value };
    });
    if (described) return described.value;
  }
  throw new AppError('UNAVAILABLE');
}

/** The team's participants with a finished response, by id. */
async function teamPeople(db: Kysely<DB>, teamId: number): Promise<Person[]> {
  const { rows } = await sql<{ id: number; cohort_id: number | null; department: string | null; pre: boolean; post: boolean }>`
    select u.id, u.cohort_id, pre.demographics->>'department' as department, pre.id is not null as pre, post.id is not null as post
    from users as u
    left join assessment_responses as pre on pre.user_id = u.id and pre.kind = 'assessment'
    left join assessment_responses as post on post.user_id = u.id and post.kind = 'reassessment'
    where u.team_id = ${teamId} and u.admin = false and (pre.id is not null or post.id is not null)
    order by u.id`.execute(db);
  return rows.map((r) => ({ id: r.id, cohortId: r.cohort_id, department: r.department || null, assessment: r.pre, reassessment: r.post }));
}
