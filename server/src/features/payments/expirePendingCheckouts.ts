import type { PaymentsDeps } from './provider';

/** Unpaid sessions of a user's class stop being payable (they left it); the provider is told, best effort. */
export async function expirePendingCheckouts(deps: PaymentsDeps & { userId: number; classId: number }): Promise<void> {
  const { db, provider, userId, classId } = deps;
  const pending = await db
    .updateTable('payments')
    .set({ status: 'expired' })
    .where('user_id', '=', userId)
    .where('class_id', '=', classId)
    .where('status', '=', 'pending')
    .returning('session_id')
    .execute();
  // A session paid meanwhile is still fulfilled, then refunded, since its payer has left.
  await Promise.allSettled(pending.map(({ session_id }) => provider.expireSession(session_id)));
}
