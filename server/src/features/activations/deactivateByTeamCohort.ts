import { sql, type Kysely, type Transaction } from 'kysely';
import { questionnairesIn, type AuditAction } from 'shared-api/contract';
import { inTransaction } from '../../db/transaction';
import type { DB, QuestionnaireRound } from '../../db/types';
import { recordAudit, type Actor } from '../audit';
import { ROUND_OPENED, type Activation } from './activateByTeamCohort';
import { assertReach, reachedUsers, reachRefs, type Reach } from './queries';

type Trx = Transaction<DB>;

/** The audit log's name of each undo. */
const AUDITED: Record<Activation, AuditAction> = {
  assessment: 'assessmentClosed',
  'pre-class': 'preClassClosed',
  'post-assessment': 'postAssessmentClosed',
  reassessment: 'reassessmentClosed',
  results: 'resultsClosed',
};

/** Closes the assessment to those reached who have not submitted it. */
async function closeAssessment(trx: Trx, reach: Reach): Promise<number[]> {
  const rows = await trx
    .updateTable('users')
    .set({ assessment_active: false })
    .where('id', 'in', reachedUsers(trx, reach).select('users.id'))
    .where('assessment_active', '=', true)
    .where('finished_assessment', '=', false)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Hides the results again from those reached who see them, and from those for whom they wait. */
async function closeResults(trx: Trx, reach: Reach): Promise<number[]> {
  const rows = await trx
    .updateTable('users')
    .set({ results_active: false, results_on_finish: null })
    .where('id', 'in', reachedUsers(trx, reach).select('users.id'))
    .where((eb) => eb.or([eb('results_active', '=', true), eb('results_on_finish', 'is not', null)]))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Withdraws a round's openings that were not answered yet; an answered one stays, with its answers. */
async function closeRound(trx: Trx, reach: Reach, round: QuestionnaireRound): Promise<number[]> {
  const rows = await trx
    .deleteFrom('questionnaire_openings')
    .where('questionnaire_openings.user_id', 'in', reachedUsers(trx, reach).select('users.id'))
    .where('questionnaire_openings.round', '=', round)
    .where('questionnaire_openings.questionnaire', 'in', [...questionnairesIn(round)])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('questionnaire_responses').select(sql`1`.as('one'))
        .whereRef('questionnaire_responses.user_id', '=', 'questionnaire_openings.user_id')
        .whereRef('questionnaire_responses.questionnaire', '=', 'questionnaire_openings.questionnaire')
        .whereRef('questionnaire_responses.round', '=', 'questionnaire_openings.round'))))
    .returning('questionnaire_openings.user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

/** The reassessment itself (submitting it closes it too), and the questionnaires of its round. */
async function closeReassessment(trx: Trx, reach: Reach): Promise<number[]> {
  const rows = await trx
    .updateTable('users')
    .set({ reassessment_active: false })
    .where('id', 'in', reachedUsers(trx, reach).select('users.id'))
    .where('reassessment_active', '=', true)
    .returning('id')
    .execute();
  return [...rows.map((r) => r.id), ...(await closeRound(trx, reach, 'reassessment'))];
}

const CLOSE: Record<Activation, (trx: Trx, reach: Reach) => Promise<number[]>> = {
  assessment: closeAssessment,
  results: closeResults,
  'pre-class': (trx, reach) => closeRound(trx, reach, ROUND_OPENED['pre-class'] as QuestionnaireRound),
  'post-assessment': (trx, reach) => closeRound(trx, reach, ROUND_OPENED['post-assessment'] as QuestionnaireRound),
  reassessment: closeReassessment,
};

/**
 * The undo of an activation by team and cohort (issue 22): closes what it opened to the users it
 * reaches who have not finished it (results: hidden again), in one transaction with its record.
 * Every answer is kept: activating again gives back what was there. Returns how many users it
 * closed something for.
 */
export async function deactivateByTeamCohort({ db, audience, activation, actor }: {
  db: Kysely<DB>;
  audience: Reach;
  activation: Activation;
  actor: Actor;
}): Promise<number> {
  return inTransaction(db, async (trx) => {
    await assertReach(trx, audience);
    const users = new Set(await CLOSE[activation](trx, audience)).size;
    await recordAudit(trx, actor, { action: AUDITED[activation], teamId: audience.teamId, target: await reachRefs(trx, audience), facts: [{ fact: 'users', value: users }] });
    return users;
  });
}
