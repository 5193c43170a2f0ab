import type { schedules as english } from '../en/schedules';
import type { Translation } from '../types';

export const schedules: Translation<typeof english> = {
  'schedules.scheduled': 'Agendado para {at}.',
  'schedules.cancelled': 'A ação agendada foi cancelada.',
  'schedules.validation.at': 'Escolha uma data e hora futuras, dentro de dois anos.',
  'schedules.reminders.sent.one': '{count} lembrete enviado.',
  'schedules.reminders.sent.other': '{count} lembretes enviados.',
};
