import type { Kysely } from 'kysely';
import type { IndividualResultsResponse, Language } from 'shared-api/contract';
import type { DB, StoredScores, User } from '../../../db/types';
import { loadInstrument, type Instrument } from '../instrument/content';
import { buildReport, type Report } from '../instrument/report';
import { createPdfToken } from './pdfToken';

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

/**
 * SPEC.md "Results report": ready when the user finished and results are active for them, or an
 * admin asks with OverrideActive. Not ready is a normal answer (200, resultsReady:false, empty
 * charts), so the page can say 'It looks like your results aren't ready yet.'
 */
export async function findIndividualResults({ db, user, language, override, sessionHash }: {
  db: Kysely<DB>;
  user: User;
  language: Language;
  override: boolean;
  /** The caller's session: the PDF link lives as long as it does. */
  sessionHash: string;
}): Promise<IndividualResultsResponse> {
  const allowed = user.finished_assessment && (user.results_active || override);
  const found = allowed ? await findUserReport({ db, user, language }) : null;
  if (!found) {
    return {
      plotData: [],
      plotLayout: {},
      comparisonPlotData: [],
      comparisonPlotLayout: {},
      name: user.name,
      recsDict: {},
      pdfToken: '',
      showComparison: false,
      resultsReady: false,
    };
  }
  const { report } = found;
  return {
    ...report,
    plotLayout: { ...report.plotLayout },
    comparisonPlotLayout: { ...report.comparisonPlotLayout },
    recsDict: { ...report.recsDict },
    pdfToken: await createPdfToken({ db, userId: user.id, sessionHash }),
    resultsReady: true,
  };
}
