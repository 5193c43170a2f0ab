import { AppError } from '../../http/errors';
import { refundableSeats, type Db } from './queries';

/**
 * Deleting someone who paid for a seat they could still get back would lose their money without
 * a word: the deletion is refused, naming the seat, until an admin refunds it on the class page
 * (a refund is a call to the provider, which no deletion's transaction can hold).
 */
export async function refusePaidSeats(db: Db, of: Parameters<typeof refundableSeats>[1]) {
  const [seat] = await refundableSeats(db, of);
  if (seat) throw new AppError('PAID_SEAT', { vars: { name: seat.user_name, class: seat.class_name ?? '' } });
}
