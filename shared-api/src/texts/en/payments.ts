/** The administrators' list of payments (issue 22): its columns and states. */
export const payments = {
  'payments.col.id': 'Payment',
  'payments.col.class': 'Class',
  'payments.col.name': 'Name',
  'payments.col.email': 'Email',
  'payments.col.amount': 'Amount',
  'payments.col.currency': 'Currency',
  'payments.col.status': 'Status',
  'payments.col.created': 'Created (UTC)',
  'payments.col.paid': 'Paid (UTC)',
  'payments.col.refunded': 'Refunded (UTC)',
  'payments.col.refundId': 'Refund reference',
  'payments.status.pending': 'Pending',
  'payments.status.paid': 'Paid',
  'payments.status.refunded': 'Refunded',
  'payments.status.expired': 'Expired',
};
