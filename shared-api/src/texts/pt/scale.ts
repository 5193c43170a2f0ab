import type { scale as english } from '../en/scale';
import type { Translation } from '../types';

export const scale: Translation<typeof english> = {
  'scale.agree.1': 'Discordo totalmente',
  'scale.agree.2': 'Discordo',
  'scale.agree.3': 'Não concordo nem discordo',
  'scale.agree.4': 'Concordo',
  'scale.agree.5': 'Concordo totalmente',
  'scale.often.1': 'Nunca',
  'scale.often.2': 'Raramente',
  'scale.often.3': 'Às vezes',
  'scale.often.4': 'Frequentemente',
  'scale.often.5': 'Sempre',
};
