import { Readable } from 'node:stream';

/** A moment as spreadsheets read it in every locale: ISO date and time, UTC (the headers say so). */
export const utcDateTime = (at: Date | null | undefined) => (at ? at.toISOString().slice(0, 16).replace('T', ' ') : null);

/** A cell as the exports produce it: text, a number, or nothing. */
export type Cell = string | number | null | undefined;

/**
 * A byte-order mark first, so a spreadsheet reads the file as UTF-8 in every language (without
 * it Excel guesses the system code page and garbles Hangul and accents).
 */
export const UTF8_BOM = '\ufeff';

/** RFC 4180 ends records with CRLF; spreadsheets read it on every platform. */
const EOL = '\r\n';

/**
 * A spreadsheet runs a cell starting with one of these as a formula (OWASP "CSV injection"),
 * their full-width forms too (＝ ＋ － ＠: an East Asian input method types them, and a spreadsheet
 * in such a locale reads them as the ASCII ones).
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const NEEDS_QUOTES = /[\t\n\r"]/;

/**
 * One cell: text that could start a formula gets a leading apostrophe (shown as text, never run);
 * text holding a tab, line break or quote is quoted, its quotes doubled (RFC 4180, with the tab as
 * separator). Numbers are written as they are: a number cannot be a formula.
 */
export function tsvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, line end included. */
export function tsvRow(cells: readonly Cell[]): string {
  return cells.map(tsvCell).join('\t') + EOL;
}

/** A whole file in memory: BOM, header, rows (for small exports and tests). */
export function tsvDocument(header: readonly Cell[], rows: Iterable<readonly Cell[]>): string {
  let out = UTF8_BOM + tsvRow(header);
  for (const row of rows) out += tsvRow(row);
  return out;
}

/**
 * A file streamed page by page: BOM and header first, then one chunk per page of rows as the
 * source yields them, so memory holds one page however long the file (the source reads the
 * database in keyset pages).
 */
export function tsvStream(header: readonly Cell[], pages: AsyncIterable<readonly (readonly Cell[])[]>): Readable {
  async function* chunks() {
    yield UTF8_BOM + tsvRow(header);
    for await (const page of pages) {
      if (page.length) yield page.map(tsvRow).join('');
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
