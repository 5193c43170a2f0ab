import type { Transaction } from 'kysely';
import type { AuditFact, AuditRef } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { addressesOf, recordsNaming, type Erased } from './copies';

/** What the audit log calls them afterwards. */
export type ErasedKind = Extract<AuditRef['kind'], 'deletedUser' | 'anonymisedUser'>;

/**
 * Facts that may repeat a person's name or email, dropped from the records that name them: an
 * email's subject may greet them, and a 'text' fact (a record older than migration 014) may say anything.
 */
const PERSON_FACTS: ReadonlySet<AuditFact['fact']> = new Set(['name', 'previousName', 'email', 'subject', 'text']);

/**
 * Erases what the product copied about these people outside the rows that go with them (issue 26):
 * their emails in the outbox, their sign-in attempts, the test checkout's copy of their address,
 * their email as the editor of single sign-on settings, and in the audit log their email as actor
 * and their email and name in its targets and facts; the records stay, naming "deleted user #id"
 * (or `as` another kind). Every address they were known by counts, not only the last one. Runs in
 * the caller's transaction, before or after the users rows go (it needs only ids and emails).
 */
export async function eraseCopies(trx: Transaction<DB>, people: readonly Erased[], as: ErasedKind = 'deletedUser'): Promise<void> {
  if (people.length === 0) return;
  const ids = people.map((person) => person.id);
  const addresses = await addressesOf(trx, people);
  const emails = [...addresses.keys()];
  await trx.deleteFrom('email_jobs').where((eb) => eb(eb.fn('lower', ['to_address']), 'in', emails)).execute();
  await trx.deleteFrom('auth_attempts').where((eb) => eb(eb.fn('lower', ['email']), 'in', emails)).execute();
  await trx.updateTable('test_checkout_sessions').set({ customer_email: '' }).where((eb) => eb(eb.fn('lower', ['customer_email']), 'in', emails)).execute();
  await trx.updateTable('team_sso').set({ updated_by_email: null }).where('updated_by', 'in', ids).execute();
  await trx.updateTable('audit_log').set({ actor_email: null }).where('actor_id', 'in', ids).execute();
  await rewriteAuditRecords(trx, people, addresses, as);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The address as a whole word of a free text: a@b.co is not in xa@b.com. */
const mentions = (text: string, email: string) => new RegExp(`(?<![\\w.+-])${escaped(email)}(?![\\w-]|\\.\\w)`, 'i').test(text);

async function rewriteAuditRecords(trx: Transaction<DB>, people: readonly Erased[], addresses: Map<string, Erased>, as: ErasedKind) {
  const byId = new Map(people.map((person) => [person.id, person]));
  const emails = [...addresses.keys()];
  const erasedRef = (ref: AuditRef): Erased | undefined => {
    if (ref.kind === 'user' || ref.kind === 'userId') return byId.get(ref.id);
    if (ref.kind === 'email') return addresses.get(ref.to.toLowerCase());
    if (ref.kind === 'text') return addresses.get(emails.find((email) => mentions(ref.text, email)) ?? '');
    return undefined;
  };
  for (const record of await recordsNaming(trx, [...byId.keys()], emails, { freeText: true })) {
    let named = false;
    const target = record.target.map((ref): AuditRef => {
      const person = erasedRef(ref);
      named ||= person !== undefined;
      return person ? { kind: as, id: person.id } : ref;
    });
    if (!named) continue;
    const facts = record.facts.filter((fact) => !PERSON_FACTS.has(fact.fact));
    await trx.updateTable('audit_log').set({ target: JSON.stringify(target), facts: JSON.stringify(facts) }).where('id', '=', record.id).execute();
  }
}
