import { PDFParse } from 'pdf-parse';

/**
 * The text of a PDF, for tests that check what a generated PDF says. Used by the API tests and
 * the browser journeys (e2e/assessment.spec.ts), so it imports nothing of the server.
 */
export async function pdfText(buffer: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
