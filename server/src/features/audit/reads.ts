import type { Kysely } from 'kysely';
import type { AuditReadAction, AuditRef } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { recordAudit, userRefs, type Actor } from './record';

/** The person whose data is read, named in the record by id and email, filed under their team. */
export interface ReadOwner {
  id: number;
  email: string;
  teamId: number;
}

/**
 * Writes one record of a read: an admin or a team leader seeing or downloading another person's
 * data. A read has no change transaction to join, so the record is written before the answer
 * leaves (before the first byte of a stream): a read the log could not record is refused as
 * UNAVAILABLE, never served unrecorded.
 */
export async function recordRead(db: Kysely<DB>, actor: Actor, entry: { action: AuditReadAction; teamId: number; target: AuditRef[] }): Promise<void> {
  try {
    await recordAudit(db, actor, entry);
  } catch (cause) {
    throw new AppError('UNAVAILABLE', { cause });
  }
}

/** A read of one person's data, recorded unless the reader is that person: the log is about others' data. */
export async function recordUserRead(db: Kysely<DB>, actor: Actor, action: AuditReadAction, owner: ReadOwner): Promise<void> {
  if (actor.id === owner.id) return;
  await recordRead(db, actor, { action, teamId: owner.teamId, target: userRefs([owner]) });
}

/** A download of a whole team's data: always someone else's, so always recorded. */
export async function recordTeamRead(db: Kysely<DB>, actor: Actor, action: AuditReadAction, teamId: number): Promise<void> {
  await recordRead(db, actor, { action, teamId, target: [{ kind: 'team', id: teamId }] });
}
