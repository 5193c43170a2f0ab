import type { register as english } from '../en/register';
import type { Translation } from '../types';

export const register: Translation<typeof english> = {
  'register.tokenTitle': '혁신 역량 평가 응시하기',
  'register.classTitle': '수업에 참여하려면 계정을 만드세요',
  'register.defaultTitle': '혁신 수업 신청하기',
  'register.defaultNote': '계정을 만든 후 수업을 선택하게 됩니다.',
  'register.fullName': '성명',
  'register.email': '이메일',
  'register.password': '비밀번호',
  'register.tokenSubmit': '평가 시작하기',
  'register.submit': '가입하기',
  'register.loginLink': '로그인',
  'register.haveAccount': '이미 계정이 있으신가요?',
  'register.emailDomainHint': '{domain} 이메일 주소를 사용하세요.',
};
