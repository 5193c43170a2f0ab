import { sql, type Kysely, type Transaction } from 'kysely';
import { fromMinor, type ClassFields, type ClassStatus, type ClassStudent } from 'shared-api/contract';
import type { DB } from '../../db/types';

export type Db = Kysely<DB> | Transaction<DB>;

/** A class row with its team's name, as every class call reads it. */
export function selectClasses(db: Db) {
  return db
    .selectFrom('classes')
    .innerJoin('teams', 'teams.id', 'classes.team_id')
    .select([
      'classes.id', 'classes.name', 'classes.description', 'classes.short_description', 'classes.time_description',
      'classes.place_description', 'classes.length_description', 'classes.price_minor', 'classes.currency', 'classes.starts_at',
      'classes.capacity', 'classes.num_students', 'classes.status', 'classes.team_id', 'teams.name as team_name',
      'classes.accepting', 'classes.accept_any', 'classes.assessment_open', 'classes.results_open',
    ]);
}

export type ClassRow = Awaited<ReturnType<ReturnType<typeof selectClasses>['executeTakeFirstOrThrow']>>;

/** SPEC.md section 3's fields as the API sends them: price in major units, open spots counted. */
export function toClassFields(row: ClassRow): ClassFields {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    short_description: row.short_description,
    time_description: row.time_description,
    place_description: row.place_description,
    length_description: row.length_description,
    price: fromMinor(row.price_minor, row.currency),
    currency: row.currency,
    starts_at: row.starts_at ? row.starts_at.toISOString() : null,
    capacity: row.capacity,
    num_students: row.num_students,
    open_spots: Math.max(0, row.capacity - row.num_students),
    status: row.status as ClassStatus,
    team_id: row.team_id,
    team_name: row.team_name,
    accepting: row.accepting,
    accept_any: row.accept_any,
  };
}

/** A team's people may see these: the team's own classes and those open to every team. */
export function ofTeam(db: Db, teamId: number) {
  return selectClasses(db).where((eb) => eb.or([eb('classes.team_id', '=', teamId), eb('classes.accept_any', '=', true)]));
}

/** Open to a team's people: one of theirs (ofTeam) that is accepting students. */
export function openToTeam(db: Db, teamId: number) {
  return ofTeam(db, teamId).where('classes.accepting', '=', true);
}

/** Each class's students with whether they have paid (a free class counts as paid). */
export async function listStudents(db: Db, classIds: readonly number[]): Promise<Map<number, ClassStudent[]>> {
  const byClass = new Map<number, ClassStudent[]>(classIds.map((id) => [id, []]));
  if (classIds.length === 0) return byClass;
  const rows = await db
    .selectFrom('users')
    .innerJoin('classes', 'classes.id', 'users.class_id')
    .select((eb) => [
      'users.id', 'users.name', 'users.email', 'users.class_id', 'users.finished_assessment',
      eb.or([
        eb('classes.price_minor', '=', 0),
        eb.exists(
          eb.selectFrom('payments').select(sql`1`.as('one'))
            .whereRef('payments.user_id', '=', 'users.id')
            .whereRef('payments.class_id', '=', 'users.class_id')
            .where('payments.status', '=', 'paid'),
        ),
      ]).as('paid'),
    ])
    .where('users.class_id', 'in', classIds)
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
  for (const row of rows) {
    byClass.get(row.class_id as number)?.push({
      id: row.id,
      name: row.name,
      email: row.email,
      paid: Boolean(row.paid),
      finishedAssessment: row.finished_assessment,
    });
  }
  return byClass;
}

/**
 * Takes a seat by a guarded UPDATE, never by counting then inserting (that oversells: DESIGN.md,
 * OWASP ASVS 5.0 2.3.4). False when the class is full.
 */
export async function takeSeat(db: Db, classId: number): Promise<boolean> {
  const result = await db
    .updateTable('classes')
    .set((eb) => ({ num_students: eb('num_students', '+', 1) }))
    .where('id', '=', classId)
    .whereRef('num_students', '<', 'capacity')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function releaseSeat(db: Db, classId: number): Promise<void> {
  await db
    .updateTable('classes')
    .set((eb) => ({ num_students: eb('num_students', '-', 1) }))
    .where('id', '=', classId)
    .where('num_students', '>', 0)
    .execute();
}

/**
 * The user leaves the class and its seat is given back, once, whoever calls first. An assessment
 * the class opened to them closes with it, unless they have finished it.
 */
export async function removeFromClass({ db, userId, classId }: { db: Kysely<DB>; userId: number; classId: number }): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const left = await trx.updateTable('users').set({ class_id: null }).where('id', '=', userId).where('class_id', '=', classId).executeTakeFirst();
    if (left.numUpdatedRows !== 1n) return false;
    await releaseSeat(trx, classId);
    const cls = await trx.selectFrom('classes').select('assessment_open').where('id', '=', classId).executeTakeFirstOrThrow();
    if (cls.assessment_open) {
      await trx.updateTable('users').set({ assessment_active: false }).where('id', '=', userId).where('finished_assessment', '=', false).execute();
    }
    return true;
  });
}
