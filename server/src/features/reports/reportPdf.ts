import type { CohortReportResponse, Language } from 'shared-api/contract';
import { formatStatistic } from 'shared-api/contract';
import { LOCALES, translate } from 'shared-api/texts';
import { createPdf, useFontFor, type Doc } from '../../pdf/document';
import { drawChange, drawScores } from './reportCharts';
import type { ReportDocument, ReportTable, TableCell } from './reportTables';

const MARGIN = 40;
const INK = '#222222';
const MUTED = '#555555';
const ACCENT = '#1f4e8c';
const RULE = '#cccccc';
const ROW = 13;

function paragraph(doc: Doc, value: string, size: number, { bold = false, color = INK, gap = 0.4 } = {}) {
  useFontFor(doc, value, bold);
  doc.fontSize(size).fillColor(color).text(value, MARGIN, undefined, { width: doc.page.width - 2 * MARGIN });
  doc.moveDown(gap);
}

/** Starts a new page when `height` more would run past the bottom margin. */
function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

function table(doc: Doc, { title, header, rows }: ReportTable, show: (cell: TableCell) => string) {
  ensureRoom(doc, 4 * ROW);
  paragraph(doc, title, 12, { bold: true, color: ACCENT });
  const width = doc.page.width - 2 * MARGIN;
  // Names and words (an area, a wave, a note) get more room than numbers, and read from the left.
  const text = header.map((_, i) => i === 0 || rows.some((row) => typeof row[i] === 'string' && row[i] !== ''));
  const weights = text.map((isText, i) => (i === 0 ? 3 : isText ? 2 : 1));
  const unit = width / weights.reduce((sum, w) => sum + w, 0);
  const widths = weights.map((w) => w * unit);
  const line = (cells: string[], bold: boolean) => {
    const top = doc.y;
    let x = MARGIN;
    let height = ROW;
    cells.forEach((value, i) => {
      useFontFor(doc, value, bold);
      doc.fontSize(7.5).fillColor(bold ? MUTED : INK);
      height = Math.max(height, doc.heightOfString(value, { width: widths[i] - 4 }) + 4);
      doc.text(value, x + 2, top + 2, { width: widths[i] - 4, align: text[i] ? 'left' : 'right' });
      x += widths[i];
    });
    doc.save().strokeColor(RULE).lineWidth(0.4).moveTo(MARGIN, top + height).lineTo(MARGIN + width, top + height).stroke().restore();
    doc.y = top + height;
  };
  line(header, true);
  for (const row of rows) {
    if (doc.y + 2 * ROW > doc.page.height - MARGIN) {
      doc.addPage();
      line(header, true);
    }
    line(row.map(show), false);
  }
  doc.x = MARGIN;
  doc.moveDown(1);
}

/**
 * cohort-report.pdf (issue 23), landscape A4 in the reader's language: the title, the charts the
 * page shows (each area's scores before and after as box plots, the change per area as a forest
 * plot), the same tables as the TSV rounded as the page rounds them, and the notes. Korean is set
 * in the Korean font.
 */
export function renderReportPdf(report: CohortReportResponse, document: ReportDocument, language: Language, now = new Date()): Promise<Buffer> {
  const locale = LOCALES[language];
  const show = (cell: TableCell) => (typeof cell === 'object' ? formatStatistic(cell.value, cell.kind, locale) : typeof cell === 'number' ? new Intl.NumberFormat(locale).format(cell) : cell);
  const { doc, done } = createPdf({ size: 'A4', layout: 'landscape', margin: MARGIN, info: { Title: `${document.title}: ${document.audience}` } });
  doc.y = MARGIN;
  paragraph(doc, document.title, 22, { bold: true, color: ACCENT, gap: 0.2 });
  paragraph(doc, document.audience, 13, { bold: true, gap: 0.2 });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(now);
  paragraph(doc, translate(language, 'report.generated', { date: day }), 9, { color: MUTED, gap: 1 });

  const [funnel, ...rest] = document.tables;
  table(doc, funnel, show);
  drawScores(doc, report, language, { left: MARGIN, title: (title) => paragraph(doc, title, 12, { bold: true, color: ACCENT }), ensureRoom: (h) => ensureRoom(doc, h) });
  drawChange(doc, report, language, { left: MARGIN, title: (title) => paragraph(doc, title, 12, { bold: true, color: ACCENT }), ensureRoom: (h) => ensureRoom(doc, h) });
  for (const section of rest) table(doc, section, show);
  ensureRoom(doc, 4 * ROW);
  for (const note of document.notes) paragraph(doc, note, 8.5, { color: MUTED });
  doc.end();
  return done;
}
