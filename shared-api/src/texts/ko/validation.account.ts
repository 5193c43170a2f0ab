import type { validationAccount as english } from '../en/validation.account';
import type { Translation } from '../types';

export const validationAccount: Translation<typeof english> = {
  'validation.mfaCode': '인증 앱에 표시된 6자리 코드를 입력하세요.',
  'validation.recoveryCode': '복구 코드 중 하나를 입력하세요.',
  'validation.currentPassword': '현재 비밀번호를 입력하세요.',
  'validation.ssoIssuer': 'https://로 시작하는 ID 공급자 주소(발급자)를 입력하세요.',
  'validation.ssoClientId': 'ID 공급자가 발급한 클라이언트 ID를 입력하세요.',
  'validation.ssoClientSecret': '줄 바꿈 없이 클라이언트 시크릿을 입력하세요.',
  'validation.ssoDomains': 'example.org와 같은 이메일 도메인을 하나 이상 입력하세요.',
};
