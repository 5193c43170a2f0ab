import type { schedules as english } from '../en/schedules';
import type { Translation } from '../types';

export const schedules: Translation<typeof english> = {
  'schedules.scheduled': '{at}에 실행되도록 예약했습니다.',
  'schedules.cancelled': '예약된 작업을 취소했습니다.',
  'schedules.validation.at': '2년 이내의 미래 날짜와 시간을 선택하세요.',
  'schedules.reminders.sent.one': '알림 {count}건을 보냈습니다.',
  'schedules.reminders.sent.other': '알림 {count}건을 보냈습니다.',
};
