import { sql, type Transaction } from 'kysely';
import { QUESTIONNAIRES } from 'shared-api/contract';
import type { DB, QuestionnaireKind } from '../../db/types';
import { ANONYMOUS_DOMAIN } from '../email';
import { audienceUsers, type Audience } from '../teams';

type Trx = Transaction<DB>;
type Due = (trx: Trx, audience: Audience) => ReturnType<typeof audienceUsers>;

/** A questionnaire is due where it is open (in any round) and that round has no answer yet. */
const questionnaireDue = (kind: QuestionnaireKind): Due => (trx, audience) =>
  audienceUsers(trx, audience).where(({ exists, selectFrom }) =>
    exists(selectFrom('questionnaire_openings as o').select(sql`1`.as('one'))
      .whereRef('o.user_id', '=', 'users.id')
      .where('o.questionnaire', '=', kind)
      .where((o) => o.not(o.exists(o.selectFrom('questionnaire_responses as r').select(sql`1`.as('one'))
        .whereRef('r.user_id', '=', 'o.user_id')
        .whereRef('r.questionnaire', '=', 'o.questionnaire')
        .whereRef('r.round', '=', 'o.round'))))));

/** Who still has each one to do, by the ending of its page's URL (REMINDER_QUESTIONNAIRES). */
const DUE: Record<string, Due> = {
  assessment: (trx, audience) => audienceUsers(trx, audience).where('users.assessment_active', '=', true).where('users.finished_assessment', '=', false),
  'assessment-re': (trx, audience) => audienceUsers(trx, audience).where('users.reassessment_active', '=', true),
  ...Object.fromEntries(QUESTIONNAIRES.map((q) => [q.path.slice(1), questionnaireDue(q.kind)])),
};

/** The audience's users who have `questionnaire` open and not finished, and a mailbox. */
export function dueRecipients(trx: Trx, questionnaire: string, audience: Audience) {
  return DUE[questionnaire](trx, audience)
    .select(['users.id', 'users.name', 'users.email', 'users.language'])
    .where('users.email', 'not like', `%@${ANONYMOUS_DOMAIN}`)
    .orderBy('users.id')
    .execute();
}
