import type { testCheckout as english } from '../en/testCheckout';
import type { Translation } from '../types';

export const testCheckout: Translation<typeof english> = {
  'testCheckout.title': '테스트 결제',
  'testCheckout.banner': '테스트 모드: 카드에 요금이 청구되지 않습니다. Stripe 키가 설정되어 있지 않아 이 페이지가 카드 결제 서비스를 대신합니다.',
  'testCheckout.item': '항목',
  'testCheckout.amount': '금액',
  'testCheckout.email': '이메일',
  'testCheckout.pay': '결제',
  'testCheckout.cancel': '취소',
  'testCheckout.complete': '이미 완료된 결제입니다.',
  'testCheckout.expired': '결제 시간이 만료되었습니다. 결제 페이지에서 다시 시작하세요.',
};
