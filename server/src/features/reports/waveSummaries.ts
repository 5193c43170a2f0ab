import { sql, type Kysely } from 'kysely';
import type { DB, ResponseKind } from '../../db/types';

/** One area of one wave, as the database describes it. */
export interface Summary {
  n: number;
  mean: number | null;
  sd: number | null;
  min: number | null;
  q1: number | null;
  median: number | null;
  q3: number | null;
  max: number | null;
}

const NONE: Summary = { n: 0, mean: null, sd: null, min: null, q1: null, median: null, q3: null, max: null };

/** Each wave's areas described, and the responses described (each area may lack a score in some). */
export type WaveSummaries = Record<ResponseKind, Summary[]> & { responses: Record<ResponseKind, number> };

/** Numbers sent as text: both drivers then hand over the same thing, NULL included. */
const number = (text: string | null): number | null => (text === null ? null : Number(text));

/**
 * Each wave's area scores described by the database (issue 23), which sorts them itself: count,
 * mean, sample sd (n - 1), and min, quartiles and max by percentile_cont, which interpolates
 * between order statistics exactly as R's quantile type 7. The server receives two rows. Each wave
 * is of the people named for it, those the report's disclosure decided on.
 */
export async function waveSummaries(db: Kysely<DB>, people: Record<ResponseKind, number[]>, areaIds: string[]): Promise<WaveSummaries> {
  const scores = sql.join(areaIds.map((id, i) => sql`(scores->'scores'->>${sql.lit(id)})::float8 as ${sql.ref(`a${i}`)}`));
  const described = sql.join(
    areaIds.map((_, i) => {
      const x = sql.ref(`a${i}`);
      return sql`count(${x})::text as ${sql.ref(`n${i}`)}, avg(${x})::text as ${sql.ref(`mean${i}`)}, stddev_samp(${x})::text as ${sql.ref(`sd${i}`)},
        array_to_string(percentile_cont(array[0, 0.25, 0.5, 0.75, 1]::float8[]) within group (order by ${x}), ',') as ${sql.ref(`q${i}`)}`;
    }),
  );
  const { rows } = await sql<{ kind: ResponseKind; [column: string]: string | null }>`
    select kind, count(*)::text as responses, ${described}
    from (select kind, ${scores} from assessment_responses
      where (kind = 'assessment' and user_id = any(${people.assessment})) or (kind = 'reassessment' and user_id = any(${people.reassessment}))) as waves
    group by kind`.execute(db);
  const summaries: WaveSummaries = { assessment: areaIds.map(() => NONE), reassessment: areaIds.map(() => NONE), responses: { assessment: 0, reassessment: 0 } };
  for (const row of rows) {
    summaries.responses[row.kind] = Number(row.responses);
    summaries[row.kind] = areaIds.map((_, i) => {
      const quantiles = row[`q${i}`];
      const [min, q1, median, q3, max] = quantiles ? quantiles.split(',').map(Number) : [null, null, null, null, null];
      return { n: Number(row[`n${i}`]), mean: number(row[`mean${i}`]), sd: number(row[`sd${i}`]), min, q1, median, q3, max };
    });
  }
  return summaries;
}
