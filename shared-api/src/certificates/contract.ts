import * as yup from 'yup';
import type { DictionaryKey } from '../texts';
import { parseDay, utcDay } from '../common/days';
import { flagField } from '../common/fields';
import type { MsgResponse } from '../common/types';
import { audienceSchema } from '../teams/contract';

/** One issued certificate of a team and cohort, for the admin's list. */
export interface IssuedCertificate {
  userId: number;
  name: string;
  email: string;
  /** The date printed on the certificate (CertDatetime), YYYY-MM-DD. */
  certDate: string;
  /** ISO 8601: when it was issued. */
  issuedAt: string;
}

/**
 * /api/get-certs-by-team-cohort (headers CohortId, TeamID). SPEC.md section 3 shows certificates
 * as "a list of strings per team and cohort": `certs` keeps that (each holder's email);
 * `certificates` adds what the admin screen shows.
 */
export interface CertsResponse {
  certs: string[];
  certificates: IssuedCertificate[];
}

/** Why someone of the cohort gets no certificate (issue 37): not finished the assessment, or theirs was revoked. */
export type LeftOutReason = 'notFinished' | 'revoked';

export interface LeftOut {
  userId: number;
  name: string;
  reason: LeftOutReason;
}

/**
 * /api/issue-certs-by-team-cohort: SPEC.md's msg, and the counts it tells: `issued` new
 * certificates (each emailed), `redated` existing ones now carrying the new date (no email), and
 * who is `left_out` and why. With Preview: the same, as it would be, and nothing done.
 */
export interface IssueCertsResponse extends MsgResponse {
  issued: number;
  redated: number;
  left_out: LeftOut[];
}

/** The earliest date a certificate may carry; the latest is a year from today (latestCertDate). */
export const CERT_DATE_MIN = '2000-01-01';

/** A year from today (UTC): a class ending soon may be certified ahead, a typo in the year may not. */
export function latestCertDate(now = new Date()): string {
  const limit = new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate()));
  return utcDay(limit);
}

const DATE_INVALID = 'certificates.dateInvalid' satisfies DictionaryKey;
const DATE_RANGE = 'certificates.dateRange' satisfies DictionaryKey;

/**
 * Issue Certificates: the audience (TeamID, CohortId, -1 = all cohorts) and the date printed.
 * Certificates of completion go to those who finished the assessment; `Unfinished` also gives the
 * others one (attendance certificates); `Restore` gives revoked ones back; `Preview` only says.
 */
export const issueCertsSchema = audienceSchema.concat(
  yup.object({
    Unfinished: flagField(),
    Restore: flagField(),
    Preview: flagField(),
    CertDatetime: yup
      .string()
      .transform((value: unknown) => (typeof value === 'string' ? (parseDay(value) ?? value) : value))
      .required(DATE_INVALID)
      .test('date', DATE_INVALID, (v) => v === undefined || parseDay(v) === v)
      .test('range', DATE_RANGE, (v) => v === undefined || parseDay(v) !== v || (v >= CERT_DATE_MIN && v <= latestCertDate())),
  }),
);

/** The list of a team and cohort's certificates takes the same audience. */
export const certsQuerySchema = audienceSchema;

/** The holder's own certificate, opened as a plain link (the token is the authority, as for the results PDF). */
export const certificatePdfUrl = (token: string) => `/api/certificate-pdf?token=${encodeURIComponent(token)}`;

/** The file name the certificate downloads as. */
export const CERTIFICATE_FILE_NAME = 'certificate.pdf';
