import type { Kysely, Transaction } from 'kysely';
import type { AuditAction, AuditFact, AuditRef } from 'shared-api/contract';
import type { DB } from '../../db/types';

/** Who made a change: the signed-in caller, as the route knows them. */
export interface Actor {
  id: number;
  email: string;
  admin: boolean;
}

/** Who a record names as actor: a person (whose email may be erased since) or the system (the retention job). */
export type AuditActor = (Omit<Actor, 'email'> & { email: string | null }) | 'system';

export interface AuditEntry {
  action: AuditAction;
  /** The team the change belongs to, so a team's record can be read alone. */
  teamId?: number | null;
  /** What was changed: a user, a class, every cohort ... */
  target?: AuditRef[];
  /** What changed, as named values (never a password or a token). */
  facts?: AuditFact[];
}

/** A record names at most this many things; the rest are counted ("and 950 more"). */
const MAX_REFS = 50;
const MAX_TEXT = 500;
const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

function clipRefs(refs: AuditRef[]): AuditRef[] {
  if (refs.length <= MAX_REFS) return refs;
  return [...refs.slice(0, MAX_REFS - 1), { kind: 'more', count: refs.length - (MAX_REFS - 1) }];
}

const clipFact = (fact: AuditFact): AuditFact => (typeof fact.value === 'string' ? { ...fact, value: clip(fact.value) } : fact);

/** The users a change names, as references: by id and email. */
export const userRefs = (users: readonly { id: number; email: string }[]): AuditRef[] =>
  users.map(({ id, email }) => ({ kind: 'user', id, email }));

/**
 * A cohort, or every cohort of the team (the audiences of activations, links, certificates). Its
 * name, when the change knows it, stays in the record; else the log reads the name it has then.
 */
export const cohortRef = (cohortId: number | null, name?: string): AuditRef =>
  cohortId === null ? { kind: 'allCohorts' } : { kind: 'cohort', id: cohortId, ...(name !== undefined && { name }) };

/**
 * Writes one record of a change in the change's own transaction (pass the transaction), so the
 * record and the change stand or fall together.
 */
export async function recordAudit(db: Kysely<DB> | Transaction<DB>, actor: AuditActor, entry: AuditEntry): Promise<void> {
  const who = actor === 'system' ? { actor_id: null, actor_email: null, actor_role: 'system' as const } : { actor_id: actor.id, actor_email: actor.email, actor_role: actor.admin ? ('admin' as const) : ('leader' as const) };
  await db
    .insertInto('audit_log')
    .values({
      ...who,
      action: entry.action,
      team_id: entry.teamId ?? null,
      target: JSON.stringify(clipRefs(entry.target ?? [])),
      facts: JSON.stringify((entry.facts ?? []).map(clipFact)),
    })
    .execute();
}
