import type { Kysely } from 'kysely';
import type { ClassDetail } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { listStudents, selectClasses, toClassFields } from './queries';
import type { SessionUser } from '../auth';

/**
 * /api/get-class: the class's fields; every class and its students for `admin` (the route's rule
 * says whether the caller may act as one now). A participant sees a class open to their team, or
 * their own (so a closed class still shows to its students).
 */
export async function findClass({ db, classId, caller, admin }: { db: Kysely<DB>; classId: number; caller: SessionUser; admin: boolean }): Promise<ClassDetail> {
  const self = await db.selectFrom('users').select('class_id').where('id', '=', caller.id).executeTakeFirstOrThrow();
  const viewer = { admin, teamId: caller.teamId, classId: self.class_id };
  const row = await selectClasses(db).where('classes.id', '=', classId).executeTakeFirst();
  const visible = row && (viewer.admin || viewer.classId === row.id || (row.accepting && (row.team_id === viewer.teamId || row.accept_any)));
  if (!row || !visible) throw new AppError('NOT_FOUND', { extra: { field: 'ClassID' } });
  const students = viewer.admin ? ((await listStudents(db, [row.id])).get(row.id) ?? []) : [];
  return { ...toClassFields(row), students };
}
