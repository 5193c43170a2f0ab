import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { freeTextFields, loadInstrument } from '../assessment';
import { NO_PASSWORD } from '../auth';
import { ANONYMOUS_DOMAIN } from '../email';
import type { Erased } from './copies';
import { eraseCopies } from './eraseCopies';

/**
 * What anonymising does with each table of rows pointing at a person: drops every way of signing
 * in and the timed ideas typed, keeps what statistics and the accounts need (the responses' free
 * text dropped by dropFreeText; a certificate and a payment name no one once the account has no
 * name; schedules are an admin's, and admins are never anonymised). personalData.test.ts holds
 * every table with a foreign key to users to this list, so a new one is decided on.
 */
export const ANONYMISED_ROWS = {
  sessions: 'dropped', reset_tokens: 'dropped', user_mfa: 'dropped', mfa_recovery_codes: 'dropped', mfa_challenges: 'dropped',
  user_identities: 'dropped', sso_pending_links: 'dropped', sso_login_codes: 'dropped', deletion_requests: 'dropped', team_leaders: 'dropped',
  freeform_timers: 'dropped',
  assessment_responses: 'kept', questionnaire_responses: 'kept', questionnaire_openings: 'kept', reminders_sent: 'kept', certificates: 'kept', certificate_revocations: 'kept',
  payments: 'kept', scheduled_actions: 'kept',
} as const satisfies Partial<Record<keyof DB, 'dropped' | 'kept'>>;

type Dropped = { [T in keyof typeof ANONYMISED_ROWS]: (typeof ANONYMISED_ROWS)[T] extends 'dropped' ? T : never }[keyof typeof ANONYMISED_ROWS];
const DROPPED = (Object.keys(ANONYMISED_ROWS) as (keyof typeof ANONYMISED_ROWS)[]).filter((table): table is Dropped => ANONYMISED_ROWS[table] === 'dropped');

/**
 * Keeps these people's scores and chosen answers for the organisation's statistics and drops the
 * rest (issue 26): name, email and password, every way of signing in, the ideas and other free
 * text they typed, and every copy of their email and name elsewhere (eraseCopies). The account
 * stays, marked anonymised_at, and can no longer log in. Runs in the caller's transaction.
 */
export async function anonymiseUsers(trx: Transaction<DB>, people: readonly Erased[]): Promise<number> {
  if (people.length === 0) return 0;
  const ids = people.map((person) => person.id);
  await eraseCopies(trx, people, 'anonymisedUser');
  for (const table of DROPPED) await trx.deleteFrom(table).where('user_id', 'in', ids).execute();
  await trx
    .updateTable('users')
    // Unique as emails must be, and with no mailbox, as an anonymous account's: no email is ever queued to it.
    .set({ name: '', email: sql<string>`'anonymised-' || id || '@' || ${ANONYMOUS_DOMAIN}::text`, password_hash: NO_PASSWORD, first_login: false, anonymised_at: sql<Date>`now()` })
    .where('id', 'in', ids)
    .execute();
  await dropFreeText(trx, ids);
  return people.length;
}

/** The typed answers: the timed questions' ideas, the demographics typed into, questionnaires' text answers. */
async function dropFreeText(trx: Transaction<DB>, ids: number[]) {
  const responses = await trx.selectFrom('assessment_responses').select(['id', 'version', 'demographics']).where('user_id', 'in', ids).execute();
  for (const response of responses) {
    const typed = freeTextFields(loadInstrument(response.version));
    const demographics = Object.fromEntries(Object.entries(response.demographics).filter(([field]) => !typed.has(field)));
    await trx.updateTable('assessment_responses').set({ text_answers: '{}', demographics: JSON.stringify(demographics) }).where('id', '=', response.id).execute();
  }
  const questionnaires = await trx.selectFrom('questionnaire_responses').select(['id', 'answers']).where('user_id', 'in', ids).execute();
  for (const response of questionnaires) {
    const chosen = Object.fromEntries(Object.entries(response.answers).filter(([, answer]) => typeof answer !== 'string'));
    await trx.updateTable('questionnaire_responses').set({ answers: JSON.stringify(chosen) }).where('id', '=', response.id).execute();
  }
}
