import type { Kysely } from 'kysely';
import { utcDay, type RetentionResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { teamRetentions } from './queries';

/** /api/retention: a team's retention, and whom it will reach when (the admins' preview). */
export async function findRetention({ db, teamId }: { db: Kysely<DB>; teamId: number }): Promise<RetentionResponse> {
  const [team] = await teamRetentions(db, teamId, utcDay());
  if (!team) throw new AppError('NOT_FOUND', { extra: { field: 'TeamID' } });
  return {
    retentionDays: team.retentionDays,
    retentionMode: team.retentionMode,
    programmeEndsOn: team.programmeEndsOn,
    lastActivityAt: team.lastActivityAt?.toISOString() ?? null,
    dueOn: team.dueOn,
    warningOn: team.warningOn,
    participants: team.participants,
  };
}
