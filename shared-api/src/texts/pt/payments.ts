import type { payments as english } from '../en/payments';
import type { Translation } from '../types';

export const payments: Translation<typeof english> = {
  'payments.col.id': 'Pagamento',
  'payments.col.class': 'Curso',
  'payments.col.name': 'Nome',
  'payments.col.email': 'E-mail',
  'payments.col.amount': 'Valor',
  'payments.col.currency': 'Moeda',
  'payments.col.status': 'Situação',
  'payments.col.created': 'Criado (UTC)',
  'payments.col.paid': 'Pago (UTC)',
  'payments.col.refunded': 'Reembolsado (UTC)',
  'payments.col.refundId': 'Referência do reembolso',
  'payments.status.pending': 'Pendente',
  'payments.status.paid': 'Pago',
  'payments.status.refunded': 'Reembolsado',
  'payments.status.expired': 'Expirado',
};
