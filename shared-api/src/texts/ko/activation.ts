import type { activation as english } from '../en/activation';
import type { Translation } from '../types';

export const activation: Translation<typeof english> = {
  'activation.preClass.one': '사용자 {count}명의 수업 시작 설문을 활성화했습니다.',
  'activation.preClass.other': '사용자 {count}명의 수업 시작 설문을 활성화했습니다.',
  'activation.postAssessment.one': '사용자 {count}명의 수업 후 평가를 활성화했습니다.',
  'activation.postAssessment.other': '사용자 {count}명의 수업 후 평가를 활성화했습니다.',
  'activation.reassessment.one': '사용자 {count}명의 재평가를 활성화했습니다.',
  'activation.reassessment.other': '사용자 {count}명의 재평가를 활성화했습니다.',
  'activation.emailsQueued.one': '이메일 {count}통이 발송 대기 중입니다.',
  'activation.emailsQueued.other': '이메일 {count}통이 발송 대기 중입니다.',
};
