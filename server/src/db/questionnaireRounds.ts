import type { Kysely, Transaction } from 'kysely';
import { QUESTIONNAIRES } from 'shared-api/contract';
import type { DB } from './types';

/**
 * Adds the registry's (questionnaire, round) pairs to questionnaire_rounds, which openings and
 * responses must match (migration 007): the registry is the one list, the database enforces it.
 */
export async function syncQuestionnaireRounds(db: Kysely<DB> | Transaction<DB>) {
  const pairs = QUESTIONNAIRES.flatMap(({ kind, rounds }) => rounds.map((round) => ({ questionnaire: kind, round })));
  await db
    .insertInto('questionnaire_rounds')
    .values(pairs)
    .onConflict((oc) => oc.columns(['questionnaire', 'round']).doNothing())
    .execute();
}
