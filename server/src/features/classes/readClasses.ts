import type { Kysely } from 'kysely';
import {
  isRefundable, type ClassDetail, type ClassesResponse, type ClassOptionsResponse, type CurrentUserClassResponse,
} from 'shared-api/contract';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { paidPayment } from '../payments';
import { listStudents, openToTeam, selectClasses, toClassFields } from './queries';

/** /api/classes: every class, newest first, with its students (admins). */
export async function listClasses({ db }: { db: Kysely<DB> }): Promise<ClassesResponse> {
  const rows = await selectClasses(db).orderBy('classes.created_at', 'desc').orderBy('classes.id', 'desc').execute();
  const students = await listStudents(db, rows.map((r) => r.id));
  return { classes: rows.map((row) => ({ ...toClassFields(row), students: students.get(row.id) ?? [] })) };
}

/**
 * /api/get-class: the class's fields; its students for an admin only. A participant sees a class
 * open to their team, or their own (so a closed class still shows to its students).
 */
export async function findClass({ db, classId, viewer }: {
  db: Kysely<DB>;
  classId: number;
  viewer: { admin: boolean; teamId: number; classId: number | null };
}): Promise<ClassDetail> {
  const row = await selectClasses(db).where('classes.id', '=', classId).executeTakeFirst();
  const visible = row && (viewer.admin || viewer.classId === row.id || (row.accepting && (row.team_id === viewer.teamId || row.accept_any)));
  if (!row || !visible) throw new AppError('NOT_FOUND', { extra: { field: 'ClassID' } });
  const students = viewer.admin ? ((await listStudents(db, [row.id])).get(row.id) ?? []) : [];
  return { ...toClassFields(row), students };
}

/** /api/get-class-options: the classes a team's people may join now, soonest first. */
export async function findClassOptions({ db, team }: { db: Kysely<DB>; team: { id: number; name: string } }): Promise<ClassOptionsResponse> {
  const teamId = team.id;
  const rows = await openToTeam(db, teamId)
    .orderBy((eb) => eb.fn.coalesce('classes.starts_at', eb.val(new Date('9999-01-01'))))
    .orderBy('classes.name')
    .execute();
  return { classes: rows.map(toClassFields), TeamID: team.id, teamName: team.name };
}

/** A team with a public class page, by its address (DESIGN.md's publicSlug). */
export async function findPublicTeam({ db, slug }: { db: Kysely<DB>; slug: string }) {
  return db.selectFrom('teams').select(['id', 'name']).where('public_slug', '=', slug.toLowerCase()).executeTakeFirst();
}

/** A team by id; `publicOnly`: only one with a public class page (what anonymous visitors may list). */
export async function findTeam({ db, teamId, publicOnly }: { db: Kysely<DB>; teamId: number; publicOnly: boolean }) {
  let query = db.selectFrom('teams').select(['id', 'name']).where('id', '=', teamId);
  if (publicOnly) query = query.where('public_slug', 'is not', null);
  return query.executeTakeFirst();
}

/** /api/current-user-class: the user's class, whether it is paid, and whether leaving now refunds. */
export async function findCurrentUserClass({ db, user }: {
  db: Kysely<DB>;
  user: { id: number; team_id: number; class_id: number | null };
}): Promise<CurrentUserClassResponse> {
  if (user.class_id === null) return { class: null, TeamID: user.team_id, paid: false, refundable: false };
  const row = await selectClasses(db).where('classes.id', '=', user.class_id).executeTakeFirstOrThrow();
  const payment = await paidPayment(db, user.id, row.id).executeTakeFirst();
  return {
    class: toClassFields(row),
    TeamID: user.team_id,
    paid: row.price_minor === 0 || Boolean(payment),
    refundable: Boolean(payment) && isRefundable(row.starts_at),
  };
}
