import type { scale as english } from '../en/scale';
import type { Translation } from '../types';

export const scale: Translation<typeof english> = {
  'scale.agree.1': '전혀 동의하지 않음',
  'scale.agree.2': '동의하지 않음',
  'scale.agree.3': '보통',
  'scale.agree.4': '동의함',
  'scale.agree.5': '매우 동의함',
  'scale.often.1': '전혀 하지 않음',
  'scale.often.2': '거의 하지 않음',
  'scale.often.3': '가끔 함',
  'scale.often.4': '자주 함',
  'scale.often.5': '항상 함',
};
