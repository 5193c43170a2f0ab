import type { common as english } from '../en/common';
import type { Translation } from '../types';

export const common: Translation<typeof english> = {
  'common.loading': '불러오는 중...',
  'common.close': '닫기',
  'common.remoteFailed': '사이트의 이 부분을 불러오지 못했습니다. 연결을 확인하고 페이지를 새로 고침하세요.',
  'common.reload': '새로 고침',
};
