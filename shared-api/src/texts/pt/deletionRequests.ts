import type { deletionRequests as english } from '../en/deletionRequests';
import type { Translation } from '../types';

export const deletionRequests: Translation<typeof english> = {
  'deletionRequests.title': 'Pedidos de exclusão',
  'deletionRequests.intro': 'Pessoas que pediram a exclusão da conta e confirmaram por e-mail. Exclua cada conta até a data indicada: depois dessa data, ela é excluída automaticamente.',
  'deletionRequests.none': 'Ninguém está aguardando a exclusão da conta.',
  'deletionRequests.col.person': 'Pessoa',
  'deletionRequests.col.team': 'Equipe',
  'deletionRequests.col.confirmed': 'Confirmado em',
  'deletionRequests.col.due': 'Excluir até',
  'deletionRequests.col.action': 'Ação',
  'deletionRequests.overdue': 'Atrasado',
  'deletionRequests.delete': 'Excluir agora',
  'deletionRequests.confirmTitle': 'Excluir {name}?',
  'deletionRequests.confirmText': '{name} ({email}) e tudo o que o portal guarda sobre essa pessoa serão excluídos. Não é possível desfazer.',
};
