import type { Kysely } from 'kysely';
import type { ClassesResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { listStudents, selectClasses, toClassFields } from './queries';

/** /api/classes: every class, newest first, with its students (admins). */
export async function listClasses({ db }: { db: Kysely<DB> }): Promise<ClassesResponse> {
  const rows = await selectClasses(db).orderBy('classes.created_at', 'desc').orderBy('classes.id', 'desc').execute();
  const students = await listStudents(db, rows.map((r) => r.id));
  return { classes: rows.map((row) => ({ ...toClassFields(row), students: students.get(row.id) ?? [] })) };
}
