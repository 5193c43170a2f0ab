import { sql, type Kysely, type Transaction } from 'kysely';
import type { Language } from 'shared-api/contract';
import { AppError } from '../../http/errors';
import type { DB, User } from '../../db/types';

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
 * An account its owner makes (registration, a first single sign-on): a participant of the team,
 * never an admin or a leader, in the language given, else the team's. false when the team is gone.
 * A taken email fails the statement (unique index on lower(email)); the caller tells its user.
 */
export async function insertAccount(
  trx: Transaction<DB>,
  values: { name: string; email: string; passwordHash: string; placement: Placement; language?: Language },
): Promise<User | false> {
  const { placement } = values;
  const team = await trx.selectFrom('teams').select(['id', 'language']).where('id', '=', placement.teamId).executeTakeFirst();
  if (!team) return false;
  return trx
    .insertInto('users')
    .values({
      name: values.name.trim(),
      email: values.email.trim().toLowerCase(),
      password_hash: values.passwordHash,
      team_id: team.id,
      cohort_id: placement.cohortId ?? null,
      assessment_active: placement.assessmentActive ?? false,
      language: values.language ?? team.language,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
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
