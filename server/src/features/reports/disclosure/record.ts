import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { inTransaction } from '../../../db/transaction';
import type { Audience } from '../../teams';
import { decideDisclosure, type Reason } from './decide';
import { reportCandidates, servedBy, type Person, type ReportCandidate } from './figures';

/** The key of the advisory lock a team's report readings take turns on (with the team's id). */
export const REPORT_LOCK = 36;

export interface Disclosure {
  /** The team as this reading saw it: the report describes exactly these people and waves. */
  people: Person[];
  candidates: ReportCandidate[];
  withheld: Map<string, Reason>;
}

const digestOf = (measure: string, members: readonly number[]) => createHash('sha256').update(`${measure}:${members.join(',')}`).digest('hex');

/**
 * Which of the team's figures this reading may show (issue 36), and a record of those it shows.
 * Readings of one team take turns, so two of them cannot both show a group before and after
 * someone joined it without either knowing of the other; the people are read inside the turn, and
 * the report then describes exactly them.
 */
export async function discloseReport(db: Kysely<DB>, audience: Audience, minSize: number): Promise<Disclosure> {
  return inTransaction(db, async (trx) => {
    await sql`select pg_advisory_xact_lock(${REPORT_LOCK}::int, ${audience.teamId}::int)`.execute(trx);
    const people = await teamPeople(trx, audience.teamId);
    const cohorts = await trx.selectFrom('cohorts').select('id').where('team_id', '=', audience.teamId).orderBy('id').execute();
    const history = await trx.selectFrom('report_disclosures').select(['measure', 'members', 'digest']).where('team_id', '=', audience.teamId).execute();
    const candidates = reportCandidates(people, cohorts.map((c) => c.id));
    const withheld = decideDisclosure({ candidates, history, minSize });
    const known = new Set(history.map((h) => h.digest));
    const shown = candidates
      .filter((c) => c.members.length > 0 && !withheld.has(c.id) && servedBy(c.of, audience.cohortId))
      .map((c) => ({ team_id: audience.teamId, measure: c.measure, members: [...c.members], digest: digestOf(c.measure, c.members) }))
      .filter((row) => !known.has(row.digest));
    if (shown.length) await trx.insertInto('report_disclosures').values(shown).onConflict((oc) => oc.doNothing()).execute();
    return { people, candidates, withheld };
  });
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
