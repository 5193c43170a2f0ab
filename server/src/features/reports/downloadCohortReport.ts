import type { Cell } from '../../exports/tsv';
import { assertAudience } from '../teams';
import { buildCohortReport, type ReportQuery } from './findCohortReport';
import { renderReportPdf } from './reportPdf';
import { reportTables, type ReportDocument } from './reportTables';
import { reportTsv } from './reportTsv';

/** The report of /api/cohort-report, as tables in the caller's language, with the team's and cohort's names. */
async function reportDocument(query: ReportQuery) {
  // 404 naming the field when the team, or the cohort within it, does not exist.
  const { team, cohort } = await assertAudience(query.db, query.audience);
  const report = await buildCohortReport(query);
  const document: ReportDocument = reportTables(report, query.language, { team: team.name, cohort: cohort?.name ?? null });
  return { report, document };
}

/** cohort-report.tsv: the same numbers as the page, tables one under another. */
export async function downloadCohortReportTsv(query: ReportQuery): Promise<{ header: Cell[]; pages: AsyncIterable<Cell[][]> }> {
  const { header, rows } = reportTsv((await reportDocument(query)).document);
  return { header, pages: (async function* () { yield rows; })() };
}

/** cohort-report.pdf: the same numbers and charts as the page, in the caller's language. */
export async function downloadCohortReportPdf(query: ReportQuery): Promise<Buffer> {
  const { report, document } = await reportDocument(query);
  return renderReportPdf(report, document, query.language);
}
