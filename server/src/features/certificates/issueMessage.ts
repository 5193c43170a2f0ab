import type { Language } from 'shared-api/contract';
import { translate, translateCount } from 'shared-api/texts';
import { formatCertDate } from './dates';
import type { IssueResult } from './issueCertificates';

const ISSUED = { one: 'certificates.issued.one', other: 'certificates.issued.other' } as const;
const REDATED = { one: 'certificates.redated.one', other: 'certificates.redated.other' } as const;
const WOULD_ISSUE = { one: 'admin.certs.preview.one', other: 'admin.certs.preview.other' } as const;
const LEFT_OUT = {
  notFinished: { one: 'admin.certs.leftOut.notFinished.one', other: 'admin.certs.leftOut.notFinished.other' },
  revoked: { one: 'admin.certs.leftOut.revoked.one', other: 'admin.certs.leftOut.revoked.other' },
} as const;

/** The admin's alert: what was (or, previewed, would be) issued and re-dated, or why nothing was, and who is left out. */
export function issueMessage(language: Language, { participants, issued, redated, leftOut }: IssueResult, certDate: string, preview = false): string {
  const date = formatCertDate(language, certDate);
  const parts: string[] = [];
  if (preview) parts.push(translateCount(language, issued, WOULD_ISSUE));
  else if (issued) parts.push(translateCount(language, issued, ISSUED));
  if (redated && !preview) parts.push(translateCount(language, redated, REDATED, { date }));
  // "Every participant already has one" is not so when some are left out: those parts say it.
  if (!parts.length && !leftOut.length) parts.push(translate(language, participants ? 'certificates.nothingNew' : 'certificates.noParticipants', { date }));
  for (const reason of ['notFinished', 'revoked'] as const) {
    const count = leftOut.filter((person) => person.reason === reason).length;
    if (count) parts.push(translateCount(language, count, LEFT_OUT[reason]));
  }
  return parts.join(' ');
}
