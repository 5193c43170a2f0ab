import type { outbox as english } from '../en/outbox';
import type { Translation } from '../types';

export const outbox: Translation<typeof english> = {
  'outbox.title': 'Bandeja de salida',
  'outbox.intro': 'Todos los correos electrónicos que el producto puso en cola, del más reciente al más antiguo.',
  'outbox.link': 'Bandeja de salida',
  'outbox.filter.to': 'Destinatario',
  'outbox.filter.status': 'Estado',
  'outbox.filter.all': 'Todos',
  'outbox.filter.apply': 'Mostrar',
  'outbox.column.to': 'Destinatario',
  'outbox.column.subject': 'Asunto',
  'outbox.column.language': 'Idioma',
  'outbox.column.status': 'Estado',
  'outbox.column.attempts': 'Intentos',
  'outbox.column.error': 'Último error',
  'outbox.status.queued': 'En cola',
  'outbox.status.sent': 'Enviado',
  'outbox.status.outbox': 'Guardado (sin SMTP)',
  'outbox.status.failed': 'Fallido',
  'outbox.linkHidden': '[enlace oculto: solo el destinatario puede usarlo]',
  'outbox.open': 'Abrir',
  'outbox.retry': 'Reintentar',
  'outbox.retried': 'El correo electrónico quedó en cola para enviarse de nuevo.',
  'outbox.none': 'Ningún correo electrónico coincide con estos filtros.',
  'outbox.close': 'Cerrar',
};
