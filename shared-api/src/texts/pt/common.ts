import type { common as english } from '../en/common';
import type { Translation } from '../types';

export const common: Translation<typeof english> = {
  'lang.ENG': 'English',
  'lang.SPA': 'Español',
  'lang.KOR': '한국어',
  'lang.BRPT': 'Português (Brasil)',
  'lang.label': 'Idioma',

  'nav.assessment': 'Avaliação',
  'nav.teams': 'Equipes',
  'nav.classes': 'Cursos',
  'nav.adminBadge': 'Administrador',
  'nav.leaderBadge': 'Líder de equipe',
  'nav.signOut': 'Sair',
  'nav.login': 'Entrar',
  'nav.home': 'Portal de Inovação',

  'footer.privacy': 'Política de privacidade',
  'footer.support': 'Suporte',

  'cookies.title': 'Ops! Os cookies estão desativados',
  'cookies.body': 'Este site precisa de cookies para manter você conectado. Ative os cookies no seu navegador e recarregue a página.',

  'notFound.title': 'Ops, não encontramos essa página.',
  'notFound.help': 'Precisa de ajuda? Escreva para {email}',
  'notFound.home': 'Ir para a página inicial',

  'common.loading': 'Carregando...',
  'common.close': 'Fechar',
  'common.remoteFailed': 'Não foi possível carregar esta parte do site. Verifique sua conexão e recarregue a página.',
  'common.reload': 'Recarregar',
};
