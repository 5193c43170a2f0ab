import type { Updateable } from 'kysely';
import { toMinor, type AddClassValues, type AuditFact, type AuditFactName } from 'shared-api/contract';
import type { ClassesTable } from '../../db/types';

type ClassValues = Partial<Omit<AddClassValues, 'Name' | 'TeamID'>> & { Name?: string; TeamID?: number };

/** The columns a form's values set; a value left out (undefined) is not touched. */
export function columns(values: ClassValues, currency: string): Updateable<ClassesTable> {
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
export function classFacts(row: Updateable<ClassesTable>, currency: string): AuditFact[] {
  return Object.entries(row).flatMap(([column, value]): AuditFact[] => {
    const fact = COLUMN_FACTS[column];
    if (!fact) return [];
    if (value instanceof Date) return [{ fact, value: { at: value.toISOString() } }];
    if (column === 'price_minor') return [{ fact, value: { minor: Number(value), currency } }];
    if (column === 'currency') return [{ fact, value: String(value).toUpperCase() }];
    return [{ fact, value: value as string | number | boolean | null }];
  });
}
