import type { Transaction } from 'kysely';
import { auditKindOf, type AuditAction, type AuditReadAction, type AuditRef, type MyDataExport, type SignInAttemptKind } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { hideSecrets } from '../email';
import { addressesOf, recordsNaming, type Erased } from './copies';

/** A time as the copy writes it. */
export const iso = (date: Date) => new Date(date).toISOString();
export const isoOrNull = (date: Date | null) => (date ? iso(date) : null);

type Copies = Pick<MyDataExport, 'emails' | 'signInAttempts' | 'readsByOthers' | 'recordedChanges'>;
type ChangeAction = Exclude<AuditAction, AuditReadAction>;

/**
 * What a change was about besides people (a team, a class, a cohort). The other people a change
 * named beside this person (a whole cohort moved at once) are not theirs to read, so only these
 * and their own references stay.
 */
const CONTEXT: ReadonlySet<AuditRef['kind']> = new Set(['team', 'class', 'cohort', 'cohortId', 'allCohorts']);

/**
 * What the product copied about the person outside the rows that go with them (the copies
 * eraseCopies erases): the emails to their address, the attempts counted against it, and the
 * audit log's records of others reading or changing their data, under every address they were
 * known by (as eraseCopies finds them). Addresses match whatever their case. A record older than
 * migration 014 names people in a line of free text, which cannot be cut down to this person's
 * part: those stay out.
 */
export async function readCopies(db: Transaction<DB>, person: Erased): Promise<Copies> {
  const addresses = [...(await addressesOf(db, [person])).keys()];
  const namesPerson = (ref: AuditRef) => ((ref.kind === 'user' || ref.kind === 'userId') && ref.id === person.id) || (ref.kind === 'email' && addresses.includes(ref.to.toLowerCase()));
  // Subjects and bodies as the outbox shows them to anyone but the recipient: a single-use link (to
  // set the password, confirm an erasure) is stored as a sentinel, its value kept in `secrets`
  // (NOT_EXPORTED) until the send, and hideSecrets makes the sentinel a marker in the email's
  // language. The file travels where the inbox does not: whoever holds it must not be able to use
  // the link. Every other word of the message stays, as sent.
  const emails = await db
    .selectFrom('email_jobs')
    .select(['to_address', 'subject', 'body', 'language', 'status', 'created_at', 'sent_at', 'last_error'])
    .where((eb) => eb(eb.fn('lower', ['to_address']), 'in', addresses))
    .orderBy('id')
    .execute();
  const attempts = await db
    .selectFrom('auth_attempts')
    .select(['kind', 'email', 'address', 'created_at'])
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', addresses))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const records = await recordsNaming(db, [person.id], addresses, { freeText: false });
  return {
    emails: emails.map(({ language, ...r }) => ({
      ...r, subject: hideSecrets(r.subject, language), body: hideSecrets(r.body, language), created_at: iso(r.created_at), sent_at: isoOrNull(r.sent_at),
    })),
    signInAttempts: attempts.map((r) => ({ kind: r.kind as SignInAttemptKind, email: r.email, address: r.address || null, created_at: iso(r.created_at) })),
    readsByOthers: records
      .filter((r) => auditKindOf(r.action as AuditAction) === 'read')
      .map((r) => ({ at: iso(r.at), action: r.action as AuditReadAction, actor_email: r.actor_email, actor_role: r.actor_role })),
    recordedChanges: records
      .filter((r) => auditKindOf(r.action as AuditAction) === 'change')
      .map((r) => ({
        at: iso(r.at), action: r.action as ChangeAction, actor_email: r.actor_email, actor_role: r.actor_role,
        target: r.target.filter((ref) => CONTEXT.has(ref.kind) || namesPerson(ref)), facts: r.facts,
      })),
  };
}
