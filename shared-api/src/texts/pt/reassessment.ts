import type { reassessment as english } from '../en/reassessment';
import type { Translation } from '../types';

export const reassessment: Translation<typeof english> = {
  'reassessment.prompt': 'Indique o quanto você concorda ou discorda de cada afirmação.',
};
