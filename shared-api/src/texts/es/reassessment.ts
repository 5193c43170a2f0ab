import type { reassessment as english } from '../en/reassessment';
import type { Translation } from '../types';

export const reassessment: Translation<typeof english> = {
  'reassessment.prompt': 'Indique en qué medida está de acuerdo o en desacuerdo con cada afirmación.',
};
