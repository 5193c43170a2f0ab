import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { findTestSession } from './queries';
import { TEST_CHECKOUT_PATH } from './testProvider';

/** The test page's Cancel button: back to the shop while the session is open, else to its page. Returns where the browser goes. */
export async function cancelTestCheckout({ db, sessionId }: { db: Kysely<DB>; sessionId: string }): Promise<string> {
  const row = await findTestSession(db, sessionId);
  if (!row) throw new AppError('NOT_FOUND', { extra: { field: 'session' } });
  return row.status === 'open' ? row.cancel_url : `${TEST_CHECKOUT_PATH}?session=${row.id}`;
}
