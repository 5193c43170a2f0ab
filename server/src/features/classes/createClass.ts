import type { Kysely } from 'kysely';
import type { AddClassValues } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { recordAudit, type Actor } from '../audit';
import { classFacts, columns } from './classColumns';
import { assertTeam } from '../teams';

/** /api/add-class: a new class of an existing team, in the configured currency unless one is given. */
export async function createClass({ db, values, defaultCurrency, actor }: {
  db: Kysely<DB>;
  values: AddClassValues;
  defaultCurrency: string;
  actor: Actor;
}): Promise<number> {
  await assertTeam(db, values.TeamID);
  const currency = values.Currency ?? defaultCurrency;
  const row = columns({ ...values, Currency: currency, Price: values.Price ?? 0 }, currency);
  return db.transaction().execute(async (trx) => {
    const inserted = { ...row, name: values.Name, team_id: values.TeamID };
    const created = await trx.insertInto('classes').values(inserted).returning('id').executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { action: 'classCreated', teamId: values.TeamID, target: [{ kind: 'class', id: created.id }], facts: classFacts(inserted, currency) });
    return created.id;
  });
}
