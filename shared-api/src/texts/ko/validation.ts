import type { validation as english } from '../en/validation';
import type { Translation } from '../types';

export const validation: Translation<typeof english> = {
  'validation.nameRequired': '이름을 입력하세요.',
  'validation.fullNameRequired': '성명을 입력하세요.',
  'validation.emailInvalid': '유효한 이메일을 입력하세요.',
  'validation.emailDomain': '{domain} 이메일을 입력하세요.',
  'validation.passwordShort': '8자 이상의 비밀번호를 입력하세요.',
  'validation.passwordRequired': '유효한 비밀번호를 입력하세요.',
  'validation.newPasswordShort': '유효한 비밀번호를 입력하세요. 비밀번호는 8자 이상이어야 합니다.',
  'validation.tooLong': '입력한 내용이 너무 깁니다.',
  'validation.teamName': '올바른 팀 이름을 입력하세요.',
  'validation.cohortName': '올바른 기수 이름을 입력하세요.',
  'validation.linkText': '공백 없이 링크 텍스트를 입력하세요.',
  'validation.choice': '올바른 항목을 선택하세요.',
};
