import type { reassessment as english } from '../en/reassessment';
import type { Translation } from '../types';

export const reassessment: Translation<typeof english> = {
  'reassessment.prompt': '각 문항에 얼마나 동의하는지 선택해 주세요.',
};
