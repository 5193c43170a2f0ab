import type { Language } from 'shared-api/contract';
import { translate } from 'shared-api/texts';
import { createPdf, useFontFor, type Doc } from '../../pdf/document';
import { formatCertDate } from './dates';

const MARGIN = 60;
const INK = '#222222';
const ACCENT = '#1f4e8c';

function centred(doc: Doc, text: string, size: number, { bold = false, gap = 0.6, color = INK } = {}) {
  useFontFor(doc, text, bold);
  doc.fontSize(size).fillColor(color).text(text, MARGIN, undefined, { width: doc.page.width - 2 * MARGIN, align: 'center' });
  doc.moveDown(gap);
}

/**
 * A certificate of completion on one landscape A4 page, in the holder's language: title, name,
 * programme and the date as their locale writes it. Korean lines are set in the Korean font.
 */
export function renderCertificatePdf({ name, certDate, language }: { name: string; certDate: string; language: Language }): Promise<Buffer> {
  const title = translate(language, 'certificates.pdf.title');
  const { doc, done } = createPdf({ size: 'A4', layout: 'landscape', margin: MARGIN, info: { Title: title, Author: name } });
  const { width, height } = doc.page;
  doc.save().strokeColor(ACCENT).lineWidth(3).rect(28, 28, width - 56, height - 56).stroke();
  doc.lineWidth(0.8).rect(38, 38, width - 76, height - 76).stroke().restore();

  doc.y = 110;
  centred(doc, title, 34, { bold: true, gap: 1.2, color: ACCENT });
  centred(doc, translate(language, 'certificates.pdf.before'), 14);
  centred(doc, name, 28, { bold: true });
  centred(doc, translate(language, 'certificates.pdf.after'), 14);
  centred(doc, translate(language, 'certificates.pdf.programme'), 22, { bold: true, gap: 1.5, color: ACCENT });
  centred(doc, translate(language, 'certificates.pdf.date', { date: formatCertDate(language, certDate) }), 13);
  doc.end();
  return done;
}
