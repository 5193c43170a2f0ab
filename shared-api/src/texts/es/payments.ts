import type { payments as english } from '../en/payments';
import type { Translation } from '../types';

export const payments: Translation<typeof english> = {
  'payments.title': 'Pagos',
  'payments.filter.allClasses': 'Todos los cursos',
  'payments.filter.allStatuses': 'Todos',
  'payments.column.participant': 'Participante',
  'payments.column.paidAt': 'Fecha de pago',
  'payments.column.refundedAt': 'Fecha de reembolso',
  'payments.none': 'Ningún pago coincide con estos filtros.',
  'payments.deletedUser': 'Usuario eliminado',
  'payments.deletedClass': 'Curso eliminado',
  'payments.col.id': 'Pago',
  'payments.col.class': 'Curso',
  'payments.col.name': 'Nombre',
  'payments.col.email': 'Correo electrónico',
  'payments.col.amount': 'Importe',
  'payments.col.currency': 'Moneda',
  'payments.col.status': 'Estado',
  'payments.col.created': 'Creado (UTC)',
  'payments.col.paid': 'Pagado (UTC)',
  'payments.col.refunded': 'Reembolsado (UTC)',
  'payments.col.refundId': 'Referencia del reembolso',
  'payments.status.pending': 'Pendiente',
  'payments.status.paid': 'Pagado',
  'payments.status.refunded': 'Reembolsado',
  'payments.status.expired': 'Vencido',
};
