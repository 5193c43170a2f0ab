import * as yup from 'yup';
import { VALIDATION } from './messages';
import { idField, MAX_TEXT, wholeNumberField } from './schemas';

/** Every kind of change the audit log records (issue 11), one name each; data, not branches. */
export const AUDIT_ACTIONS = [
  'teamCreated', 'teamEdited', 'teamDeleted',
  'cohortCreated', 'linkCreated',
  'preClassOpened', 'resultsOpened', 'postAssessmentOpened', 'reassessmentOpened', 'resultsOpenedForUsers',
  'userAdded', 'usersImported', 'anonymousUsersGenerated', 'userEdited', 'passwordSet', 'userDeleted', 'welcomeEmailsSent',
  'certificatesIssued',
  'classCreated', 'classEdited', 'classAssessmentOpened', 'classResultsOpened', 'studentRefunded',
  'emailRetried',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One change as the audit screen and its TSV show it. */
export interface AuditRecord {
  id: number;
  /** ISO date-time. */
  at: string;
  actorEmail: string;
  actorRole: 'admin' | 'leader';
  action: AuditAction;
  teamId: number | null;
  target: string;
  summary: string;
}

/** A page of records, newest first; `next` is the Before of the following page, null at the end. */
export interface AuditLogResponse {
  records: AuditRecord[];
  next: number | null;
}

export const AUDIT_PAGE = { default: 50, max: 200 } as const;

/** /api/audit-log filters: a team, a person (their email), an action; Before pages on. */
export const auditQuerySchema = yup.object({
  TeamID: idField(),
  ActorEmail: yup.string().trim().lowercase().max(MAX_TEXT, VALIDATION.tooLong),
  Action: yup.string().oneOf([...AUDIT_ACTIONS], VALIDATION.choice),
  Before: idField(),
  Limit: wholeNumberField(VALIDATION.choice).min(1, VALIDATION.choice).max(AUDIT_PAGE.max, VALIDATION.choice),
});
export type AuditQuery = yup.InferType<typeof auditQuerySchema>;
