import { sql, type Kysely } from 'kysely';
import type { Language } from 'shared-api/contract';
import type { DB } from '../../db/types';
import type { Cell } from '../../exports/tsv';
import { recordTeamRead, type Actor } from '../audit';
import { INSTRUMENT_VERSION, loadInstrument } from '../assessment';
import { utcDateTime } from '../../exports/tsv';
import { scoreFormatter } from './format';
import { resultsHeader } from './headers';

/** Users per query: a page of rows is all the export holds in memory at once. */
export const RESULTS_PAGE_SIZE = 500;

type AreaScores = Record<string, number | null>;

/**
 * results.tsv of a team: its header and its rows as pages to stream. The download is recorded on
 * the audit log before any row is read, so a download the log cannot record never starts.
 */
export async function downloadResults({ db, caller, teamId, language }: {
  db: Kysely<DB>;
  caller: Actor;
  teamId: number;
  language: Language;
}): Promise<{ header: Cell[]; pages: AsyncIterable<Cell[][]> }> {
  await recordTeamRead(db, caller, 'resultsDownloaded', teamId);
  return { header: resultsHeader(language), pages: resultRows({ db, teamId, language }) };
}

/**
 * The team's users, one row each, read in keyset pages (id > last id seen), so a team of any
 * size streams with one page in memory and no query grows slower as the export advances. No
 * transaction spans the pages: PGlite runs one at a time, and a long download must not block
 * every other request.
 */
async function* resultRows({ db, teamId, language, pageSize = RESULTS_PAGE_SIZE }: {
  db: Kysely<DB>;
  teamId: number;
  language: Language;
  pageSize?: number;
}): AsyncGenerator<Cell[][]> {
  const areaIds = loadInstrument(INSTRUMENT_VERSION).areas.map((a) => a.id);
  const score = scoreFormatter(language);
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('users')
      .leftJoin('cohorts', 'cohorts.id', 'users.cohort_id')
      .leftJoin('assessment_responses as a', (join) => join.onRef('a.user_id', '=', 'users.id').on('a.kind', '=', 'assessment'))
      .leftJoin('assessment_responses as r', (join) => join.onRef('r.user_id', '=', 'users.id').on('r.kind', '=', 'reassessment'))
      .select([
        'users.id',
        'users.name',
        'users.email',
        'users.created_at',
        'cohorts.name as cohort',
        sql<string | null>`a.demographics->>'department'`.as('department'),
        'a.submitted_at as assessedAt',
        sql<AreaScores | null>`a.scores->'scores'`.as('assessment'),
        'r.submitted_at as reassessedAt',
        sql<AreaScores | null>`r.scores->'scores'`.as('reassessment'),
      ])
      .where('users.team_id', '=', teamId)
      .where('users.id', '>', after)
      .orderBy('users.id')
      .limit(pageSize)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((row) => [
      row.name,
      row.email,
      row.department,
      row.cohort,
      utcDateTime(row.created_at),
      utcDateTime(row.assessedAt),
      utcDateTime(row.reassessedAt),
      ...areaIds.map((id) => score(row.assessment?.[id])),
      ...areaIds.map((id) => score(row.reassessment?.[id])),
    ]);
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1].id;
  }
}
