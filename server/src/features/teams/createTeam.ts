import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { recordAudit, type Actor } from '../audit';

export async function createTeam({ db, name, actor }: { db: Kysely<DB>; name: string; actor: Actor }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('teams').values({ name }).returning('id').executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { action: 'teamCreated', teamId: row.id, target: [{ kind: 'team', id: row.id }], facts: [{ fact: 'name', value: name }] });
    return row.id;
  });
}
