import type { Kysely } from 'kysely';
import { isRefundable } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { expirePendingCheckouts, paidPayment, refundPayment, type PaymentProvider } from '../payments';
import { removeFromClass } from './queries';

export interface LeftClass {
  refunded: boolean;
  amountMinor: number;
  currency: string;
}

/**
 * /api/leave-class. A paid seat is refunded in full up to REFUND_WINDOW_DAYS before the start;
 * later the participant must confirm (ConfirmNoRefund) that they leave without one. The refund
 * goes first: if the provider cannot be reached the participant stays enrolled and may try again.
 */
export async function leaveClass(options: {
  db: Kysely<DB>;
  config: Config;
  provider: PaymentProvider;
  userId: number;
  confirmNoRefund: boolean;
  now?: Date;
}): Promise<LeftClass> {
  const { db, config, provider, userId } = options;
  const current = await db
    .selectFrom('users')
    .innerJoin('classes', 'classes.id', 'users.class_id')
    .select(['classes.id', 'classes.starts_at', 'classes.currency'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!current) throw new AppError('NOT_IN_CLASS');
  const payment = await paidPayment(db, userId, current.id).executeTakeFirst();
  let refunded = false;
  if (payment) {
    if (!isRefundable(current.starts_at, options.now)) {
      if (!options.confirmNoRefund) throw new AppError('NO_REFUND_CONFIRM', { extra: { refundable: false } });
    } else {
      refunded = await refundPayment({ db, config, provider, paymentId: payment.id });
    }
  }
  await removeFromClass({ db, userId, classId: current.id });
  await expirePendingCheckouts({ db, config, provider, userId, classId: current.id });
  // A payment fulfilled between the check above and the removal found its payer still enrolled
  // and kept the money; they never agreed to go without it, so it is refunded now.
  const late = payment ? undefined : await paidPayment(db, userId, current.id).executeTakeFirst();
  if (late) refunded = await refundPayment({ db, config, provider, paymentId: late.id });
  const settled = payment ?? late;
  return { refunded, amountMinor: settled?.amount_minor ?? 0, currency: settled?.currency ?? current.currency };
}
