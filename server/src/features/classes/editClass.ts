import type { Kysely } from 'kysely';
import { fromMinor, toMinor, type EditClassValues } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { recordAudit, type Actor } from '../audit';
import { classFacts, columns } from './classColumns';
import { assertTeam } from '../teams';

/**
 * /api/edit-class. The capacity may not drop below the students enrolled (409, naming how many);
 * the row is locked, so an enrolment cannot slip in between the check and the update.
 */
export async function editClass({ db, values, actor }: { db: Kysely<DB>; values: EditClassValues; actor: Actor }): Promise<void> {
  if (values.TeamID !== undefined) await assertTeam(db, values.TeamID);
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('classes')
      .select(['num_students', 'currency', 'price_minor', 'team_id'])
      .where('id', '=', values.ClassID)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new AppError('NOT_FOUND', { extra: { field: 'ClassID' } });
    if (values.Capacity !== undefined && values.Capacity < current.num_students) {
      throw new AppError('CAPACITY_BELOW_STUDENTS', { vars: { count: current.num_students }, extra: { field: 'Capacity' } });
    }
    const currency = values.Currency ?? current.currency;
    const row = columns(values, currency);
    // A new currency alone keeps the amount a person reads (199 usd → 199 eur), not the minor units.
    if (values.Currency !== undefined && values.Price === undefined && values.Currency !== current.currency) {
      row.price_minor = toMinor(fromMinor(current.price_minor, current.currency), currency);
    }
    if (Object.keys(row).length > 0) await trx.updateTable('classes').set(row).where('id', '=', values.ClassID).execute();
    const facts = classFacts(row, currency);
    await recordAudit(trx, actor, {
      action: 'classEdited',
      teamId: row.team_id ?? current.team_id,
      target: [{ kind: 'class', id: values.ClassID }],
      facts: facts.length ? facts : [{ fact: 'unchanged' }],
    });
  });
}
