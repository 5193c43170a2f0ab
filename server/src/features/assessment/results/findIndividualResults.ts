import type { Kysely } from 'kysely';
import type { IndividualResultsResponse, Language } from 'shared-api/contract';
import type { DB, User } from '../../../db/types';
import { allows } from '../../../http/authorize';
import { recordUserRead } from '../../audit';
import type { SessionUser } from '../../auth';
import { createPdfToken } from './pdfToken';
import { findUserReport } from './queries';

/**
 * SPEC.md "Results report": ready when the user finished and results are active for them, or an
 * admin (who may skip the open checks) asks with OverrideActive. Not ready is a normal answer
 * (200, resultsReady:false, empty charts), so the page can say 'It looks like your results
 * aren't ready yet.' Reading another person's results is recorded before the answer leaves.
 */
export async function findIndividualResults({ db, caller, user, language, overrideActive }: {
  db: Kysely<DB>;
  /** Its session bounds the PDF link's life. */
  caller: SessionUser;
  user: User;
  language: Language;
  overrideActive: boolean | undefined;
}): Promise<IndividualResultsResponse> {
  const override = allows(caller, 'skipOpenChecks') && !!overrideActive;
  const allowed = user.finished_assessment && (user.results_active || override);
  const found = allowed ? await findUserReport({ db, user, language }) : null;
  const answer: IndividualResultsResponse = found
    ? {
      ...found.report,
      plotLayout: { ...found.report.plotLayout },
      comparisonPlotLayout: { ...found.report.comparisonPlotLayout },
      recsDict: { ...found.report.recsDict },
      pdfToken: await createPdfToken({ db, userId: user.id, sessionHash: caller.tokenHash }),
      resultsReady: true,
    }
    : {
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
  await recordUserRead(db, caller, 'resultsViewed', { id: user.id, email: user.email, teamId: user.team_id });
  return answer;
}
