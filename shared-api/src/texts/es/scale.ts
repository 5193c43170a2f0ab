import type { scale as english } from '../en/scale';
import type { Translation } from '../types';

export const scale: Translation<typeof english> = {
  'scale.agree.1': 'Totalmente en desacuerdo',
  'scale.agree.2': 'En desacuerdo',
  'scale.agree.3': 'Ni de acuerdo ni en desacuerdo',
  'scale.agree.4': 'De acuerdo',
  'scale.agree.5': 'Totalmente de acuerdo',
  'scale.often.1': 'Nunca',
  'scale.often.2': 'Rara vez',
  'scale.often.3': 'A veces',
  'scale.often.4': 'A menudo',
  'scale.often.5': 'Siempre',
};
