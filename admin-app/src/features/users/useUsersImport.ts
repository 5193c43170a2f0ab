import { useCallback, useState } from 'react';
import { errorBody, IMPORT_CHECK_BATCH, useAddUsersMutation, type AddUsersErrorBody } from 'shared-api';
import { useErrorText, useT } from 'shared-ui';
import { requestRows, type PreviewRow } from './usersFile';

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'checking'; done: number; total: number }
  | { phase: 'adding'; total: number }
  | { phase: 'added'; msg: string }
  /** `errors`: SPEC's "Couldn't add users: ..." list, rows named by their line in the file; `byLine`: the same per row. */
  | { phase: 'failed'; errors: string[]; byLine: Map<number, string[]> };

/**
 * Sends a checked file (docs/decisions/010): first in batches with DryRun, which the server checks
 * as the real call would and which move a real progress bar, then all rows in one request that
 * adds them in one transaction (or none). A refusal names the file's lines.
 */
export function useUsersImport() {
  const t = useT();
  const errorText = useErrorText();
  const [addUsers] = useAddUsersMutation();
  const [state, setState] = useState<ImportState>({ phase: 'idle' });

  const run = useCallback(
    async (rows: readonly PreviewRow[], teamId: number) => {
      const users = requestRows(rows, teamId);
      const errors: string[] = [];
      const byLine = new Map<number, string[]>();
      /** True when the failure was a refusal of rows, which the other batches may add to. */
      const collect = (error: unknown, offset: number) => {
        const body = errorBody(error) as Partial<AddUsersErrorBody> | undefined;
        if (body?.error !== 'USERS_INVALID' || !Array.isArray(body.errors) || !Array.isArray(body.rows)) {
          errors.push(errorText(error));
          return false;
        }
        errors.push(...body.errors.slice(0, body.errors.length - body.rows.length));
        for (const { row, messages } of body.rows) {
          const line = rows[offset + row - 1]?.line ?? offset + row;
          byLine.set(line, [...(byLine.get(line) ?? []), ...messages]);
          errors.push(t('userAdmin.rowError', { row: line, message: messages.join(' ') }));
        }
        return true;
      };
      const fail = () => setState({ phase: 'failed', errors: [...new Set(errors)], byLine });

      for (let start = 0; start < users.length; start += IMPORT_CHECK_BATCH) {
        setState({ phase: 'checking', done: start, total: users.length });
        try {
          await addUsers({ users: users.slice(start, start + IMPORT_CHECK_BATCH), dryRun: true }).unwrap();
        } catch (error) {
          if (!collect(error, start)) return fail();
        }
      }
      if (errors.length) return fail();
      setState({ phase: 'adding', total: users.length });
      try {
        const result = await addUsers({ users }).unwrap();
        setState({ phase: 'added', msg: result.msg });
      } catch (error) {
        collect(error, 0);
        fail();
      }
    },
    [addUsers, errorText, t],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, run, reset };
}
