import type { Kysely, Updateable } from 'kysely';
import { fromMinor, toMinor, type AddClassValues, type AuditFact, type AuditFactName, type EditClassValues } from 'shared-api/contract';
import type { ClassesTable, DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { recordAudit, type Actor } from '../audit';

type ClassValues = Partial<Omit<AddClassValues, 'Name' | 'TeamID'>> & { Name?: string; TeamID?: number };

async function assertTeam(db: Kysely<DB>, teamId: number) {
  const team = await db.selectFrom('teams').select('id').where('id', '=', teamId).executeTakeFirst();
  if (!team) throw new AppError('NOT_FOUND', { extra: { field: 'TeamID' } });
}

/** The columns a form's values set; a value left out (undefined) is not touched. */
function columns(values: ClassValues, currency: string): Updateable<ClassesTable> {
  const row: Updateable<ClassesTable> = {};
  if (values.Name !== undefined) row.name = values.Name;
  if (values.TeamID !== undefined) row.team_id = values.TeamID;
  if (values.Description !== undefined) row.description = values.Description;
  if (values.ShortDescription !== undefined) row.short_description = values.ShortDescription;
  if (values.TimeDescription !== undefined) row.time_description = values.TimeDescription;
  if (values.PlaceDescription !== undefined) row.place_description = values.PlaceDescription;
  if (values.LengthDescription !== undefined) row.length_description = values.LengthDescription;
  if (values.Capacity !== undefined) row.capacity = values.Capacity;
  if (values.AcceptNow !== undefined) row.accepting = values.AcceptNow;
  if (values.AcceptAny !== undefined) row.accept_any = values.AcceptAny;
  if (values.StartsAt !== undefined) row.starts_at = values.StartsAt === null ? null : new Date(values.StartsAt);
  if (values.Currency !== undefined) row.currency = values.Currency;
  if (values.Price !== undefined) row.price_minor = toMinor(values.Price, currency);
  return row;
}

/** Each column a save may set, by the name the audit log gives it. */
const COLUMN_FACTS: Partial<Record<string, AuditFactName>> = {
  name: 'name', team_id: 'team', description: 'description', short_description: 'shortDescription',
  time_description: 'timeDescription', place_description: 'placeDescription', length_description: 'lengthDescription',
  capacity: 'capacity', accepting: 'accepting', accept_any: 'acceptAny', starts_at: 'startsAt', currency: 'currency', price_minor: 'price',
};

/** The columns a save sets, as the audit log's facts (a price in the class's currency). */
function classFacts(row: Updateable<ClassesTable>, currency: string): AuditFact[] {
  return Object.entries(row).flatMap(([column, value]): AuditFact[] => {
    const fact = COLUMN_FACTS[column];
    if (!fact) return [];
    if (value instanceof Date) return [{ fact, value: { at: value.toISOString() } }];
    if (column === 'price_minor') return [{ fact, value: { minor: Number(value), currency } }];
    if (column === 'currency') return [{ fact, value: String(value).toUpperCase() }];
    return [{ fact, value: value as string | number | boolean | null }];
  });
}

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
