import { sql, type Kysely, type Transaction } from 'kysely';
import { questionnairesIn } from 'shared-api/contract';
import type { Config } from '../../config';
import { inTransaction } from '../../db/transaction';
import type { DB, QuestionnaireKind, QuestionnaireRound } from '../../db/types';
import type { AuditAction } from 'shared-api/contract';
import { cohortRef, recordAudit, type Actor } from '../audit';
import { emailEach, type Notices } from '../email';
import { assertReach, reachedUsers, reachRefs, openResults, type Reach } from './queries';

/**
 * The admin-dashboard activations by team and cohort (SPEC.md section 2, cards 4, 5, 6, 8), and
 * the main assessment's for those who did not come through a link or a class (issue 22).
 */
export type Activation = 'assessment' | 'pre-class' | 'post-assessment' | 'reassessment' | 'results';

/**
 * The round each activation opens; what it opens is every questionnaire the registry takes in that
 * round (shared-api/src/questionnaires/contract.ts). "Post-class assessments" (card 6) names
 * self-efficacy and psychological safety; the post-class survey, reflection and knowledge check
 * are also taken after the class and have no card of their own, so they open with it: one
 * activation at the end of a class opens the whole follow-up chain (chain/chain.ts). The
 * reassessment (card 8) opens exactly what SPEC.md lists: base skills, self-efficacy,
 * psychological safety, the latter two in a round of their own: a second measurement, answered
 * even by those who answered them after class.
 */
export const ROUND_OPENED: Record<Activation, QuestionnaireRound | null> = {
  assessment: null,
  'pre-class': 'pre',
  'post-assessment': 'post',
  reassessment: 'reassessment',
  results: null,
};

export interface ActivationResult {
  /** Users the activation reached. */
  users: number;
  /** Emails queued: the reassessment's, or 'your results are ready' when asked for. */
  emails: number;
  /** Those not emailed, as they had the same notice today already (once a day whatever is toggled); only when some were. */
  alreadyNotified?: number;
  /** Results: of the users reached, those who see them now (they finished the assessment). */
  finished?: number;
  /** Results: those who have not finished, whose results open (and, if asked, are announced) when they do. */
  waiting?: number;
}

type Trx = Transaction<DB>;

/** The audit log's name of each activation. */
const AUDITED: Record<Activation, AuditAction> = {
  assessment: 'assessmentOpened',
  'pre-class': 'preClassOpened',
  'post-assessment': 'postAssessmentOpened',
  reassessment: 'reassessmentOpened',
  results: 'resultsOpened',
};

/**
 * Runs one activation in one transaction: a refusal (unknown team or cohort) or a failure leaves
 * nothing opened and no email queued. Opening is idempotent (the first opened_at stays);
 * the reassessment emails are sent again on every activation, since the admin asked for them.
 */
export async function activateByTeamCohort({ db, config, audience, activation, actor, notify = false }: {
  db: Kysely<DB>;
  config: Config;
  audience: Reach;
  activation: Activation;
  actor: Actor;
  /** Results only: tell each person reached that their results are ready. */
  notify?: boolean;
}): Promise<ActivationResult> {
  return inTransaction(db, async (trx) => {
    await assertReach(trx, audience);
    if (activation === 'assessment') {
      const users = await openAssessment(trx, audience);
      await recordAudit(trx, actor, { action: AUDITED[activation], teamId: audience.teamId, target: await reachRefs(trx, audience), facts: [{ fact: 'users', value: users }] });
      return { users, emails: 0 };
    }
    const { count } = await reachedUsers(trx, audience)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    let users = Number(count);

    const round = ROUND_OPENED[activation];
    for (const kind of round === null ? [] : questionnairesIn(round)) {
      await trx
        .insertInto('questionnaire_openings')
        .columns(['user_id', 'questionnaire', 'round'])
        .expression(reachedUsers(trx, audience).select([
          'users.id',
          sql<QuestionnaireKind>`${kind}`.as('questionnaire'),
          sql<QuestionnaireRound>`${round}`.as('round'),
        ]))
        .onConflict((oc) => oc.columns(['user_id', 'questionnaire', 'round']).doNothing())
        .execute();
    }

    let notices: Notices = { emails: 0, alreadyNotified: 0 };
    let results: { finished: number; waiting: number } | undefined;
    if (activation === 'reassessment') notices = await openReassessment(trx, config, audience);
    if (activation === 'results') {
      const { opened, waiting } = await openResults({ db: trx, userIds: reachedUsers(trx, audience).select('users.id'), notify });
      results = { finished: opened.length, waiting };
      // Results concern those who take the assessment: admins and anonymised accounts are not reached.
      users = opened.length + waiting;
      if (notify) notices = await announceResults(trx, config, opened);
    }
    const emailed = activation === 'reassessment' || notify;
    await recordAudit(trx, actor, {
      action: AUDITED[activation],
      teamId: audience.teamId,
      target: [cohortRef(audience.cohortId)],
      facts: [
        { fact: 'users', value: users },
        ...(emailed ? [{ fact: 'emailsQueued' as const, value: notices.emails }] : []),
        ...(notices.alreadyNotified > 0 ? [{ fact: 'alreadyNotified' as const, value: notices.alreadyNotified }] : []),
      ],
    });
    return { users, emails: notices.emails, ...(notices.alreadyNotified > 0 && { alreadyNotified: notices.alreadyNotified }), ...results };
  });
}

/** Opens the main assessment to the users reached who have not submitted it; returns how many. */
async function openAssessment(trx: Trx, reach: Reach): Promise<number> {
  const opened = await trx
    .updateTable('users')
    .set({ assessment_active: true })
    .where('id', 'in', reachedUsers(trx, reach).select('users.id'))
    .where('finished_assessment', '=', false)
    .executeTakeFirst();
  return Number(opened.numUpdatedRows);
}

/**
 * Opens the reassessment for the audience's users who have not taken it yet (a submitted one
 * cannot be taken again) and queues each of them an email in their language with a login link;
 * returns the emails queued (anonymous users, who have no mailbox, get none).
 */
async function openReassessment(trx: Trx, config: Config, audience: Reach): Promise<Notices> {
  const reached = await trx
    .updateTable('users')
    .set({ reassessment_active: true })
    .where('id', 'in', reachedUsers(trx, audience).select('users.id'))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('assessment_responses').select('assessment_responses.id')
        .whereRef('assessment_responses.user_id', '=', 'users.id')
        .where('assessment_responses.kind', '=', 'reassessment'))))
    .returning(['id', 'email', 'name', 'language'])
    .execute();
  return emailEach(trx, config, reached, 'reassessment', '/login');
}

/** 'Your results are ready' to each user whose results opened now, in their language; the others are told when they finish. */
async function announceResults(trx: Trx, config: Config, opened: number[]): Promise<Notices> {
  if (!opened.length) return { emails: 0, alreadyNotified: 0 };
  const users = await trx.selectFrom('users').select(['id', 'email', 'name', 'language']).where('id', 'in', opened).execute();
  return emailEach(trx, config, users, 'resultsReady', '/results');
}
