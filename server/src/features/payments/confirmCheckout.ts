import type { CheckoutSuccessResponse } from 'shared-api/contract';
import { AppError } from '../../http/errors';
import { fulfilCheckout } from './fulfilCheckout';
import type { PaymentsDeps } from './provider';

/**
 * /api/checkout-success: the success page fulfils the caller's own session (someone else's is
 * NOT_FOUND, so session ids cannot be probed) and says whether they may now start the assessment.
 */
export async function confirmCheckout(deps: PaymentsDeps & { userId: number; sessionId: string }): Promise<CheckoutSuccessResponse> {
  const { db, userId, sessionId } = deps;
  const own = await db.selectFrom('payments').select('id').where('session_id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
  if (!own) throw new AppError('NOT_FOUND', { extra: { field: 'session_id' } });
  const { paid } = await fulfilCheckout({ ...deps, sessionId });
  const user = await db.selectFrom('users').select(['assessment_active', 'finished_assessment']).where('id', '=', userId).executeTakeFirstOrThrow();
  return { paid, assessmentActive: user.assessment_active && !user.finished_assessment };
}
