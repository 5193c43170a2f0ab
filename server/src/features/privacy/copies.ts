import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types';

// Where the product copied a person outside the rows that go with them: eraseCopies erases those
// copies, readCopies gives them to the person. Both find them here, so both find the same.

/** A person whose copies are erased or read: the id and the email they have. */
export interface Erased {
  id: number;
  email: string;
}

/**
 * Every address these people were known by: the one they have, and those an edit replaced, which
 * the audit log remembers (a user ref's email, a userEdited record's new email). An old address
 * someone else has taken since is theirs now, and stays.
 */
export async function addressesOf(trx: Transaction<DB>, people: readonly Erased[]): Promise<Map<string, Erased>> {
  const byId = new Map(people.map((person) => [person.id, person]));
  const addresses = new Map(people.map((person) => [person.email.toLowerCase(), person]));
  const ids = [...byId.keys()];
  const { rows } = await sql<{ id: number; email: string }>`
    select (ref->>'id')::int as id, lower(ref->>'email') as email
    from audit_log, jsonb_array_elements(audit_log.target) ref
    where ref->>'kind' = 'user' and (ref->>'id')::int = any(${ids})
    union
    select (ref->>'id')::int, lower(fact->>'value')
    from audit_log, jsonb_array_elements(audit_log.target) ref, jsonb_array_elements(audit_log.facts) fact
    where audit_log.action = 'userEdited' and ref->>'kind' = 'user' and (ref->>'id')::int = any(${ids}) and fact->>'fact' = 'email'`.execute(trx);
  const earlier = rows.filter((row) => row.email && !addresses.has(row.email));
  if (earlier.length === 0) return addresses;
  const taken = await trx
    .selectFrom('users')
    .select((eb) => eb.fn<string>('lower', ['email']).as('email'))
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', earlier.map((row) => row.email)))
    .where('id', 'not in', ids)
    .execute();
  const others = new Set(taken.map((row) => row.email));
  for (const row of earlier) if (!others.has(row.email)) addresses.set(row.email, byId.get(row.id) as Erased);
  return addresses;
}

/**
 * The audit log's records that name one of these people, by id or by an address an email went to,
 * oldest first. With `freeText`, also those older than migration 014 whose line of free text holds
 * one of the addresses (a coarse match: the caller checks the address stands whole).
 */
export function recordsNaming(db: Kysely<DB>, ids: readonly number[], emails: readonly string[], { freeText }: { freeText: boolean }) {
  return db
    .selectFrom('audit_log')
    .select(['id', 'at', 'action', 'actor_email', 'actor_role', 'target', 'facts'])
    .where(sql<boolean>`exists (
      select 1 from jsonb_array_elements(audit_log.target) ref
      where (ref->>'kind' in ('user', 'userId') and (ref->>'id')::int = any(${ids}))
         or (ref->>'kind' = 'email' and lower(ref->>'to') = any(${emails}))
         ${freeText ? sql`or (ref->>'kind' = 'text' and exists (select 1 from unnest(${emails}::text[]) e where strpos(lower(ref->>'text'), e) > 0))` : sql``}
    )`)
    .orderBy('at')
    .orderBy('id')
    .execute();
}
