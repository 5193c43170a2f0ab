import type { outbox as english } from '../en/outbox';
import type { Translation } from '../types';

export const outbox: Translation<typeof english> = {
  'outbox.title': 'Caixa de saída',
  'outbox.intro': 'Todos os e-mails que a plataforma colocou na fila, do mais recente ao mais antigo.',
  'outbox.link': 'Caixa de saída',
  'outbox.filter.to': 'Destinatário',
  'outbox.filter.status': 'Status',
  'outbox.filter.all': 'Todos',
  'outbox.filter.apply': 'Mostrar',
  'outbox.column.to': 'Destinatário',
  'outbox.column.subject': 'Assunto',
  'outbox.column.language': 'Idioma',
  'outbox.column.status': 'Status',
  'outbox.column.attempts': 'Tentativas',
  'outbox.column.error': 'Último erro',
  'outbox.status.queued': 'Na fila',
  'outbox.status.sent': 'Enviado',
  'outbox.status.outbox': 'Retido (sem SMTP)',
  'outbox.status.failed': 'Com falha',
  'outbox.linkHidden': '[link oculto: só o destinatário pode usá-lo]',
  'outbox.open': 'Abrir',
  'outbox.retry': 'Tentar novamente',
  'outbox.retried': 'O e-mail foi colocado na fila para ser enviado novamente.',
  'outbox.none': 'Nenhum e-mail corresponde a estes filtros.',
  'outbox.close': 'Fechar',
};
