import type { login as english } from '../en/login';
import type { Translation } from '../types';

export const login: Translation<typeof english> = {
  'login.title': '로그인',
  'login.email': '이메일',
  'login.password': '비밀번호',
  'login.submit': '로그인',
  'login.resetLink': '비밀번호 재설정',
  'login.forgot': '비밀번호를 잊으셨나요?',
  'login.noAccount': '계정이 없으신가요?',
  'login.signUp': '회원가입',
  'login.anonymousFailed': '이 로그인 링크는 유효하지 않습니다. 링크를 확인하거나, 링크를 전달한 사람에게 새 링크를 요청하세요.',
  'login.signingIn': '로그인하는 중...',
};
