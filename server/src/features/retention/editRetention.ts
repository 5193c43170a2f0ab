import type { Kysely } from 'kysely';
import type { RetentionMode } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { inTransaction } from '../../db/transaction';
import { recordAudit, type Actor } from '../audit';
import { assertTeam } from '../teams';

export interface RetentionSetting {
  teamId: number;
  retentionDays: number | null;
  retentionMode: RetentionMode;
  programmeEndsOn: string | null;
}

/** /api/edit-retention: a team's retention; a new due day is warned of again (retention_warned_for). */
export async function editRetention({ db, setting, actor }: { db: Kysely<DB>; setting: RetentionSetting; actor: Actor }): Promise<void> {
  await inTransaction(db, async (trx) => {
    await assertTeam(trx, setting.teamId);
    await trx
      .updateTable('teams')
      .set({ retention_days: setting.retentionDays, retention_mode: setting.retentionMode, programme_ends_on: setting.programmeEndsOn })
      .where('id', '=', setting.teamId)
      .execute();
    await recordAudit(trx, actor, {
      action: 'teamEdited',
      teamId: setting.teamId,
      target: [{ kind: 'team', id: setting.teamId }],
      facts: [
        { fact: 'retentionDays', value: setting.retentionDays },
        { fact: 'retentionMode', value: setting.retentionMode },
        { fact: 'programmeEndsOn', value: setting.programmeEndsOn && { day: setting.programmeEndsOn } },
      ],
    });
  });
}
