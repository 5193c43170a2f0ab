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
  /** A cohort's name in the team, as the file holds it (issue 22); empty: none. */
  cohort: string;
  problems: RowProblem[];
}

export interface UsersFile {
  rows: PreviewRow[];
  /** The template's own example row, dropped when the file still has it (SPEC.md section 5, issue 37). */
  example?: CsvRecord;
}

/** The template's example address: example.org is reserved (RFC 2606), so no one real has it. */
export const EXAMPLE_EMAIL = 'example@example.org';

/**
 * The template's own example row: its address, whatever language its name was written in. Only
 * that row is dropped: a file whose first row is a real person imports them (issue 37: dropping
 * the first data row whatever it held lost the first real person of files not made from the
 * template).
 */
const isExample = (record: CsvRecord) => record.fields[1]?.trim().toLowerCase() === EXAMPLE_EMAIL;

/**
 * Reads a users CSV (SPEC.md section 5): a header, the template's example row if there (dropped), then one user a row
 * of two columns, name and email, or three with the name of one of the team's cohorts (issue 22;
 * files made from the older template still read). Each row is checked by the schema the server
 * uses and against the rows above it, so the preview shows every problem before anything is
 * sent; only the server knows the team's cohorts, and names an unknown one when checking.
 */
export function readUsersFile(text: string, teamId: number): UsersFile {
  const [, ...all] = parseCsv(text);
  const example = all.find(isExample);
  const records = all.filter((record) => record !== example);
  const firstLineOf = new Map<string, number>();
  const rows = records.map((record): PreviewRow => {
    const [name = '', email = '', cohort = ''] = record.fields.map((field) => field.trim());
    const problems: RowProblem[] = [];
    if (record.fields.length < 2 || record.fields.length > 3) return { line: record.line, name, email, cohort, problems: [{ key: 'userAdmin.csv.columns' }] };
    try {
      addUsersRowSchema.validateSync({ Name: name, Email: email, TeamID: teamId, Cohort: cohort }, { abortEarly: false });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      for (const key of new Set(error.errors)) problems.push({ key });
    }
    const key = email.toLowerCase();
    const first = firstLineOf.get(key);
    if (first !== undefined) problems.push({ key: 'userAdmin.csv.duplicate', vars: { row: first } });
    else if (key) firstLineOf.set(key, record.line);
    return { line: record.line, name, email, cohort, problems };
  });
  return { rows, example };
}

/** What /api/add-users takes for these rows: no password (the welcome email opens the account), no flags. */
export const requestRows = (rows: readonly PreviewRow[], teamId: number): AddUsersRequestRow[] =>
  rows.map((row) => ({ Name: row.name, Email: row.email, TeamID: teamId, ...(row.cohort && { Cohort: row.cohort }) }));

/**
 * The downloadable template: the header and one example row, whose name says it is skipped; its
 * cohort is one of the team's (when it has one), to show how the names are written.
 */
export function templateCsv(exampleName: string, exampleCohort = ''): string {
  return `name,email,cohort\r\n${csvCell(exampleName)},${EXAMPLE_EMAIL},${csvCell(exampleCohort)}\r\n`;
}
