import type { notFound as english } from '../en/notFound';
import type { Translation } from '../types';

export const notFound: Translation<typeof english> = {
  'notFound.title': 'Ops, não encontramos essa página.',
  'notFound.help': 'Precisa de ajuda? Escreva para {email}',
  'notFound.home': 'Ir para a página inicial',
};
