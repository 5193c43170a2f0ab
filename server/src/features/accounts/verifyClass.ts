import type { Kysely } from 'kysely';
import type { VerifyClassResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { openToTeam } from '../classes';

/** A class is open to registration when it accepts students and is the team's or open to every team. */
export async function verifyClass({ db, teamId, classId }: { db: Kysely<DB>; teamId: number; classId: number }): Promise<VerifyClassResponse> {
  const row = await openToTeam(db, teamId).where('classes.id', '=', classId).executeTakeFirst();
  return row ? { valid: true, className: row.name } : { valid: false, className: '' };
}
