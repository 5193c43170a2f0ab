import fs from 'node:fs';

/**
 * What every PDF of the product shares (results report, certificates): Korean needs an embedded
 * font: a Noto Sans KR subset from npm (noto-sans-kr: KS X 1001's 2,350 Hangul syllables plus
 * basic Latin, 236 KB), so `npm start` needs nothing installed. It lacks accented Latin, so text
 * without Hangul uses the built-in Helvetica, which has it.
 */
const KOREAN_FONT_PATH = require.resolve('noto-sans-kr/fonts/NotoSans-Regular.woff');
let koreanFont: Buffer | undefined;
const HANGUL_OR_CJK = /[\u1100-\u11ff\u3000-\u303f\u3130-\u318f\uac00-\ud7af\uff00-\uffef]/;
const KOREAN = 'kr';

export type Doc = PDFKit.PDFDocument;

/** Sets the font that has the glyphs of `text`: the Korean font for Hangul, else Helvetica (bold if asked). */
export function useFontFor(doc: Doc, text: string, bold = false) {
  doc.font(HANGUL_OR_CJK.test(text) ? KOREAN : bold ? 'Helvetica-Bold' : 'Helvetica');
}

/**
 * A new document with the Korean font registered, and the whole file once `doc.end()` is called
 * (PDFs here are a page or two, so they are assembled in memory).
 */
export function createPdf(options: PDFKit.PDFDocumentOptions): { doc: Doc; done: Promise<Buffer> } {
  koreanFont ??= fs.readFileSync(KOREAN_FONT_PATH);
  // Loaded by the first PDF: pdfkit and its font engine would cost every server start a quarter second.
  const PDFDocument = require('pdfkit') as typeof import('pdfkit');
  const doc = new PDFDocument(options);
  doc.registerFont(KOREAN, koreanFont);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
