import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { loadInstrument } from './instrument/content';
import { floatArray, itemScores } from './instrument/itemScores';

const BATCH = 1000;

/**
 * Gives each response stored without item scores (before migration 019, or by an instance of the
 * previous release during an upgrade) its item scores, as a submission now stores them: at start,
 * after the migrations, and before each cohort report (the partial index finds none in a moment).
 * A response of a content version this build does not know gets an empty list, so it is not read
 * again. A row another instance filled meanwhile is left as it is (`item_scores is null`).
 * Returns how many rows it filled.
 */
export async function fillItemScores(db: Kysely<DB>): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .selectFrom('assessment_responses')
      .select(['id', 'kind', 'version', 'answers'])
      .where('item_scores', 'is', null)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (!rows.length) return filled;
    const values = rows.map((row) => {
      let scores: (number | null)[] = [];
      try {
        scores = itemScores(loadInstrument(row.version), row.kind, row.answers);
      } catch {
        // An unknown version: no items to read.
      }
      return sql`(${row.id}::int, ${floatArray(scores)})`;
    });
    const { numAffectedRows } = await sql`update assessment_responses as r set item_scores = v.scores
      from (values ${sql.join(values)}) as v(id, scores)
      where r.id = v.id and r.item_scores is null`.execute(db);
    filled += Number(numAffectedRows ?? 0);
  }
}
