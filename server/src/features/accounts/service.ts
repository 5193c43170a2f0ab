import type { Kysely } from 'kysely';
import type { Language, RegisterResponse, TeamAccessTokenResponse, VerifyClassResponse } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { assertBelowAttemptLimit, createSession, findUserByEmail, hashPassword, recordAttempt, sessionFields } from '../auth';
import { isUniqueViolation } from '../../db/errors';
import { enrol, openToTeam } from '../classes';

/** Team of a plain registration: the platform team (SPEC.md: team 1). */
export const PLATFORM_TEAM_ID = 1;

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

/** An access link's team, cohort and the email ending its users must have. */
export async function findAccessLink({ db, value }: { db: Kysely<DB>; value: string }) {
  const link = await db
    .selectFrom('access_links')
    .innerJoin('teams', 'teams.id', 'access_links.team_id')
    .select(['access_links.team_id', 'access_links.cohort_id', 'access_links.email_desc', 'teams.email_domains'])
    .where('access_links.value', '=', value)
    .executeTakeFirst();
  if (!link) return null;
  // The link's own description, else the team's first email domain as an address ending (the
  // team page takes "acme.org" as well as "@acme.org"; "bob@notacme.org" must not pass), else any email.
  const domain = link.email_domains[0];
  const emailDesc = link.email_desc ?? (domain ? `@${domain.replace(/^@/, '')}` : '');
  return { teamId: link.team_id, cohortId: link.cohort_id, emailDesc };
}

export async function checkAccessLink({ db, value }: { db: Kysely<DB>; value: string }): Promise<TeamAccessTokenResponse> {
  const link = value ? await findAccessLink({ db, value }) : null;
  return link ? { valid: true, emailDesc: link.emailDesc } : { valid: false, emailDesc: '' };
}

/** A class is open to registration when it accepts students and is the team's or open to every team. */
export async function verifyClass({ db, teamId, classId }: { db: Kysely<DB>; teamId: number; classId: number }): Promise<VerifyClassResponse> {
  const row = await openToTeam(db, teamId).where('classes.id', '=', classId).executeTakeFirst();
  return row ? { valid: true, className: row.name } : { valid: false, className: '' };
}

/**
 * Creates the user (and takes a class seat) in one transaction: a duplicate email (409 CONFLICT),
 * a class not open to the team (400 INVALID_CLASS), closed (409 CLASS_CLOSED) or full (409
 * CLASS_FULL) leaves nothing written.
 * Language: the one picked before signing up (lang cookie), else the team's.
 */
export async function registerAccount(options: {
  db: Kysely<DB>;
  config: Config;
  values: AccountValues;
  placement: Placement;
  language?: Language;
}): Promise<RegisterResponse> {
  const { db, config, values, placement } = options;
  const email = values.email.trim().toLowerCase();
  await assertBelowAttemptLimit({ db, config, kind: 'register', email });
  if (await findUserByEmail({ db, email })) {
    await recordAttempt({ db, config, kind: 'register', email });
    throw conflict();
  }
  // Hash before the transaction: it is the slow part and must not hold a connection.
  const passwordHash = await hashPassword(values.password, config.scryptLogN);
  try {
    const user = await db.transaction().execute(async (trx) => {
      const team = await trx.selectFrom('teams').select(['id', 'language']).where('id', '=', placement.teamId).executeTakeFirst();
      if (!team) throw new AppError('INVALID_CLASS');
      const created = await trx
        .insertInto('users')
        .values({
          name: values.name.trim(),
          email,
          password_hash: passwordHash,
          team_id: team.id,
          cohort_id: placement.cohortId ?? null,
          assessment_active: placement.assessmentActive ?? false,
          language: options.language ?? team.language,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (placement.classId) await enrol({ db: trx, config, user: created, classId: placement.classId });
      return created;
    });
    const token = await createSession({ db, userId: user.id });
    return { ...sessionFields(user, token), conflict: false };
  } catch (err) {
    // Two registrations racing past the check above: the unique index decides.
    if (isUniqueViolation(err)) throw conflict();
    throw err;
  }
}

function conflict() {
  return new AppError('CONFLICT', { extra: { conflict: true } });
}
