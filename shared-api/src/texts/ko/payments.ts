import type { payments as english } from '../en/payments';
import type { Translation } from '../types';

export const payments: Translation<typeof english> = {
  'payments.title': '결제 내역',
  'payments.filter.allClasses': '모든 수업',
  'payments.filter.allStatuses': '전체',
  'payments.column.participant': '참가자',
  'payments.column.paidAt': '결제 시각',
  'payments.column.refundedAt': '환불 시각',
  'payments.none': '이 조건에 맞는 결제가 없습니다.',
  'payments.deletedUser': '삭제된 사용자',
  'payments.deletedClass': '삭제된 수업',
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
