import { sql, type Kysely } from 'kysely';
import type { LeftOut } from 'shared-api/contract';
import type { Config } from '../../config';
import { inTransaction } from '../../db/transaction';
import type { DB } from '../../db/types';
import { enqueueEmail } from '../email';
import { assertAudience, audienceUsers, type Audience } from '../teams';
import { formatCertDate } from './dates';
import { cohortRef, recordAudit, type Actor } from '../audit';

export interface IssueResult {
  /** Participants of the team and cohort. */
  participants: number;
  /** New certificates, each emailed (but to an anonymous user, who has no mailbox: see email/mailbox.ts). */
  issued: number;
  /** Certificates the participants already had, now carrying the new date. */
  redated: number;
  /** Participants given none, and why, by name. */
  leftOut: LeftOut[];
}

/** Who is given a certificate besides those who finished the assessment and hold none revoked. */
export interface IssueChoices {
  /** Also those who have not finished the assessment: attendance certificates. */
  unfinished: boolean;
  /** Also those whose certificate was revoked: restored. */
  restore: boolean;
}

/** The participants of a team and cohort: its users who are not admins. */
const participantsOf = (db: Kysely<DB>, audience: Audience) => audienceUsers(db, audience).where('users.admin', '=', false);

/** Those of them a certificate goes to: finishers, unless asked for all; never the revoked, unless restored. */
const recipientsOf = (db: Kysely<DB>, audience: Audience, { unfinished, restore }: IssueChoices) => {
  let people = participantsOf(db, audience);
  if (!unfinished) people = people.where('users.finished_assessment', '=', true);
  if (!restore) people = people.where(({ not, exists, selectFrom }) => not(exists(selectFrom('certificate_revocations').select('certificate_revocations.user_id').whereRef('certificate_revocations.user_id', '=', 'users.id'))));
  return people;
};

/**
 * The participants left out, and why (a revocation is said first: it stays whatever they finish).
 * One who holds a certificate already is not left out: theirs is re-dated with everyone's.
 */
async function leftOutOf(db: Kysely<DB>, audience: Audience, choices: IssueChoices): Promise<LeftOut[]> {
  const rows = await participantsOf(db, audience)
    .leftJoin('certificate_revocations', 'certificate_revocations.user_id', 'users.id')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('certificates').select('certificates.user_id').whereRef('certificates.user_id', '=', 'users.id'))))
    .select(['users.id', 'users.name', 'users.finished_assessment', 'certificate_revocations.user_id as revoked'])
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
  return rows.flatMap((row): LeftOut[] => {
    if (row.revoked !== null && !choices.restore) return [{ userId: row.id, name: row.name, reason: 'revoked' }];
    if (!row.finished_assessment && !choices.unfinished) return [{ userId: row.id, name: row.name, reason: 'notFinished' }];
    return [];
  });
}

/**
 * Gives the participants of the audience who finished the assessment (or all, with `unfinished`)
 * a certificate of completion dated `certDate`, but not one whose certificate was revoked (unless
 * `restore`, which lifts the revocation), in one transaction with one email per new certificate
 * (nothing half-issued). A participant has one
 * certificate at most: issuing again creates none and sends no email; a different date re-dates
 * the existing ones (the admin corrects a date this way; the portal always serves the current one).
 * Two admins issuing at once on PostgreSQL: the second INSERT waits on the first's rows and skips
 * them, so no one gets two emails.
 */
export async function issueCertificates({ db, config, audience, certDate, actor, choices = { unfinished: false, restore: false } }: {
  db: Kysely<DB>;
  config: Config;
  audience: Audience;
  certDate: string;
  actor: Actor;
  choices?: IssueChoices;
}): Promise<IssueResult> {
  return inTransaction(db, async (trx) => {
    await assertAudience(trx, audience);
    const { count } = await participantsOf(trx, audience).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const leftOut = await leftOutOf(trx, audience, choices);
    if (choices.restore) {
      await trx.deleteFrom('certificate_revocations').where('user_id', 'in', recipientsOf(trx, audience, choices).select('users.id')).execute();
    }

    // Every holder's is re-dated, as the confirmation says, whether or not they would be given one now.
    const redated = await trx
      .updateTable('certificates')
      .set({ cert_date: certDate, updated_at: new Date() })
      .where('user_id', 'in', participantsOf(trx, audience).select('users.id'))
      .where('cert_date', '<>', sql<Date>`${certDate}::date`)
      .executeTakeFirst();

    const recipients = await trx
      .with('fresh', (db) =>
        db
          .insertInto('certificates')
          .columns(['user_id', 'cert_date'])
          .expression(recipientsOf(trx, audience, choices).select(['users.id', sql<string>`${certDate}::date`.as('cert_date')]))
          .onConflict((oc) => oc.column('user_id').doNothing())
          .returning('user_id'))
      .selectFrom('fresh')
      .innerJoin('users', 'users.id', 'fresh.user_id')
      .select(['users.name', 'users.email', 'users.language'])
      .orderBy('users.id')
      .execute();

    for (const user of recipients) {
      await enqueueEmail({
        db: trx,
        to: user.email,
        template: 'certificate',
        language: user.language,
        vars: { name: user.name, date: formatCertDate(user.language, certDate), link: `${config.publicUrl}/portal`, support: config.supportEmail },
      });
    }
    const result = { participants: Number(count), issued: recipients.length, redated: Number(redated.numUpdatedRows), leftOut };
    await recordAudit(trx, actor, {
      action: 'certificatesIssued',
      teamId: audience.teamId,
      target: [cohortRef(audience.cohortId)],
      facts: [
        { fact: 'certificateDate', value: { day: certDate } },
        { fact: 'issued', value: result.issued },
        { fact: 'redated', value: result.redated },
      ],
    });
    return result;
  });
}
