/** One record of a CSV file and the line of the file it starts on (1-based), for messages about it. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * The field separator: a comma (RFC 4180), or a semicolon when the first line has semicolons and
 * no commas, as spreadsheets save CSV where the comma is the decimal mark (Brazil, most of Latin
 * America).
 */
function separatorOf(text: string): ',' | ';' {
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > 0 && commas === 0 ? ';' : ',';
}

/**
 * Parses CSV text (RFC 4180): quoted fields may hold separators, line breaks and doubled quotes;
 * lines end in CRLF, LF or CR; a byte-order mark is dropped. Blank lines (and lines of empty
 * fields only) are skipped. An unclosed quote runs to the end of the text, as spreadsheets read it.
 */
export function parseCsv(input: string): CsvRecord[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = separatorOf(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;

  const endField = () => {
    fields.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    if (fields.some((f) => f.trim() !== '')) records.push({ line: recordLine, fields });
    fields = [];
  };

  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line++;
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === separator) {
      endField();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += char;
    }
  }
  if (field !== '' || fields.length > 0 || quoted) endRecord();
  return records;
}

/** One cell as CSV writes it: quoted when it holds a separator, a quote or a line break. */
export function csvCell(value: string): string {
  return /[",;\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
