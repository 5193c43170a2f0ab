import type { Kysely } from 'kysely';
import type { ReadCache } from './readCache';
import type { DB, Team, User } from './types';

/**
 * Rows read on nearly every request, from the read cache: a user, a team. Their tags are the
 * ones migration 013's triggers send for those rows. The values are frozen: read them only.
 */
export function cachedUser({ db, reads, id }: { db: Kysely<DB>; reads: ReadCache; id: number }): Promise<User | undefined> {
  return reads.get(`user:${id}`, async () => {
    const value = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    return { value, tags: value ? [`u:${id}`] : null };
  });
}

/** A team, and whether it has any access link (an "assessment-link team"). */
export type TeamFacts = Team & { has_links: boolean };

export function cachedTeam({ db, reads, id }: { db: Kysely<DB>; reads: ReadCache; id: number }): Promise<TeamFacts | undefined> {
  return reads.get(`team:${id}`, async () => {
    const row = await db
      .selectFrom('teams')
      .selectAll('teams')
      .select((eb) => eb.exists(eb.selectFrom('access_links').select('access_links.id').whereRef('access_links.team_id', '=', 'teams.id')).as('has_links'))
      .where('teams.id', '=', id)
      .executeTakeFirst();
    return { value: row ? { ...row, has_links: Boolean(row.has_links) } : undefined, tags: row ? [`t:${id}`] : null };
  });
}
