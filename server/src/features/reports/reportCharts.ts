import type { CohortReportResponse, Language, WaveStatistics } from 'shared-api/contract';
import { LOCALES, translate } from 'shared-api/texts';
import { useFontFor, type Doc } from '../../pdf/document';

/** Where a chart goes, and how the document titles a section and breaks a page. */
export interface ChartPlace {
  left: number;
  title: (text: string) => void;
  ensureRoom: (height: number) => void;
}

const LABEL = 170;
const INK = '#222222';
const MUTED = '#555555';
const GRID = '#dddddd';
const COLORS = { assessment: '#8da9d4', reassessment: '#1f4e8c' } as const;

function label(doc: Doc, value: string, x: number, y: number, width: number, { align = 'left', size = 7.5, color = INK }: { align?: 'left' | 'right' | 'center'; size?: number; color?: string } = {}) {
  useFontFor(doc, value);
  doc.fontSize(size).fillColor(color).text(value, x, y, { width, align, lineBreak: false, ellipsis: true });
}

/** A horizontal axis from `from` to `to` at `y`, with gridlines down to `bottom` and tick labels. */
function axis(doc: Doc, scale: (v: number) => number, ticks: number[], y: number, bottom: number, locale: string) {
  for (const tick of ticks) {
    const x = scale(tick);
    doc.save().strokeColor(GRID).lineWidth(0.5).moveTo(x, y).lineTo(x, bottom).stroke().restore();
    label(doc, new Intl.NumberFormat(locale).format(tick), x - 20, bottom + 2, 40, { align: 'center', color: MUTED });
  }
}

/**
 * Each area's scores before and after, as box plots on one 0-100 axis: whiskers from min to max
 * (where given: not under twice the minimum size), the box from Q1 to Q3, a line at the median and
 * a dot at the mean. A wave whose group is under the minimum size has no box (it is withheld).
 */
export function drawScores(doc: Doc, report: CohortReportResponse, language: Language, place: ChartPlace) {
  const rowHeight = 22;
  const height = report.areas.length * rowHeight + 50;
  place.ensureRoom(height + 20);
  place.title(translate(language, 'report.section.scores'));
  const top = doc.y + 4;
  const right = doc.page.width - place.left - 10;
  const start = place.left + LABEL;
  const scale = (v: number) => start + ((right - start) * v) / 100;
  const bottom = top + report.areas.length * rowHeight;
  axis(doc, scale, [0, 25, 50, 75, 100], top, bottom, LOCALES[language]);
  report.areas.forEach((area, i) => {
    const y = top + i * rowHeight;
    label(doc, area.name, place.left, y + 7, LABEL - 8);
    (['assessment', 'reassessment'] as const).forEach((wave, w) => box(doc, area[wave], scale, y + 3 + w * 9, 7, COLORS[wave]));
  });
  const legendY = bottom + 16;
  (['assessment', 'reassessment'] as const).forEach((wave, w) => {
    const x = start + w * 160;
    doc.save().rect(x, legendY + 1, 10, 6).fill(COLORS[wave]).restore();
    label(doc, translate(language, `report.wave.${wave}`), x + 14, legendY, 140, { color: MUTED });
  });
  doc.x = place.left;
  doc.y = legendY + 20;
}

function box(doc: Doc, w: WaveStatistics, scale: (v: number) => number, y: number, h: number, color: string) {
  if (w.q1 === null || w.q3 === null || w.median === null) return;
  const mid = y + h / 2;
  doc.save();
  if (w.min !== null && w.max !== null) doc.strokeColor(color).lineWidth(0.8).moveTo(scale(w.min), mid).lineTo(scale(w.max), mid).stroke();
  doc.rect(scale(w.q1), y, Math.max(0.8, scale(w.q3) - scale(w.q1)), h).fillAndStroke(color, color);
  doc.strokeColor('#ffffff').lineWidth(1.2).moveTo(scale(w.median), y).lineTo(scale(w.median), y + h).stroke();
  if (w.mean !== null) doc.circle(scale(w.mean), mid, 1.6).fill(INK);
  doc.restore();
}

/**
 * The mean change per area with its 95% interval (a forest plot): a dot at the mean, a line across
 * the interval, and the zero line, so an interval that crosses it reads as no clear change.
 */
export function drawChange(doc: Doc, report: CohortReportResponse, language: Language, place: ChartPlace) {
  const rowHeight = 16;
  const shown = report.areas.filter((a) => a.change.mean !== null && a.change.ci_low !== null && a.change.ci_high !== null);
  place.ensureRoom(report.areas.length * rowHeight + 60);
  place.title(translate(language, 'report.section.change'));
  if (!shown.length) return;
  const reach = Math.max(5, ...shown.flatMap((a) => [Math.abs(a.change.ci_low as number), Math.abs(a.change.ci_high as number)]));
  const step = reach <= 10 ? 2 : reach <= 25 ? 5 : 10;
  const limit = Math.ceil(reach / step) * step;
  const top = doc.y + 4;
  const right = doc.page.width - place.left - 10;
  const start = place.left + LABEL;
  const scale = (v: number) => start + ((right - start) * (v + limit)) / (2 * limit);
  const bottom = top + report.areas.length * rowHeight;
  const ticks = Array.from({ length: (2 * limit) / step + 1 }, (_, i) => -limit + i * step);
  axis(doc, scale, ticks, top, bottom, LOCALES[language]);
  doc.save().strokeColor(MUTED).lineWidth(1).moveTo(scale(0), top).lineTo(scale(0), bottom).stroke().restore();
  report.areas.forEach((area, i) => {
    const y = top + i * rowHeight + rowHeight / 2;
    label(doc, area.name, place.left, y - 4, LABEL - 8);
    const { mean, ci_low: low, ci_high: high } = area.change;
    if (mean === null || low === null || high === null) return;
    doc.save().strokeColor(COLORS.reassessment).lineWidth(1.2).moveTo(scale(low), y).lineTo(scale(high), y).stroke();
    doc.rect(scale(mean) - 2.5, y - 2.5, 5, 5).fill(COLORS.reassessment).restore();
  });
  doc.x = place.left;
  doc.y = bottom + 24;
}
