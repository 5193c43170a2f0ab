import type { Kysely } from 'kysely';
import { QUESTIONNAIRES, utcDay } from 'shared-api/contract';
import { translate, type DictionaryKey } from 'shared-api/texts';
import type { Config } from '../../config';
import { inTransaction } from '../../db/transaction';
import type { DB } from '../../db/types';
import { cohortRef, recordAudit, type Actor } from '../audit';
import { claimDailyNotices, enqueueEmails } from '../email';
import { assertAudience, type Audience } from '../teams';
import { dueRecipients } from './queries';

/** Where each reminder sends, and its name in the email, by the ending of its page's URL. */
const REMINDABLE: Record<string, { path: string; title: DictionaryKey }> = {
  assessment: { path: '/pre-assessment', title: 'portal.item.assessment' },
  'assessment-re': { path: '/assessment-re', title: 'portal.item.reassessment' },
  ...Object.fromEntries(QUESTIONNAIRES.map((q) => [q.path.slice(1), { path: q.path, title: q.title as DictionaryKey }])),
};

/**
 * /api/send-reminders: one email, in the recipient's language, to each user of the team and cohort
 * who has the questionnaire open and not finished; never to one who finished it, never to an
 * anonymous user (no mailbox), at most one a day per user and questionnaire (reminders_sent's
 * key decides two sends at once). Returns how many were reminded and how many had been today.
 */
export async function sendReminders({ db, config, audience, questionnaire, actor, today = new Date() }: {
  db: Kysely<DB>;
  config: Config;
  audience: Audience;
  questionnaire: string;
  actor: Actor;
  today?: Date;
}): Promise<{ sent: number; alreadyReminded: number }> {
  const remindable = REMINDABLE[questionnaire];
  return inTransaction(db, async (trx) => {
    await assertAudience(trx, audience);
    const due = await dueRecipients(trx, questionnaire, audience);
    const reminded = await claimDailyNotices(trx, due.map((user) => user.id), questionnaire, utcDay(today));
    const recipients = due.filter((user) => reminded.has(user.id));
    const sent = await enqueueEmails({
      db: trx,
      emails: recipients.map((user) => ({
        to: user.email,
        template: 'reminder' as const,
        language: user.language,
        vars: { name: user.name, questionnaire: translate(user.language, remindable.title), link: `${config.publicUrl}${remindable.path}`, support: config.supportEmail },
      })),
    });
    const alreadyReminded = due.length - recipients.length;
    await recordAudit(trx, actor, {
      action: 'remindersSent',
      teamId: audience.teamId,
      target: [cohortRef(audience.cohortId)],
      facts: [{ fact: 'questionnaire', value: questionnaire }, { fact: 'reminded', value: sent }, { fact: 'alreadyReminded', value: alreadyReminded }],
    });
    return { sent, alreadyReminded };
  });
}
