import * as yup from 'yup';
import { idField } from '../common/fields';
import { VALIDATION } from '../common/messages';

/**
 * The team page's downloads (SPEC.md section 9: results.tsv and a per-user responses tsv): a
 * tab-separated file in UTF-8 with a byte-order mark, its header row in the caller's language.
 * `path` is the call, `fileName` what the browser saves.
 */
const tsv = <N extends string>(name: N) => `${name}.tsv` as const;
export const DOWNLOADS = {
  results: { path: '/api/results-csv', fileName: tsv('results') },
  responses: { path: '/api/responses-tsv', fileName: tsv('responses') },
  audit: { path: '/api/audit-log-tsv', fileName: tsv('audit-log') },
  payments: { path: '/api/payments-tsv', fileName: tsv('payments') },
} as const;

/** results.tsv: one team (header TeamID). */
export const resultsDownloadSchema = yup.object({ TeamID: idField().required(VALIDATION.choice) });

/** responses.tsv: one user (header UserID), or else a whole team (header TeamID). */
export const responsesDownloadSchema = yup.object({
  UserID: idField(),
  TeamID: idField().when('UserID', { is: undefined, then: (s) => s.required(VALIDATION.choice) }),
});
