import type { teamsList as english } from '../en/teamsList';
import type { Translation } from '../types';

export const teamsList: Translation<typeof english> = {
  'teamsList.title': 'Equipos',
  'teamsList.addTitle': 'Agregar un equipo',
  'teamsList.name': 'Nombre del equipo',
  'teamsList.add': 'Agregar equipo',
  'teamsList.listTitle': 'Todos los equipos',
  'teamsList.empty': 'Todavía no hay equipos.',
};
