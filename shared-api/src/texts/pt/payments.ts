import type { payments as english } from '../en/payments';
import type { Translation } from '../types';

export const payments: Translation<typeof english> = {
  'payments.title': 'Pagamentos',
  'payments.filter.allClasses': 'Todos os cursos',
  'payments.filter.allStatuses': 'Todas',
  'payments.column.participant': 'Participante',
  'payments.column.paidAt': 'Data do pagamento',
  'payments.column.refundedAt': 'Data do reembolso',
  'payments.none': 'Nenhum pagamento corresponde a estes filtros.',
  'payments.deletedUser': 'Usuário excluído',
  'payments.deletedClass': 'Curso excluído',
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
