import { addUsersRowSchema, type AddUsersRequestRow } from 'shared-api/contract';
import type { TranslateVars } from 'shared-api/texts/lazy';
import { ValidationError } from 'yup';
import { csvCell, parseCsv, type CsvRecord } from './csv';

/** A message key (a schema's, the server's or this screen's) with its values, translated when shown. */
export interface RowProblem {
  key: string;
  vars?: TranslateVars;
}

/** One user row of the file, by the line it is on, with what is wrong with it. */
export interface PreviewRow {
  line: number;
  name: string;
  email: string;
  problems: RowProblem[];
}

export interface UsersFile {
  rows: PreviewRow[];
  /** SPEC.md section 5: the first data row after the header is the template's example, dropped. */
  example?: CsvRecord;
}

/**
 * Reads a users CSV (SPEC.md section 5): a header, the example row (dropped), then one user a row
 * of exactly two columns, name and email. Each row is checked by the schema the server uses and
 * against the rows above it, so the preview shows every problem before anything is sent.
 */
export function readUsersFile(text: string, teamId: number): UsersFile {
  const [, example, ...records] = parseCsv(text);
  const firstLineOf = new Map<string, number>();
  const rows = records.map((record): PreviewRow => {
    const [name = '', email = ''] = record.fields.map((field) => field.trim());
    const problems: RowProblem[] = [];
    if (record.fields.length !== 2) return { line: record.line, name, email, problems: [{ key: 'userAdmin.csv.columns' }] };
    try {
      addUsersRowSchema.validateSync({ Name: name, Email: email, TeamID: teamId }, { abortEarly: false });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      for (const key of new Set(error.errors)) problems.push({ key });
    }
    const key = email.toLowerCase();
    const first = firstLineOf.get(key);
    if (first !== undefined) problems.push({ key: 'userAdmin.csv.duplicate', vars: { row: first } });
    else if (key) firstLineOf.set(key, record.line);
    return { line: record.line, name, email, problems };
  });
  return { rows, example };
}

/** What /api/add-users takes for these rows: no password (the welcome email opens the account), no flags. */
export const requestRows = (rows: readonly PreviewRow[], teamId: number): AddUsersRequestRow[] =>
  rows.map((row) => ({ Name: row.name, Email: row.email, TeamID: teamId }));

/** The downloadable template: the header and one example row, whose name says it is skipped. */
export function templateCsv(exampleName: string): string {
  return `name,email\r\n${csvCell(exampleName)},example@example.org\r\n`;
}
