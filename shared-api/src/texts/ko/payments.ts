import type { payments as english } from '../en/payments';
import type { Translation } from '../types';

export const payments: Translation<typeof english> = {
  'payments.col.id': '결제',
  'payments.col.class': '수업',
  'payments.col.name': '이름',
  'payments.col.email': '이메일',
  'payments.col.amount': '금액',
  'payments.col.currency': '통화',
  'payments.col.status': '상태',
  'payments.col.created': '생성 시각(UTC)',
  'payments.col.paid': '결제 시각(UTC)',
  'payments.col.refunded': '환불 시각(UTC)',
  'payments.col.refundId': '환불 참조 번호',
  'payments.status.pending': '대기 중',
  'payments.status.paid': '결제 완료',
  'payments.status.refunded': '환불됨',
  'payments.status.expired': '만료됨',
};
