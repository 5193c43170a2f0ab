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
  'activation.alreadyNotified.one': '{count}명은 오늘 이미 알림을 받아 제외했습니다.',
  'activation.alreadyNotified.other': '{count}명은 오늘 이미 알림을 받아 제외했습니다.',
  'activation.assessment.one': '사용자 {count}명에게 평가를 열었습니다.',
  'activation.assessment.other': '사용자 {count}명에게 평가를 열었습니다.',
  'activation.closed.assessment.one': '평가를 마치지 않은 사용자 {count}명의 평가를 닫았습니다.',
  'activation.closed.assessment.other': '평가를 마치지 않은 사용자 {count}명의 평가를 닫았습니다.',
  'activation.closed.results.one': '사용자 {count}명의 결과를 다시 숨겼습니다.',
  'activation.closed.results.other': '사용자 {count}명의 결과를 다시 숨겼습니다.',
  'activation.closed.preClass.one': '응답하지 않은 사용자 {count}명의 수업 시작 설문을 닫았습니다.',
  'activation.closed.preClass.other': '응답하지 않은 사용자 {count}명의 수업 시작 설문을 닫았습니다.',
  'activation.closed.postAssessment.one': '응답하지 않은 사용자 {count}명의 수업 후 평가를 닫았습니다.',
  'activation.closed.postAssessment.other': '응답하지 않은 사용자 {count}명의 수업 후 평가를 닫았습니다.',
  'activation.closed.reassessment.one': '재평가를 마치지 않은 사용자 {count}명의 재평가를 닫았습니다.',
  'activation.closed.reassessment.other': '재평가를 마치지 않은 사용자 {count}명의 재평가를 닫았습니다.',
};
