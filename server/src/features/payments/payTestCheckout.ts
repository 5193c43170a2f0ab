import { AppError } from '../../http/errors';
import { fulfilCheckout } from './fulfilCheckout';
import type { PaymentsDeps } from './provider';
import { completeTestSession, TEST_CHECKOUT_PATH } from './testProvider';

/**
 * The test page's Pay button: completes the session and fulfils it, as Stripe's webhook would,
 * whether or not the payer comes back to the success page. Returns where the browser goes next.
 */
export async function payTestCheckout(deps: PaymentsDeps & { sessionId: string }): Promise<string> {
  const row = await completeTestSession(deps.db, deps.sessionId);
  if (!row) throw new AppError('NOT_FOUND', { extra: { field: 'session' } });
  if (row.status === 'expired') return `${TEST_CHECKOUT_PATH}?session=${row.id}`;
  await fulfilCheckout({ ...deps, sessionId: row.id });
  return row.success_url.replace('{CHECKOUT_SESSION_ID}', row.id);
}
