import type { Language } from 'shared-api/contract';
import { translate, translateCount } from 'shared-api/texts';
import { formatCertDate } from './dates';
import type { IssueResult } from './issueCertificates';

const ISSUED = { one: 'certificates.issued.one', other: 'certificates.issued.other' } as const;
const REDATED = { one: 'certificates.redated.one', other: 'certificates.redated.other' } as const;

/** The admin's alert: what was issued and re-dated, or why nothing was. */
export function issueMessage(language: Language, { participants, issued, redated }: IssueResult, certDate: string): string {
  const date = formatCertDate(language, certDate);
  const parts: string[] = [];
  if (issued) parts.push(translateCount(language, issued, ISSUED));
  if (redated) parts.push(translateCount(language, redated, REDATED, { date }));
  if (parts.length) return parts.join(' ');
  return translate(language, participants ? 'certificates.nothingNew' : 'certificates.noParticipants', { date });
}
