import type { Kysely, Transaction } from 'kysely';
import type { AuditAction } from 'shared-api/contract';
import type { DB } from '../../db/types';

/** Who made a change: the signed-in caller, as the route knows them. */
export interface Actor {
  id: number;
  email: string;
  admin: boolean;
}

export interface AuditEntry {
  action: AuditAction;
  /** The team the change belongs to, so a team's record can be read alone. */
  teamId?: number | null;
  /** What was changed, as a person reads it: "user 12 ana@acme.org", "class 5 Design Sprint". */
  target?: string;
  /** What changed, in a line (never a password or a token). */
  summary?: string;
}

const MAX = 500;
const clip = (text: string) => (text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text);

/**
 * Writes one record of a change in the change's own transaction (pass the transaction), so the
 * record and the change stand or fall together.
 */
export async function recordAudit(db: Kysely<DB> | Transaction<DB>, actor: Actor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor.id,
      actor_email: actor.email,
      actor_role: actor.admin ? 'admin' : 'leader',
      action: entry.action,
      team_id: entry.teamId ?? null,
      target: clip(entry.target ?? ''),
      summary: clip(entry.summary ?? ''),
    })
    .execute();
}
