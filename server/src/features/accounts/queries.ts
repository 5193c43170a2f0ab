import { sql, type Kysely } from 'kysely';
import { AppError } from '../../http/errors';
import type { DB } from '../../db/types';

export interface AccountValues {
  name: string;
  email: string;
  password: string;
}

export interface Placement {
  teamId: number;
  cohortId?: number | null;
  classId?: number | null;
  /** A team assessment link's registrants may take the assessment at once. */
  assessmentActive?: boolean;
}

/**
 * An access link's team, cohort and the email ending its users must have; null for no such link.
 * A disabled or expired one (a deleted cohort's links are disabled) is 410 LINK_INACTIVE: it
 * registers nobody, and its visitor is told so rather than that it never existed.
 */
export async function findAccessLink({ db, value }: { db: Kysely<DB>; value: string }) {
  const link = await db
    .selectFrom('access_links')
    .innerJoin('teams', 'teams.id', 'access_links.team_id')
    .select(['access_links.team_id', 'access_links.cohort_id', 'access_links.email_desc', 'teams.email_domains'])
    .select(sql<boolean>`access_links.disabled or coalesce(access_links.expires_at <= now(), false)`.as('inactive'))
    .where('access_links.value', '=', value)
    .executeTakeFirst();
  if (!link) return null;
  if (link.inactive) throw new AppError('LINK_INACTIVE');
  // The link's own description, else the team's first email domain as an address ending (the
  // team page takes "acme.org" as well as "@acme.org"; "bob@notacme.org" must not pass), else any email.
  const domain = link.email_domains[0];
  const emailDesc = link.email_desc ?? (domain ? `@${domain.replace(/^@/, '')}` : '');
  return { teamId: link.team_id, cohortId: link.cohort_id, emailDesc };
}
