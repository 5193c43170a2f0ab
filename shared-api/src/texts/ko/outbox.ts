import type { outbox as english } from '../en/outbox';
import type { Translation } from '../types';

export const outbox: Translation<typeof english> = {
  'outbox.title': '이메일 발송 내역',
  'outbox.intro': '시스템이 발송 대기열에 넣은 모든 이메일을 최신순으로 표시합니다.',
  'outbox.link': '이메일 발송 내역',
  'outbox.filter.to': '받는 사람',
  'outbox.filter.status': '상태',
  'outbox.filter.all': '전체',
  'outbox.filter.apply': '보기',
  'outbox.column.to': '받는 사람',
  'outbox.column.subject': '제목',
  'outbox.column.language': '언어',
  'outbox.column.status': '상태',
  'outbox.column.attempts': '시도 횟수',
  'outbox.column.error': '마지막 오류',
  'outbox.status.queued': '대기 중',
  'outbox.status.sent': '전송됨',
  'outbox.status.outbox': '보관됨(SMTP 없음)',
  'outbox.status.failed': '실패',
  'outbox.linkHidden': '[링크 숨김: 받는 사람만 사용할 수 있습니다]',
  'outbox.open': '열기',
  'outbox.retry': '다시 보내기',
  'outbox.retried': '이메일을 다시 보내도록 대기열에 넣었습니다.',
  'outbox.none': '이 조건에 맞는 이메일이 없습니다.',
  'outbox.close': '닫기',
};
