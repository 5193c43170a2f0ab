import type { Language } from 'shared-api/contract';
import { translate } from 'shared-api/texts';
import type { StoredScores } from '../../../db/types';
import { createPdf, useFontFor, type Doc } from '../../../pdf/document';
import type { Instrument } from '../instrument/content';
import type { Report } from '../instrument/report';

/** U+00B7: the Korean subset has no U+2022 bullet; both fonts have the middle dot. */
const BULLET = '\u00b7';
const PAGE_MARGIN = 50;
const CHART_RADIUS = 105;
const GRID_STEPS = [20, 40, 60, 80, 100];

function paragraph(doc: Doc, text: string, size: number, options: { bold?: boolean; gap?: number; indent?: number } = {}) {
  if (!text) return;
  useFontFor(doc, text, options.bold);
  doc.fontSize(size).text(text, PAGE_MARGIN + (options.indent ?? 0), undefined, { width: doc.page.width - 2 * PAGE_MARGIN - (options.indent ?? 0) });
  doc.moveDown(options.gap ?? 0.4);
}

/** A point on the radar: axis i of n at `value` (0-100), starting at 12 o'clock, clockwise. */
function radarPoint(cx: number, cy: number, i: number, n: number, value: number): [number, number] {
  const angle = -Math.PI / 2 + (2 * Math.PI * i) / n;
  const r = (CHART_RADIUS * value) / 100;
  return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
}

function polygon(doc: Doc, points: [number, number][]) {
  const [first, ...rest] = points;
  doc.moveTo(...first);
  for (const p of rest) doc.lineTo(...p);
  doc.closePath();
}

/**
 * The radar chart as vector paths: grid polygons every 20 points, one axis and label per area,
 * then the score polygon. Unscored areas (null) are left out of the polygon, as the web chart
 * leaves a gap.
 */
function drawRadar(doc: Doc, labels: string[], values: (number | null)[], top: number) {
  const n = labels.length;
  const cx = doc.page.width / 2;
  const cy = top + CHART_RADIUS + 30;
  doc.save().lineWidth(0.5).strokeColor('#bbbbbb');
  for (const step of GRID_STEPS) {
    polygon(doc, labels.map((_, i) => radarPoint(cx, cy, i, n, step)));
    doc.stroke();
  }
  labels.forEach((_, i) => doc.moveTo(cx, cy).lineTo(...radarPoint(cx, cy, i, n, 100)).stroke());
  doc.restore();

  const scored = values.flatMap((v, i) => (v === null ? [] : [radarPoint(cx, cy, i, n, v)]));
  if (scored.length >= 2) {
    doc.save().lineWidth(1.5);
    polygon(doc, scored);
    doc.fillOpacity(0.35).fillAndStroke('#2f6db5', '#1f4e8c');
    doc.restore();
  }

  const labelWidth = 120;
  labels.forEach((label, i) => {
    const [x, y] = radarPoint(cx, cy, i, n, 118);
    const cos = Math.cos(-Math.PI / 2 + (2 * Math.PI * i) / n);
    const align = Math.abs(cos) < 0.2 ? 'center' : cos > 0 ? 'left' : 'right';
    const left = align === 'center' ? x - labelWidth / 2 : align === 'left' ? x : x - labelWidth;
    useFontFor(doc, label);
    doc.fontSize(8).fillColor('#333333').text(label, left, y - 5, { width: labelWidth, align });
  });
  doc.fillColor('black');
  doc.x = PAGE_MARGIN;
  doc.y = cy + CHART_RADIUS + 40;
}

/** The results report as a PDF in `language`: name, radar chart, strongest area, growth areas, recommendations. */
export function renderResultsPdf({ report, scores, instrument, language }: {
  report: Report;
  scores: StoredScores;
  instrument: Instrument;
  language: Language;
}): Promise<Buffer> {
  const { doc, done } = createPdf({ size: 'A4', margin: PAGE_MARGIN, info: { Title: translate(language, 'results.title') } });

  const recs = report.recsDict;
  paragraph(doc, translate(language, 'results.title'), 20, { bold: true, gap: 0.2 });
  paragraph(doc, report.name, 14, { gap: 0.6 });
  paragraph(doc, instrument.report.radarTitle[language], 11, { bold: true });
  drawRadar(doc, instrument.areas.map((a) => a.name[language]), instrument.areas.map((a) => scores.scores[a.id] ?? null), doc.y);

  paragraph(doc, translate(language, 'results.strongest'), 14, { bold: true, gap: 0.2 });
  paragraph(doc, recs.STRONGESTAREA, 12, { bold: true, gap: 0.2 });
  paragraph(doc, recs.STRONGESTAREADESCRIPTION, 10, { gap: 0.8 });

  paragraph(doc, translate(language, 'results.growth'), 14, { bold: true, gap: 0.2 });
  for (const n of [1, 2, 3] as const) {
    if (!recs[`GROWTHAREA${n}`]) continue;
    paragraph(doc, `${n}. ${recs[`GROWTHAREA${n}`]}`, 12, { bold: true, gap: 0.2 });
    paragraph(doc, recs[`GROWTHAREADESCRIPTION${n}`], 10, { gap: 0.3 });
    for (const m of [1, 2, 3] as const) paragraph(doc, `${BULLET} ${recs[`GROWTHAREATEXT${n}${m}`]}`, 10, { indent: 12, gap: 0.2 });
    doc.moveDown(0.4);
  }

  if (recs.RECOMMENDATIONS.length) {
    paragraph(doc, translate(language, 'results.recommendations'), 14, { bold: true, gap: 0.2 });
    for (const rec of recs.RECOMMENDATIONS) paragraph(doc, `${BULLET} ${rec}`, 10, { indent: 12, gap: 0.2 });
  }
  doc.end();
  return done;
}
