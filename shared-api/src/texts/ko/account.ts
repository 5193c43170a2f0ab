import type { account as english } from '../en/account';
import type { Translation } from '../types';

export const account: Translation<typeof english> = {
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

  'welcome.title': '환영합니다!',
  'welcome.firstLogin': '처음 로그인하셨습니다. 계속하려면 새 비밀번호를 설정하세요.',
  'welcome.password': '새 비밀번호',
  'welcome.submit': '비밀번호 변경',

  'resetRequest.title': '비밀번호를 잊으셨나요?',
  'resetRequest.body': '가입할 때 사용한 이메일을 입력하시면 새 비밀번호를 설정할 수 있는 링크를 보내 드립니다.',
  'resetRequest.email': '이메일',
  'resetRequest.submit': '재설정 링크 보내기',
  'resetRequest.sent': '이메일을 확인하세요. 비밀번호 재설정 링크를 보냈습니다. 링크는 1시간 동안 유효합니다.',
  'resetRequest.contact': '고객 지원에 문의',
  'resetRequest.backToLogin': '로그인으로 돌아가기',

  'reset.title': '새 비밀번호 설정',
  'reset.password': '새 비밀번호',
  'reset.submit': '비밀번호 변경',
  'reset.newLink': '새 링크 받기',

  'password.updated': '비밀번호가 변경되었습니다.',
};
