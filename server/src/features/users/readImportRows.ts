import {
  addUsersRowSchema, MAX_IMPORT_ROWS, type AddUsersRow, type AddUsersRowProblem, type Language,
} from 'shared-api/contract';
import { translate } from 'shared-api/texts';
import { AppError } from '../../http/errors';
import { checkWith } from '../../http/validate';

/** Refuses the whole upload: the general messages, then one per row with its problems. */
export function refuse(language: Language, general: string[], problems: Map<number, string[]> = new Map()): never {
  const rows: AddUsersRowProblem[] = [...problems.entries()].sort(([a], [b]) => a - b).map(([index, messages]) => ({ row: index + 1, messages }));
  const errors = [...general, ...rows.map(({ row, messages }) => translate(language, 'userAdmin.rowError', { row, message: messages.join(' ') }))];
  throw new AppError('USERS_INVALID', { extra: { errors, rows } });
}

/** Adds a message to a row's problems. */
export const problemOf = (problems: Map<number, string[]>) => (index: number, message: string) => problems.set(index, [...(problems.get(index) ?? []), message]);

/** The upload's rows checked against the schema: what the route authorizes and the rest checks. */
export interface ImportRows {
  /** Each row, or undefined where the schema refused it (its messages are in `problems`). */
  valid: (AddUsersRow | undefined)[];
  problems: Map<number, string[]>;
  /** Each row's well-formed email, for the duplicate and taken checks. */
  emails: (string | undefined)[];
}

/** The body's `users` (anything, as sent) against the row schema; no database. */
export async function readImportRows({ users, language }: { users: unknown; language: Language }): Promise<ImportRows> {
  if (!Array.isArray(users) || users.length === 0) refuse(language, [translate(language, 'userAdmin.noRows')]);
  if (users.length > MAX_IMPORT_ROWS) refuse(language, [translate(language, 'userAdmin.tooManyRows', { max: MAX_IMPORT_ROWS })]);

  const problems = new Map<number, string[]>();
  const problem = problemOf(problems);
  const valid: (AddUsersRow | undefined)[] = [];
  // Duplicates and taken emails are looked for in every row whose email is well-formed, so one
  // answer lists all of a row's problems.
  const emails: (string | undefined)[] = [];
  for (const [index, row] of users.entries()) {
    const checked = await checkWith(addUsersRowSchema, row, language);
    valid.push(checked.valid);
    const email = (row as { Email?: unknown } | null)?.Email;
    emails.push(checked.errors.Email === undefined && typeof email === 'string' ? email.trim() : undefined);
    for (const message of new Set(Object.values(checked.errors))) problem(index, message);
  }
  return { valid, problems, emails };
}

