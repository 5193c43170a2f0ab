import type { Language } from 'shared-api/contract';
import { LOCALES, translate } from 'shared-api/texts';
import { createPdf, useFontFor, type Doc } from '../../pdf/document';
import { formatAmount } from './emails';

/** What a receipt says: the payment as the books keep it, and whom it was for. */
export interface Receipt {
  id: number;
  payer: { name: string; email: string };
  /** null: the class was deleted since (the payment is kept for the accounts). */
  className: string | null;
  amountMinor: number;
  currency: string;
  paidAt: Date;
  reference: string;
  refund: { at: Date; reference: string } | null;
  testMode: boolean;
}

const MARGIN = 56;
const INK = '#222222';
const MUTED = '#555555';
const ACCENT = '#1f4e8c';

const receiptNumber = (id: number) => `R-${String(id).padStart(6, '0')}`;

function line(doc: Doc, label: string, value: string) {
  const top = doc.y;
  useFontFor(doc, label);
  doc.fontSize(11).fillColor(MUTED).text(label, MARGIN, top, { width: 150 });
  useFontFor(doc, value, true);
  doc.fontSize(11).fillColor(INK).text(value, MARGIN + 160, top, { width: doc.page.width - 2 * MARGIN - 160 });
  doc.moveDown(0.6);
}

function paragraph(doc: Doc, text: string, color = INK) {
  useFontFor(doc, text);
  doc.fontSize(11).fillColor(color).text(text, MARGIN, undefined, { width: doc.page.width - 2 * MARGIN });
  doc.moveDown(0.6);
}

/**
 * A one-page A4 receipt in the payer's language (issue 22): who paid, for what, how much, when and
 * the provider's reference, and a refund when there was one. Korean is set in the Korean font.
 */
export function renderReceiptPdf(receipt: Receipt, language: Language): Promise<Buffer> {
  const tr = (key: Parameters<typeof translate>[1], vars?: Record<string, string>) => translate(language, key, vars);
  const day = (date: Date) => new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  const title = tr('checkout.receipt.title');
  const { doc, done } = createPdf({ size: 'A4', margin: MARGIN, info: { Title: `${title} ${receiptNumber(receipt.id)}`, Author: tr('nav.home') } });

  const issuer = tr('nav.home');
  useFontFor(doc, issuer, true);
  doc.fontSize(12).fillColor(ACCENT).text(issuer, MARGIN, MARGIN);
  doc.moveDown(1.5);
  useFontFor(doc, title, true);
  doc.fontSize(26).fillColor(INK).text(title, MARGIN);
  doc.moveDown(1);

  line(doc, tr('checkout.receipt.number'), receiptNumber(receipt.id));
  line(doc, tr('checkout.receipt.paidOn'), day(receipt.paidAt));
  line(doc, tr('checkout.receipt.payer'), `${receipt.payer.name} <${receipt.payer.email}>`);
  line(doc, tr('checkout.receipt.item'), receipt.className ?? tr('checkout.receipt.deletedClass'));
  line(doc, tr('checkout.receipt.amount'), formatAmount(language, receipt.amountMinor, receipt.currency));
  line(doc, tr('checkout.receipt.reference'), receipt.reference);
  doc.moveDown(0.8);
  if (receipt.refund) paragraph(doc, tr('checkout.receipt.refunded', { date: day(receipt.refund.at), reference: receipt.refund.reference }));
  if (receipt.testMode) paragraph(doc, tr('checkout.receipt.testMode'), MUTED);
  doc.end();
  return done;
}
