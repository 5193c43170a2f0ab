import type { Kysely } from 'kysely';
import type { PaymentRow, PaymentStatus } from 'shared-api/contract';
import type { DB } from '../../db/types';

export interface PaymentFilters {
  ClassID?: number;
  Status?: PaymentStatus;
}

/** Payments, newest first, with their class and payer where those still exist. */
export function paymentsQuery(db: Kysely<DB>, { ClassID, Status }: PaymentFilters) {
  let query = db
    .selectFrom('payments')
    .leftJoin('users', 'users.id', 'payments.user_id')
    .leftJoin('classes', 'classes.id', 'payments.class_id')
    .select([
      'payments.id', 'payments.class_id', 'classes.name as class', 'payments.user_id', 'users.name as user', 'users.email',
      'payments.amount_minor', 'payments.currency', 'payments.status', 'payments.provider',
      'payments.created_at', 'payments.paid_at', 'payments.refunded_at', 'payments.refund_id',
    ])
    .orderBy('payments.id', 'desc');
  if (ClassID !== undefined) query = query.where('payments.class_id', '=', ClassID);
  if (Status !== undefined) query = query.where('payments.status', '=', Status);
  return query;
}

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/** As the contract says a payment: ISO date-times. */
export const paymentRow = (row: Awaited<ReturnType<ReturnType<typeof paymentsQuery>['execute']>>[number]): PaymentRow => ({
  ...row,
  status: row.status as PaymentStatus,
  provider: row.provider as PaymentRow['provider'],
  created_at: new Date(row.created_at).toISOString(),
  paid_at: iso(row.paid_at),
  refunded_at: iso(row.refunded_at),
});

/** /api/payments: every payment an organisation reconciles, filtered by class and status. */
export async function listPayments({ db, filters }: { db: Kysely<DB>; filters: PaymentFilters }) {
  return { payments: (await paymentsQuery(db, filters).execute()).map(paymentRow) };
}
