import type { cookies as english } from '../en/cookies';
import type { Translation } from '../types';

export const cookies: Translation<typeof english> = {
  'cookies.title': 'Ops! Os cookies estão desativados',
  'cookies.body': 'Este site precisa de cookies para manter você conectado. Ative os cookies no seu navegador e recarregue a página.',
};
