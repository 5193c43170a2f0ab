import type { resetRequest as english } from '../en/resetRequest';
import type { Translation } from '../types';

export const resetRequest: Translation<typeof english> = {
  'resetRequest.title': '비밀번호를 잊으셨나요?',
  'resetRequest.body': '가입할 때 사용한 이메일을 입력하시면 새 비밀번호를 설정할 수 있는 링크를 보내 드립니다.',
  'resetRequest.email': '이메일',
  'resetRequest.submit': '재설정 링크 보내기',
  'resetRequest.sent': '이메일을 확인하세요. 비밀번호 재설정 링크를 보냈습니다. 링크는 1시간 동안 유효합니다.',
  'resetRequest.contact': '고객 지원에 문의',
  'resetRequest.backToLogin': '로그인으로 돌아가기',
};
