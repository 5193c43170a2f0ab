import type { Kysely } from 'kysely';
import type { Language } from 'shared-api/contract';
import type { DB, StoredScores, User } from '../../../db/types';
import { loadInstrument, type Instrument } from '../instrument/content';
import { buildReport, type Report } from '../instrument/report';

export interface UserReport {
  user: User;
  instrument: Instrument;
  report: Report;
  /** The main assessment's stored scores (the PDF draws its radar from them). */
  scores: StoredScores;
}

/**
 * The report of a user who submitted the main assessment, built with the content version each
 * response answered; the reassessment, when there is one, becomes the comparison chart.
 * null when there is no main response.
 */
export async function findUserReport({ db, user, language }: { db: Kysely<DB>; user: User; language: Language }): Promise<UserReport | null> {
  const rows = await db.selectFrom('assessment_responses').select(['kind', 'version', 'scores']).where('user_id', '=', user.id).execute();
  const main = rows.find((r) => r.kind === 'assessment');
  if (!main) return null;
  const comparison = rows.find((r) => r.kind === 'reassessment');
  const instrument = loadInstrument(main.version);
  const report = buildReport({ scores: main.scores, language, name: user.name, instrument, comparison: comparison?.scores });
  return { user, instrument, report, scores: main.scores };
}
