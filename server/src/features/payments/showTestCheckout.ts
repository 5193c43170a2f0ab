import type { Kysely } from 'kysely';
import type { Language } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { findTestSession } from './queries';
import { renderTestCheckoutPage } from './testCheckoutPage';

/** The test-mode provider's checkout page, standing in for Stripe's, in the visitor's language. */
export async function showTestCheckout({ db, sessionId, language }: { db: Kysely<DB>; sessionId: string; language: Language }): Promise<string> {
  const row = await findTestSession(db, sessionId);
  if (!row) throw new AppError('NOT_FOUND', { extra: { field: 'session' } });
  return renderTestCheckoutPage(language, {
    id: row.id, description: row.description, amountMinor: row.amount_minor, currency: row.currency,
    customerEmail: row.customer_email, status: row.status,
  });
}
