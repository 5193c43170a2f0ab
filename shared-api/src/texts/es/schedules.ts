import type { schedules as english } from '../en/schedules';
import type { Translation } from '../types';

export const schedules: Translation<typeof english> = {
  'schedules.scheduled': 'Programado para el {at}.',
  'schedules.cancelled': 'La acción programada se canceló.',
  'schedules.validation.at': 'Elija una fecha y hora futuras, dentro de dos años.',
  'schedules.reminders.sent.one': 'Se envió {count} recordatorio.',
  'schedules.reminders.sent.other': 'Se enviaron {count} recordatorios.',
};
