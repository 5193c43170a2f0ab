import type { checkout as english } from '../en/checkout';
import type { Translation } from '../types';

export const checkout: Translation<typeof english> = {
  'checkout.title': '결제',
  'checkout.yourClass': '나의 수업',
  'checkout.total': '합계',
  'checkout.refundPolicy': '수업 시작 1주일 전까지 취소하면 전액 환불됩니다',
  'checkout.back': '수업 선택으로 돌아가기',
  'checkout.pay': '결제하기',
  'checkout.redirecting': '결제 페이지로 이동하는 중...',
  'checkout.stripeError': 'Stripe API에 연결할 수 없습니다',
  'checkout.testMode': '테스트 모드: 카드에 요금이 청구되지 않습니다.',
  'checkout.noClass': '아직 등록한 수업이 없습니다.',
  'checkout.chooseClass': '수업 선택',
  'checkout.adminSkips': '관리자는 결제하지 않아도 됩니다.',
  'checkout.paid': '이 수업의 결제를 완료했습니다.',
  'checkout.free': '무료 수업이므로 결제할 금액이 없습니다.',
  'checkout.leave': '수강 취소',
  'checkout.confirmLeave': '{name} 수강을 취소하시겠습니까?',
  'checkout.confirmLeaveRefund': '{name} 수강을 취소하시겠습니까? 결제 금액 {amount} 전액이 환불됩니다.',
  'checkout.confirmLeaveNoRefund': '수업 시작까지 1주일이 남지 않아 환불되지 않습니다. 환불 없이 {name} 수강을 취소하시겠습니까?',
  'checkout.toPortal': '나의 포털로 이동',

  'checkout.success.title': '결제해 주셔서 감사합니다!',
  'checkout.success.confirming': '결제를 확인하는 중...',
  'checkout.success.notPaid': '아직 결제가 확인되지 않았습니다. 결제를 완료하셨다면 잠시 기다린 후 이 페이지를 새로 고침하세요.',
  'checkout.success.start': '평가 시작하기',
  'checkout.success.minutes': '평가는 15분 정도 걸립니다.',
  'checkout.success.notYet': '수업의 평가가 아직 열리지 않았습니다. 평가가 열리면 포털에서 확인하실 수 있습니다.',
};
