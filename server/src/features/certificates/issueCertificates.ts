import { sql, type Kysely } from 'kysely';
import type { Config } from '../../config';
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
}

/** The participants of a team and cohort: its users who are not admins. */
const participantsOf = (db: Kysely<DB>, audience: Audience) => audienceUsers(db, audience).where('users.admin', '=', false);

/**
 * Gives every participant of the audience a certificate of completion dated `certDate`, in one
 * transaction with one email per new certificate (nothing half-issued). A participant has one
 * certificate at most: issuing again creates none and sends no email; a different date re-dates
 * the existing ones (the admin corrects a date this way; the portal always serves the current one).
 * Two admins issuing at once on PostgreSQL: the second INSERT waits on the first's rows and skips
 * them, so no one gets two emails.
 */
export async function issueCertificates({ db, config, audience, certDate, actor }: {
  db: Kysely<DB>;
  config: Config;
  audience: Audience;
  certDate: string;
  actor: Actor;
}): Promise<IssueResult> {
  return db.transaction().execute(async (trx) => {
    await assertAudience(trx, audience);
    const { count } = await participantsOf(trx, audience).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();

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
          .expression(participantsOf(trx, audience).select(['users.id', sql<string>`${certDate}::date`.as('cert_date')]))
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
    const result = { participants: Number(count), issued: recipients.length, redated: Number(redated.numUpdatedRows) };
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
