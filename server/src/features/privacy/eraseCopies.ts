import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuditFact, AuditRef } from 'shared-api/contract';
import type { DB } from '../../db/types';

/** A person whose copies are erased: the id and the email they were known by. */
export interface Erased {
  id: number;
  email: string;
}

/**
 * Facts that may repeat a person's name or email, dropped from the records that name them: an
 * email's subject may greet them, and a 'text' fact (a record older than migration 014) may say anything.
 */
const PERSON_FACTS: ReadonlySet<AuditFact['fact']> = new Set(['name', 'previousName', 'email', 'subject', 'text']);

/**
 * Erases what the product copied about these people outside the rows that go with them (issue 26):
 * their emails in the outbox, their sign-in attempts, the test checkout's copy of their address,
 * their email as the editor of single sign-on settings, and in the audit log their email as actor
 * and their email and name in its targets and facts; the records stay, naming "deleted user #id".
 * Runs in the caller's transaction, before or after the users rows go (it needs only ids and emails).
 */
export async function eraseCopies(trx: Transaction<DB>, people: readonly Erased[]): Promise<void> {
  if (people.length === 0) return;
  const ids = people.map((person) => person.id);
  const emails = people.map((person) => person.email.toLowerCase());
  await trx.deleteFrom('email_jobs').where((eb) => eb(eb.fn('lower', ['to_address']), 'in', emails)).execute();
  await trx.deleteFrom('auth_attempts').where('email', 'in', emails).execute();
  await trx.updateTable('test_checkout_sessions').set({ customer_email: '' }).where((eb) => eb(eb.fn('lower', ['customer_email']), 'in', emails)).execute();
  await trx.updateTable('team_sso').set({ updated_by_email: null }).where('updated_by', 'in', ids).execute();
  await trx.updateTable('audit_log').set({ actor_email: null }).where('actor_id', 'in', ids).execute();
  await rewriteAuditRecords(trx, people);
}

/** The records that name one of these people, by id or by the address an email went to. */
async function recordsNaming(db: Kysely<DB>, ids: number[], emails: string[]) {
  return db
    .selectFrom('audit_log')
    .select(['id', 'target', 'facts'])
    .where(sql<boolean>`exists (
      select 1 from jsonb_array_elements(audit_log.target) ref
      where (ref->>'kind' in ('user', 'userId') and (ref->>'id')::int = any(${ids}))
         or (ref->>'kind' = 'email' and lower(ref->>'to') = any(${emails}))
         or (ref->>'kind' = 'text' and exists (select 1 from unnest(${emails}::text[]) e where strpos(lower(ref->>'text'), e) > 0))
    )`)
    .execute();
}

async function rewriteAuditRecords(trx: Transaction<DB>, people: readonly Erased[]) {
  const byId = new Map(people.map((person) => [person.id, person]));
  const byEmail = new Map(people.map((person) => [person.email.toLowerCase(), person]));
  const ids = [...byId.keys()];
  const emails = [...byEmail.keys()];
  const named = (text: string) => emails.find((email) => text.toLowerCase().includes(email));
  const erasedRef = (ref: AuditRef): Erased | undefined => {
    if (ref.kind === 'user' || ref.kind === 'userId') return byId.get(ref.id);
    if (ref.kind === 'email') return byEmail.get(ref.to.toLowerCase());
    if (ref.kind === 'text') return byEmail.get(named(ref.text) ?? '');
    return undefined;
  };
  for (const record of await recordsNaming(trx, ids, emails)) {
    const target = record.target.map((ref): AuditRef => {
      const person = erasedRef(ref);
      return person ? { kind: 'deletedUser', id: person.id } : ref;
    });
    const facts = record.facts.filter((fact) => !PERSON_FACTS.has(fact.fact));
    await trx.updateTable('audit_log').set({ target: JSON.stringify(target), facts: JSON.stringify(facts) }).where('id', '=', record.id).execute();
  }
}
