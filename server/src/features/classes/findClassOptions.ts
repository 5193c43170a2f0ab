import type { Kysely } from 'kysely';
import type { ClassOptionsResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { openToTeam, toClassFields } from './queries';
import type { SessionUser } from '../auth';

/**
 * /api/get-class-options: the classes a team's people may join now, soonest first. A signed-in
 * caller lists their own team's (`admin`, as the route's rule says, may name a team); a visitor only
 * those of a team with a public class page, by its TeamID or its address. The route is public, so
 * the gate names no target: `aboutUser` finds the user it is about as the gate would.
 */
export async function findClassOptions({ db, caller, admin, teamId: named, slug, aboutUser }: {
  db: Kysely<DB>;
  caller: SessionUser | null;
  admin: boolean;
  teamId: number | undefined;
  slug: string | undefined;
  aboutUser: (caller: SessionUser) => Promise<{ team_id: number }>;
}): Promise<ClassOptionsResponse> {
  let team: { id: number; name: string } | undefined;
  if (slug) team = await findPublicTeam({ db, slug });
  else if (named !== undefined && (!caller || admin)) team = await findTeam({ db, teamId: named, publicOnly: !caller });
  else if (caller) team = await findTeam({ db, teamId: (await aboutUser(caller)).team_id, publicOnly: false });
  else throw new AppError('VALIDATION', { extra: { field: 'TeamID' } });
  if (!team) throw new AppError('NOT_FOUND', { extra: { field: slug ? 'Slug' : 'TeamID' } });
  const teamId = team.id;
  const rows = await openToTeam(db, teamId)
    .orderBy((eb) => eb.fn.coalesce('classes.starts_at', eb.val(new Date('9999-01-01'))))
    .orderBy('classes.name')
    .execute();
  return { classes: rows.map(toClassFields), TeamID: team.id, teamName: team.name };
}

/** A team with a public class page, by its address (DESIGN.md's publicSlug). */
async function findPublicTeam({ db, slug }: { db: Kysely<DB>; slug: string }) {
  return db.selectFrom('teams').select(['id', 'name']).where('public_slug', '=', slug.toLowerCase()).executeTakeFirst();
}

/** A team by id; `publicOnly`: only one with a public class page (what anonymous visitors may list). */
async function findTeam({ db, teamId, publicOnly }: { db: Kysely<DB>; teamId: number; publicOnly: boolean }) {
  let query = db.selectFrom('teams').select(['id', 'name']).where('id', '=', teamId);
  if (publicOnly) query = query.where('public_slug', 'is not', null);
  return query.executeTakeFirst();
}
